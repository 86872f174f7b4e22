/**
 * A full page load, not a client-side navigation: after sign-out nothing of the previous
 * session may survive in memory (query cache, form state). Its own module so tests can mock it
 * (jsdom does not implement navigation).
 */
export function hardNavigate(url: string) {
  window.location.assign(url);
}
