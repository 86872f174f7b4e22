/**
 * Where /auth/callback sends the user after a Google sign-in started from inside the app (the
 * profile page's "Sign in with Google again"). The server always comes back to /auth/callback;
 * the page to return to waits in this tab's sessionStorage, for a few minutes only, so a later
 * unrelated sign-in still lands on /dashboard.
 */
const KEY = 'holdfast-auth-return';
const MAX_AGE_MS = 10 * 60 * 1000;

/** Only a path on this site: "/x", never "//host" or "/\host" (an open redirect). */
const isLocalPath = (path: string) => /^\/(?![/\\])/.test(path);

export function setAuthReturnPath(path: string) {
  if (!isLocalPath(path)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage unavailable: the sign-in still works and ends on /dashboard.
  }
}

/** The pending return path (then forgotten), or null when there is none or it is stale. */
export function takeAuthReturnPath(): string | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || !isLocalPath(path)) return null;
    const age = Date.now() - at;
    return age >= 0 && age < MAX_AGE_MS ? path : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in page a visitor was sent to the landing page from (the session guard's
 * `deniedFrom` in the history entry), when it is a path on this site. Signing in there (in this
 * tab, or in another: a new account's emailed link) carries them on to it, e.g. a household
 * invitation's link, instead of /dashboard.
 */
export function deniedFromOf(state: unknown): string | null {
  const path = (state as { deniedFrom?: unknown } | null)?.deniedFrom;
  return typeof path === 'string' && isLocalPath(path) ? path : null;
}
