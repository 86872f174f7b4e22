/**
 * The member's locale on the server (issue 43, decision 0333): what a new account is given, and
 * the `hf_locale` cookie that tells the pages of a device which language to speak.
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  negotiate,
  parseAcceptLanguage,
  type Locale,
} from '@shared/i18n/locales';
import { isPseudoLocale, type PseudoLocale } from '@shared/i18n/pseudo';
import { LOCALE_COOKIE_MAX_AGE } from '@shared/i18n/schemas';

/** The value of the `hf_locale` cookie in a Cookie header, if it names a locale we speak. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  return cookieValue(cookieHeader, isLocale);
}

/**
 * The pseudo-locale the `hf_locale` cookie names, if any (decisions 0331, 0366): a page runs in it
 * by the cookie alone, whatever the account's saved language, and so do the API's error answers.
 */
export function cookiePseudoLocale(cookieHeader: string | null | undefined): PseudoLocale | null {
  return cookieValue(cookieHeader, isPseudoLocale);
}

/** The first `hf_locale` value of a Cookie header that `accept` takes. */
function cookieValue<T extends string>(
  cookieHeader: string | null | undefined,
  accept: (value: unknown) => value is T,
): T | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (accept(value)) return value;
  }
  return null;
}

/**
 * A new account's locale from the request that creates it: the `hf_locale` cookie (the language
 * the visitor chose or saw on the landing) if it names a locale, else the browser's
 * Accept-Language, negotiated ("de-AT" is German), else English.
 */
export function requestLocale(headers: Headers | null | undefined): Locale {
  return cookieLocale(headers?.get('cookie')) ?? negotiate(parseAcceptLanguage(headers?.get('accept-language')));
}

/**
 * `hf_locale=de; Path=/; Max-Age=31536000; SameSite=Lax` (and `; Secure` when the app's cookies
 * are): not HttpOnly, the page reads it. Set by PUT /api/account/locale and at every sign-in.
 */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A user's stored locale as Better Auth hands the user over (an additional field of the session's user). */
export function storedLocale(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
