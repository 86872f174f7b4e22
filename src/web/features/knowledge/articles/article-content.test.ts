import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLES } from '@shared/content/articles';
import { ARTICLES_DE } from '@shared/content/translations/full-texts';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { articles as bodies } from '../guide-body-cache';
import { article, articles } from './article-content';

/** The page in `locale` with its catalogues and, for German and Spanish, every guide's body (decision 0357). */
const inLocale = async (locale: PageLocale) => {
  setPageLocale(locale);
  await loadAllMessages();
  await bodies.loadAll();
};
afterEach(() => setPageLocale('en'));

/** Every text a reader sees of a guide. */
const words = (a: (typeof ARTICLES)[number]) => [
  a.title,
  a.category,
  a.excerpt,
  a.intro,
  ...a.sections.flatMap((s) => [s.title, ...s.lines]),
  ...a.recommendedGear.map((g) => g.name),
  a.conclusion,
];

describe('the field guides through their message set', () => {
  it('in English: the English module, word for word', () => {
    expect(articles()).toEqual(ARTICLES);
    expect(article('3')).toEqual(ARTICLES[2]);
    expect(article(9)).toBeUndefined();
  });

  it('in German: the German words, the English ids, ratings, sources and gear links', async () => {
    await inLocale('de');
    const all = articles();
    expect(all.map((a) => a.title)).toEqual(Object.values(ARTICLES_DE).map((t) => t.title));
    for (const [i, a] of all.entries()) {
      const english = ARTICLES[i]!;
      expect({ ...a, title: '', category: '', excerpt: '', intro: '', sections: [], conclusion: '' }).toEqual({
        ...english,
        title: '',
        category: '',
        excerpt: '',
        intro: '',
        sections: [],
        conclusion: '',
        recommendedGear: english.recommendedGear.map((g, j) => ({ ...g, name: a.recommendedGear[j]!.name })),
      });
      expect(a.recommendedGear.map((g) => g.name)).not.toEqual(english.recommendedGear.map((g) => g.name));
    }
    expect(article(2)!.sections[1]!.lines[2]).toBe(ARTICLES_DE[2].sections[1].lines[2]);
  });

  it('in plain English: the same guides without the military flavour', async () => {
    await inLocale('en-x-plain');
    const all = articles();
    const military = all
      .flatMap(words)
      .filter((text) => /\b(squads?|operatives?|missions?|tactical|tactics|briefing)\b/i.test(text));
    expect(military).toEqual([]);
    expect(all[0]!.sections[0]!.title).toBe('The Bag and Its Load');
    // Everything else is the English as it is.
    expect(all[1]!.sections[0]!.lines).toEqual(ARTICLES[1]!.sections[0]!.lines);
    expect(all.map((a) => a.sources)).toEqual(ARTICLES.map((a) => a.sources));
  });
});
