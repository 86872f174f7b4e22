/**
 * The event guides' own words (decision 0346), read through ../guides.ts: in English from
 * event-guides.ts itself, so the English page carries no second copy; the other locales' from
 * @shared/content/translations/event-guides.<locale>.ts, which rides in that locale's chunk.
 */
import type { EventGuideSlug } from '@shared/content/event-guide-refs';
import { getEventGuide } from '@shared/content/event-guides';
import type { EventGuidePart } from '@shared/content/translations/event-guide-texts';

const english = (slug: EventGuideSlug) => getEventGuide(slug)!;

export const en = {
  'guide.title': (p: { slug: EventGuideSlug }) => english(p.slug).title,
  'guide.summary': (p: { slug: EventGuideSlug }) => english(p.slug).summary,
  'guide.intro': (p: { slug: EventGuideSlug }) => english(p.slug).intro,
  'guide.line': (p: { slug: EventGuideSlug; part: EventGuidePart; index: number }) =>
    english(p.slug)[p.part]![p.index]!,
};
