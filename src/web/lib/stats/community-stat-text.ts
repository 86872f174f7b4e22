import { COMMUNITY_SCORE_SCALE, type CommunityStats } from '@shared/stats';

/**
 * The `Intl` tag a page's `<html lang>` formats numbers with: INTL_LOCALE of @shared/i18n/locales
 * (community-stat-text.test.ts holds the two the same). Not imported from there, so the landing's
 * first-load script, which writes the live numbers before React loads, stays without the app's
 * i18n (as features/landing/locale-switch.ts).
 */
const INTL_TAG: Readonly<Record<string, string>> = { en: 'en-US', de: 'de-DE', es: 'es-US' };
export const intlTagOfLang = (lang: string): string => INTL_TAG[lang] ?? 'en-US';

/**
 * The grouping separator of each tag above, for whole numbers: what `Intl.NumberFormat` writes
 * (community-stat-text.test.ts holds the two equal). Issue 41: the first `Intl.NumberFormat` a page
 * makes loads the locale's data, 18–30 ms of main thread on the bench machine in the dashboard's
 * first render (the community and personal counts), the longest part of its longest task.
 */
const GROUP_SEPARATOR: Readonly<Record<string, string>> = { 'en-US': ',', 'de-DE': '.', 'es-US': ',' };

const formats = new Map<string, Intl.NumberFormat>();
/** A count as the locale writes it: "1,000,000" in English, "1.000.000" in German. */
export function formatCount(n: number, intlTag = 'en-US'): string {
  const separator = GROUP_SEPARATOR[intlTag];
  // -0 is "-0" to Intl; fractions, huge numbers, NaN and other tags are left to it.
  if (separator !== undefined && Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
    for (let i = grouped.length; i < digits.length; i += 3) grouped += separator + digits.slice(i, i + 3);
    return n < 0 ? `-${grouped}` : grouped;
  }
  let format = formats.get(intlTag);
  if (!format) formats.set(intlTag, (format = new Intl.NumberFormat(intlTag)));
  return format.format(n);
}

export interface CommunityStatText {
  label: string;
  value: string;
  unit?: string;
  aside?: string;
}

/**
 * The four community read-outs as text, in the documented order. The React grid renders them and the
 * prerendered landing's script writes them into the HTML before React is loaded
 * (features/landing/prerendered-landing.ts): one source, so the two never differ and hydration
 * finds the text it renders. Numbers in the page's `Intl` tag (the grid passes `pageIntlTag()`,
 * the prerendered landing the one of its `<html lang>`).
 */
export function communityStatTexts(stats: CommunityStats, intlTag = 'en-US'): CommunityStatText[] {
  const count = (n: number) => formatCount(n, intlTag);
  return [
    { label: 'Active Preppers', value: count(stats.activePreppersCount) },
    { label: 'Survival Plans', value: count(stats.publicPlansCount) },
    { label: 'Emergency Kits', value: count(stats.publicKitsCount) },
    {
      label: 'Preparedness Score',
      value: count(stats.preparednessScore),
      unit: ` / ${count(COMMUNITY_SCORE_SCALE)}`,
      aside: `${count(stats.preparednessPercent)}%`,
    },
  ];
}
