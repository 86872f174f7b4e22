/**
 * A full page load, not a client-side navigation: after sign-out nothing of the previous
 * session may survive in memory (query cache, form state). The load itself goes through
 * `pageLoad` so tests can spy on it (jsdom does not implement navigation).
 */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function hardNavigate(url: string) {
  pageLoad.assign(url);
}
