/**
 * The guides' long content, looked up through one function per kind (decision 0343). The field
 * guides are in the page's language (./articles/article-content.ts, decision 0345); the event
 * guides are English in every locale for now.
 */
import type { EventGuide } from '@shared/content';
import { EVENT_GUIDES, getEventGuide } from '@shared/content/event-guides';

export { article, articles } from './articles/article-content';

/** Every guide for an event families face, in the page's language. */
export const eventGuides = (): readonly EventGuide[] => EVENT_GUIDES;

/** An event's guide by its slug, in the page's language. */
export const eventGuide = (slug: string): EventGuide | undefined => getEventGuide(slug);
