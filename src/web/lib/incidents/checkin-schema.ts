import { lazyLoad } from '@web/lib/lazy-load';
import { preloadUnlessPrecached } from '@web/lib/offline/preload-unless-precached';

/**
 * The check-in schema (zod, the one the server accepts), not in the first paint of the pages that
 * check in (issue 41: zod is about 26 KB gzip). "I'm safe" must work offline on a first visit,
 * before the service worker controls the page and has the chunk precached: there it is loaded
 * right after the page (`preloadUnlessPrecached`, as the tracker's queue, decision 0308), so a
 * connection that drops seconds later does not matter; on a controlled page it comes from the
 * precache on the first check-in. A failed load is tried again on the next check-in.
 */
export const loadCheckinSchema = lazyLoad(() => import('@shared/incidents/schemas').then((m) => m.checkinSchema));
preloadUnlessPrecached(loadCheckinSchema);
