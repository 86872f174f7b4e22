import { eq } from 'drizzle-orm';
import { severityChoices, type AlertSettings } from '@shared/alerts/settings';
import { API_ERROR_CODES } from '@shared/errors';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { getAlertSettingsRoute, updateAlertSettingsRoute } from './alert-settings.routes';

const noProfile = () => new ApiError(404, API_ERROR_CODES.profileNotFound, 'No profile yet: complete your profile.');

async function findSettings(db: Db, userId: string): Promise<AlertSettings | null> {
  const [row] = await db
    .select({
      severities: profiles.alertSeverities,
      quietFrom: profiles.quietFrom,
      quietTo: profiles.quietTo,
      timeZone: profiles.timeZone,
      emailVerified: users.emailVerified,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  // In the order the form lists them ("Unknown" is never offered, so never shown).
  return { ...row, severities: severityChoices(row.severities) };
}

/** /api/alerts/settings: the member's own warning preferences (docs/product.md#official-warnings). */
export function alertSettingsRouter({ db }: Services) {
  return createRouter()
    .openapi(getAlertSettingsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const settings = await findSettings(db, user.id);
      if (!settings) throw noProfile();
      return c.json(settings, 200);
    })
    .openapi(updateAlertSettingsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const input = c.req.valid('json');
      const changes = {
        ...(input.severities !== undefined ? { alertSeverities: severityChoices(input.severities) } : {}),
        ...(input.quietFrom !== undefined ? { quietFrom: input.quietFrom, quietTo: input.quietTo ?? null } : {}),
        ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
      };
      if (Object.keys(changes).length > 0) {
        const updated = await db
          .update(profiles)
          .set(changes)
          .where(eq(profiles.userId, user.id))
          .returning({ userId: profiles.userId });
        if (updated.length === 0) throw noProfile();
      }
      const settings = await findSettings(db, user.id);
      if (!settings) throw noProfile();
      return c.json(settings, 200);
    });
}
