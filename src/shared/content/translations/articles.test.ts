import { describe, expect, it } from 'vitest';
import { ARTICLES, type ArticleTexts } from '../articles';
import { articleText } from './article-text';
import { ARTICLES_DE, ARTICLES_ES } from './full-texts';

/** A line left as it is (a brand or a proper name): may equal its English. None today. */
const PROPER_NAMES = new Set<string>();

/** The numbers of a text, as values: "6,500" and "6.500" are 6500, "8,25" (German) is 8.25. */
function numbers(text: string, decimalComma: boolean): number[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map(([n]) => {
    const thousands = decimalComma ? /\.(?=\d{3}\b)/g : /,(?=\d{3}\b)/g;
    const plain = n.replace(thousands, '');
    return Number(decimalComma ? plain.replace(',', '.') : plain);
  });
}

/** Every text of an article in reading order, paired with its English. */
function pairs(texts: ArticleTexts): [english: string, translated: string][] {
  return ARTICLES.flatMap((a) => {
    const t = articleText(texts, a.id);
    return [
      [a.title, t.title],
      [a.category, t.category],
      [a.excerpt, t.excerpt],
      [a.intro, t.intro],
      ...a.sections.flatMap((s, i): [string, string][] => [
        [s.title, t.sections[i]!.title],
        ...s.lines.map((line, j): [string, string] => [line, t.sections[i]!.lines[j]!]),
      ]),
      ...a.recommendedGear.map((g, i): [string, string] => [g.name, t.gear[i]!]),
      [a.conclusion, t.conclusion],
    ] satisfies [string, string][];
  });
}

describe.each([
  ['de', ARTICLES_DE, true],
  ['es', ARTICLES_ES, false],
] as const)('the field guides in %s', (_locale, texts, decimalComma) => {
  it('has every article, section, line and gear name of the English, in order (at run time too)', () => {
    expect(Object.keys(texts).map(Number).sort()).toEqual(ARTICLES.map((a) => a.id).sort());
    for (const a of ARTICLES) {
      const t = articleText(texts, a.id);
      expect(t.sections.map((s) => s.lines.length)).toEqual(a.sections.map((s) => s.lines.length));
      expect(t.gear).toHaveLength(a.recommendedGear.length);
    }
  });

  it('leaves no text English and none empty', () => {
    const left = pairs(texts).filter(([en, tr]) => en === tr && !PROPER_NAMES.has(en));
    expect(left).toEqual([]);
    for (const [, tr] of pairs(texts)) expect(tr.trim()).not.toBe('');
  });

  it('keeps every figure of the English (it may add a metric one beside it)', () => {
    const missing = pairs(texts).flatMap(([en, tr]) => {
      const has = numbers(tr, decimalComma);
      return numbers(en, false)
        .filter((n) => !has.includes(n))
        .map((n) => `${n}: ${tr}`);
    });
    expect(missing).toEqual([]);
  });

  it('section titles and gear names stay distinct within an article (they are list keys)', () => {
    for (const a of ARTICLES) {
      const t = articleText(texts, a.id);
      expect(new Set(t.sections.map((s) => s.title)).size).toBe(t.sections.length);
      expect(new Set(t.gear).size).toBe(t.gear.length);
    }
  });
});

it('a translation is typed by the English: a missing line or gear name fails the type check', () => {
  // @ts-expect-error the first section of guide 1 has six lines
  const missingLine: ArticleTexts[1]['sections'][0]['lines'] = ['one', 'two', 'three', 'four', 'five'];
  // @ts-expect-error guide 2 recommends five products
  const extraGear: ArticleTexts[2]['gear'] = ['1', '2', '3', '4', '5', '6'];
  expect([missingLine, extraGear]).toHaveLength(2);
  expect(() => articleText(ARTICLES_DE, 5)).toThrow(/No field guide 5/);
});
