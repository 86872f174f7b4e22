import type { EventGuideSlug } from '../event-guide-refs';

/**
 * An event guide's words in another language (decision 0346): every text a reader sees, one per
 * English text in the same order (a unit test checks the counts, since the English module's lists
 * are plain arrays). Slugs, event types and sources stay the English module's (event-guides.ts).
 */
export interface EventGuideText {
  readonly title: string;
  readonly summary: string;
  readonly intro: string;
  readonly before: readonly string[];
  readonly during: readonly string[];
  readonly after: readonly string[];
  readonly family: readonly string[];
  readonly germany?: readonly string[];
}

export type EventGuideTexts = { readonly [S in EventGuideSlug]: EventGuideText };

/** What the knowledge hub's card shows (decision 0357): one module per locale, loaded with the hub. */
export type EventGuideSummaryText = Pick<EventGuideText, 'title' | 'summary'>;

/** What only the guide's page shows (decision 0357): one module per guide and locale, loaded on use. */
export type EventGuideBodyText = Omit<EventGuideText, 'title' | 'summary'>;

export type EventGuideSummaryTexts = { readonly [S in EventGuideSlug]: EventGuideSummaryText };

/** The lists of a guide, one text per English line. */
export type EventGuidePart = 'before' | 'during' | 'after' | 'family' | 'germany';
