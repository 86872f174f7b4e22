import { useEffect, useRef } from 'react';
import type { SessionUser } from '@shared/auth/api-types';
import { isLocale, type Locale } from '@shared/i18n/locales';
import { hardNavigate } from '@web/lib/hard-navigate';
import { cookieLocale, pageLocale, rememberLocale } from '@web/lib/i18n/i18n';

/**
 * The language saved on the account (issue 43). The server sends it with the session's user as
 * `locale`, beside the fields the shared session schema names.
 */
export function savedLocale(user: SessionUser | null | undefined): Locale | null {
  const locale = (user as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(locale) ? locale : null;
}

/**
 * Once the session names a user whose saved language is not the page's, the saved one wins (a
 * new device, a shared computer): it goes into the cookie and the page at `path` (path and query)
 * loads again in it. A page in a pseudo-locale (tests) stays as it is. No loop: the page reloads
 * only when the cookie did not already say that language and now does (a browser refusing the
 * cookie keeps the page as it is).
 */
export function useSavedLocale(user: SessionUser | null | undefined, path: string) {
  const saved = savedLocale(user);
  const pathRef = useRef(path);
  useEffect(() => {
    pathRef.current = path;
  }, [path]);
  useEffect(() => {
    if (!saved) return;
    const page = pageLocale();
    if (page === saved || !isLocale(page)) return;
    if (cookieLocale() === saved) return;
    rememberLocale(saved);
    if (cookieLocale() !== saved) return;
    hardNavigate(pathRef.current);
  }, [saved]);
}
