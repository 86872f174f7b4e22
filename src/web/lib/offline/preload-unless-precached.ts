/**
 * A chunk the page loads only when it is first needed (a menu, the offline tooltip, a queue) must
 * still be there offline (issue 41). A page the service worker controls gets every chunk from its
 * precache; a page it does not control yet (the first visit: the worker installs after the page
 * has loaded and takes over from the next one) would fetch it from a network that may be gone. So
 * on such a page, `load` starts at once (after the page's own modules have run), as the chunk's
 * code loaded before it left the first load; on a controlled page it runs only when needed. The
 * connection can drop seconds after the page opens (e2e/offline-data.e2e.ts): waiting for an
 * idle moment was measured too late there.
 */
export function preloadUnlessPrecached(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || navigator.serviceWorker?.controller) return;
  const run = () => void load().catch(() => {});
  setTimeout(run, 0);
}
