import type { EventGuideSlug } from '@shared/content/event-guide-refs';
import { messages } from './messages';

/**
 * An event guide's title in the page's language, for the pages that link a guide without showing
 * it (decision 0346); the guide's own page reads its full text through the knowledge feature.
 * Loaded by the route of any page that imports it.
 */
export const eventGuideTitle = (slug: EventGuideSlug): string => messages.t('guide.title', { slug });
