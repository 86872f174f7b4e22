import { describe, expect, it, vi } from 'vitest';
import { INTL_LOCALE, LOCALES } from '@shared/i18n/locales';
import { COMMUNITY_STATS_DEFAULTS } from '@shared/stats';
import { communityStatTexts, formatCount, intlTagOfLang } from './community-stat-text';

describe('community read-outs in the page locale', () => {
  it('English as before: 1,000,000', () => {
    const texts = communityStatTexts({ ...COMMUNITY_STATS_DEFAULTS, publicKitsCount: 12_345 });
    expect(texts.map((t) => t.value)).toEqual(['1', '0', '12,345', '0']);
    expect(texts[3]!.unit).toBe(' / 1,000,000');
  });

  it('German groups with points, as the German page writes numbers', () => {
    const texts = communityStatTexts({ ...COMMUNITY_STATS_DEFAULTS, publicKitsCount: 12_345 }, 'de-DE');
    expect(texts[2]!.value).toBe('12.345');
    expect(texts[3]!.unit).toBe(' / 1.000.000');
    expect(formatCount(2_500, intlTagOfLang('de'))).toBe('2.500');
  });

  it("a page's <html lang> gives INTL_LOCALE's tag (the landing's script does not import it)", () => {
    for (const locale of LOCALES) {
      const lang = locale === 'en-x-plain' ? 'en' : locale;
      expect(intlTagOfLang(lang), locale).toBe(INTL_LOCALE[locale]);
    }
    expect(intlTagOfLang('en-x-pseudo')).toBe('en-US');
  });

  it('writes whole numbers as Intl.NumberFormat does, in every tag', () => {
    const values = [0, -0, 1, 7, 10, 99, 100, 999, 1_000, 1_234, 9_999, 10_000, 12_345, 99_999, 100_000, 123_456];
    values.push(
      999_999,
      1_000_000,
      1_234_567,
      12_345_678,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    );
    // Every length of number up to 16 digits, positive and negative.
    for (let digits = 1; digits <= 15; digits++) {
      for (const lead of [1, 4, 9]) values.push(lead * 10 ** (digits - 1) + 7, -(lead * 10 ** (digits - 1) + 7));
    }
    // And what stays with Intl: fractions, numbers beyond the safe integers, NaN, infinities.
    values.push(1.5, -2.25, 1_234.567, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    for (const tag of ['en-US', 'de-DE', 'es-US', 'fr-FR']) {
      const intl = new Intl.NumberFormat(tag);
      for (const n of values) expect(formatCount(n, tag), `${tag} ${n}`).toBe(intl.format(n));
    }
  });

  it('formats whole numbers without Intl.NumberFormat (its first one loads the locale data: issue 41)', () => {
    // A formatter made earlier (kept by the module) would not be made again, but would format.
    // `format` is a getter (it returns a bound function); typed as a method.
    const prototype: { readonly format: unknown } = Intl.NumberFormat.prototype;
    const formatted = vi.spyOn(prototype, 'format', 'get');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const locale of LOCALES) {
        communityStatTexts({ ...COMMUNITY_STATS_DEFAULTS, activePreppersCount: 4_321 }, INTL_LOCALE[locale]);
      }
      expect(made).not.toHaveBeenCalled();
      expect(formatted).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      formatted.mockRestore();
    }
  });
});
