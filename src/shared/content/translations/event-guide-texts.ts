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

/** The lists of a guide, one text per English line. */
export type EventGuidePart = 'before' | 'during' | 'after' | 'family' | 'germany';
