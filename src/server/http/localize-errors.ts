/**
 * Every /api error answer in the reader's language (decision 0353). The reader's locale is the
 * signed-in user's stored one (users.locale), else the `hf_locale` cookie, else Accept-Language
 * (negotiated), else English. One middleware, outermost on /api, so the one error handler, the
 * validation hook, the body limit, the same-origin check and the 404 of unknown routes are all
 * covered, without each having to know the locale.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { apiErrorSchema } from '@shared/errors';
import type { Locale } from '@shared/i18n/locales';
import { localizeError } from '../i18n/errors';
import { cookiePseudoLocale, requestLocale, storedLocale } from '../i18n/locale';
import type { AppEnv } from './context';

/** The locale an answer to this request is written in. */
export async function readerLocale(c: Context<AppEnv>): Promise<Locale> {
  const getAuth = c.get('getAuth') as AppEnv['Variables']['getAuth'] | undefined;
  if (getAuth) {
    try {
      const state = await getAuth();
      if (state) return storedLocale(state.user);
    } catch {
      // The session could not be read (the database is down, say): the request's own languages.
    }
  }
  return requestLocale(c.req.raw.headers);
}

export const localizeErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !res.headers.get('content-type')?.startsWith('application/json')) return;
  // A page in a pseudo-locale (the cookie alone, decision 0366) reads the answers accented too.
  const locale = cookiePseudoLocale(c.req.header('cookie')) ?? (await readerLocale(c));
  if (locale === 'en') return;
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined;
  c.res = new Response(JSON.stringify(localizeError(locale, parsed.data)), { status: res.status, headers });
};
