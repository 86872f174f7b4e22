/**
 * An event guide's title where another page links it (the plan, training, the emergency screen;
 * decision 0346): the English from event-guide-refs.ts, which those pages already carry; the
 * other locales' from @shared/content/translations/event-guide-titles.ts, not the guides' texts.
 */
import { eventGuideRef, type EventGuideSlug } from '@shared/content/event-guide-refs';

export const en = {
  'guide.title': (p: { slug: EventGuideSlug }) => eventGuideRef(p.slug)!.title,
};
