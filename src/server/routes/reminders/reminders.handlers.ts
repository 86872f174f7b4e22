import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import type { ExpirySettings } from '@shared/supplies/settings-schemas';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { getExpirySettingsRoute, unsubscribeRoute, updateExpirySettingsRoute } from './reminders.routes';

const noProfile = () => new ApiError(404, API_ERROR_CODES.profileNotFound, 'No profile yet: complete your profile.');

async function findSettings(db: Db, userId: string): Promise<ExpirySettings | null> {
  const [row] = await db
    .select({
      windowDays: profiles.expiryWindowDays,
      reminders: profiles.expiryReminders,
      emailVerified: users.emailVerified,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** /api/reminders: expiry settings and the unsubscribe link (docs/product.md#expiry-and-reminders). */
export function remindersRouter({ db, readiness, reminders }: Services) {
  return createRouter()
    .openapi(getExpirySettingsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const settings = await findSettings(db, user.id);
      if (!settings) throw noProfile();
      return c.json(settings, 200);
    })
    .openapi(updateExpirySettingsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const input = c.req.valid('json');
      const changes = {
        ...(input.windowDays !== undefined ? { expiryWindowDays: input.windowDays } : {}),
        ...(input.reminders !== undefined ? { expiryReminders: input.reminders } : {}),
      };
      if (Object.keys(changes).length > 0) {
        const updated = await db
          .update(profiles)
          .set(changes)
          .where(eq(profiles.userId, user.id))
          .returning({ userId: profiles.userId });
        if (updated.length === 0) throw noProfile();
        // The readiness answer shows what expires within the window.
        readiness.invalidate(user.id);
      }
      const settings = await findSettings(db, user.id);
      if (!settings) throw noProfile();
      return c.json(settings, 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const userId = reminders.tokens.verify(c.req.valid('param').token);
      const updated = userId
        ? await db
            .update(profiles)
            .set({ expiryReminders: false })
            .where(eq(profiles.userId, userId))
            .returning({ userId: profiles.userId })
        : [];
      if (updated.length === 0) throw ApiError.notFound('This unsubscribe link is not valid.');
      return c.json({ ok: true as const, reminders: false as const }, 200);
    });
}
