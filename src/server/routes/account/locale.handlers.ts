import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { localeCookie } from '../../i18n/locale';
import { updateLocaleRoute } from './locale.routes';

/**
 * /api/account/locale (issue 43, decision 0333): the member's language, on their own row only,
 * and the device's `hf_locale` cookie, so the next page load speaks it before anything is fetched.
 */
export function localeRouter(s: Services) {
  const { db, env, sessionMemo } = s;
  return createRouter().openapi(updateLocaleRoute, async (c) => {
    const { user } = await requireAuth(c);
    const { locale } = c.req.valid('json');
    await db.update(users).set({ locale }).where(eq(users.id, user.id));
    // The session read remembered for a moment holds the old locale: read it afresh.
    sessionMemo.forget({ userId: user.id, sessionId: null });
    c.header('Set-Cookie', localeCookie(locale, env.PUBLIC_URL.startsWith('https:')), { append: true });
    return c.json({ locale }, 200);
  });
}
