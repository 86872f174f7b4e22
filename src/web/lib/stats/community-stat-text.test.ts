import { describe, expect, it } from 'vitest';
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
});
