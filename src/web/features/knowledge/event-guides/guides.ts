/**
 * The event guides in the page's language (decision 0346): slugs, event types, sources and the
 * order stay event-guides.ts'; every text a reader sees comes through the message set, so the
 * German and Spanish guides ride in their locale's chunk and an English reader loads nothing more.
 */
import type { EventGuide } from '@shared/content';
import { EVENT_GUIDES, getEventGuide } from '@shared/content/event-guides';
import type { EventGuidePart } from '@shared/content/translations/event-guide-texts';
import { messages } from './messages';

const { t } = messages;

/** What a knowledge hub card shows of an event guide (decision 0357). */
export type EventGuideSummary = Pick<EventGuide, 'slug' | 'eventType' | 'title' | 'summary'>;

/** Every event guide's card, in the page's language: needs no body loaded (the hub). */
export const eventGuideCards = (): readonly EventGuideSummary[] =>
  EVENT_GUIDES.map(({ slug, eventType }) => ({
    slug,
    eventType,
    title: t('guide.title', { slug }),
    summary: t('guide.summary', { slug }),
  }));

/** An event guide's card by its slug, in the page's language. */
export function eventGuideCard(slug: string): EventGuideSummary | undefined {
  const english = getEventGuide(slug);
  return (
    english && {
      slug: english.slug,
      eventType: english.eventType,
      title: t('guide.title', { slug: english.slug }),
      summary: t('guide.summary', { slug: english.slug }),
    }
  );
}

function translated(english: EventGuide): EventGuide {
  const { slug } = english;
  const lines = (part: EventGuidePart, list: readonly string[]) =>
    list.map((_, index) => t('guide.line', { slug, part, index }));
  return {
    ...english,
    title: t('guide.title', { slug }),
    summary: t('guide.summary', { slug }),
    intro: t('guide.intro', { slug }),
    before: lines('before', english.before),
    during: lines('during', english.during),
    after: lines('after', english.after),
    family: lines('family', english.family),
    ...(english.germany ? { germany: lines('germany', english.germany) } : {}),
  };
}

/** Every guide for an event families face, whole, in the page's language: their bodies must have loaded (../guide-bodies.ts). */
export const eventGuides = (): readonly EventGuide[] => EVENT_GUIDES.map(translated);

/** An event's guide, whole, by its slug, in the page's language: its body must have loaded. */
export function eventGuide(slug: string): EventGuide | undefined {
  const english = getEventGuide(slug);
  return english && translated(english);
}
