import { and, eq, isNull } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import { defaultUnits } from '@shared/readiness/units';
import { isUniqueViolation } from '../../db/pg-errors';
import { profiles } from '../../db/schema';
import { readImageUpload } from '../../http/image-upload';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { storedLocale } from '../../i18n/locale';
import { ApiError } from '../../platform/errors';
import { deleteStoredImage, storeImage } from '../../services/storage/images';
import { findProfile, toProfile } from './profile.dto';
import {
  createMyProfileRoute,
  deleteAvatarRoute,
  getMyProfileRoute,
  markWelcomedRoute,
  updateMyProfileRoute,
  uploadAvatarRoute,
} from './profile.routes';
import { USERNAME_TAKEN_MESSAGE, usernameTaken } from './username';

const usernameTakenError = () =>
  new ApiError(409, API_ERROR_CODES.usernameTaken, USERNAME_TAKEN_MESSAGE, { username: [USERNAME_TAKEN_MESSAGE] });

const noProfile = () => new ApiError(404, API_ERROR_CODES.profileNotFound, 'No profile yet: complete your profile.');

export function profileRouter({ db, storage, logger, limiter, limit }: Services) {
  /** Point the profile at a new avatar (or none); returns the old URL so its file can go. */
  const setAvatar = (userId: string, url: string | null) =>
    db.transaction(async (tx) => {
      const [old] = await tx
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!old) return null;
      const [row] = await tx.update(profiles).set({ avatarUrl: url }).where(eq(profiles.userId, userId)).returning();
      return { row: row!, oldUrl: old.avatarUrl };
    });

  return createRouter()
    .openapi(getMyProfileRoute, async (c) => {
      const { user } = await requireAuth(c);
      const profile = await findProfile(db, user.id);
      if (!profile) throw noProfile();
      return c.json(profile, 200);
    })
    .openapi(createMyProfileRoute, async (c) => {
      const { user } = await requireAuth(c);
      const input = c.req.valid('json');
      if (await usernameTaken(db, input.username, user.id)) throw usernameTakenError();
      try {
        const [row] = await db
          .insert(profiles)
          .values({
            userId: user.id,
            firstName: input.firstName,
            lastName: input.lastName,
            username: input.username,
            dateOfBirth: input.dateOfBirth,
            // Metric for a German account, else US customary; the units setting changes it after.
            units: defaultUnits(storedLocale(user)),
          })
          .returning();
        return c.json(toProfile(row!), 201);
      } catch (err) {
        // Two requests racing for one name: the unique index decides (23505).
        if (isUniqueViolation(err, 'profiles_username_lower_uidx')) throw usernameTakenError();
        if (isUniqueViolation(err, 'profiles_pkey')) {
          throw new ApiError(409, API_ERROR_CODES.profileExists, 'Your profile already exists.');
        }
        throw err;
      }
    })
    .openapi(updateMyProfileRoute, async (c) => {
      const { user } = await requireAuth(c);
      const input = c.req.valid('json');
      if (await usernameTaken(db, input.username, user.id)) throw usernameTakenError();
      try {
        const [row] = await db
          .update(profiles)
          .set({
            firstName: input.firstName,
            lastName: input.lastName,
            username: input.username,
            isProfilePublic: input.isProfilePublic,
            showPreparednessScore: input.showPreparednessScore,
          })
          .where(eq(profiles.userId, user.id))
          .returning();
        if (!row) throw noProfile();
        return c.json(toProfile(row), 200);
      } catch (err) {
        if (isUniqueViolation(err, 'profiles_username_lower_uidx')) throw usernameTakenError();
        throw err;
      }
    })
    .openapi(markWelcomedRoute, async (c) => {
      const { user } = await requireAuth(c);
      // Only the first call writes (a repeat, or a second tab, leaves the first time and updated_at alone).
      const [row] = await db
        .update(profiles)
        .set({ welcomedAt: new Date() })
        .where(and(eq(profiles.userId, user.id), isNull(profiles.welcomedAt)))
        .returning();
      const profile = row ? toProfile(row) : await findProfile(db, user.id);
      if (!profile) throw noProfile();
      return c.json(profile, 200);
    })
    .openapi(uploadAvatarRoute, async (c) => {
      const { user } = await requireAuth(c);
      if (!(await findProfile(db, user.id))) throw noProfile();
      const url = await storeImage(storage, user.id, await readImageUpload(c, { userId: user.id, limiter, limit }));
      const result = await setAvatar(user.id, url);
      if (!result) {
        await deleteStoredImage(storage, url, logger);
        throw noProfile();
      }
      await deleteStoredImage(storage, result.oldUrl, logger);
      return c.json(toProfile(result.row), 200);
    })
    .openapi(deleteAvatarRoute, async (c) => {
      const { user } = await requireAuth(c);
      const result = await setAvatar(user.id, null);
      if (!result) throw noProfile();
      await deleteStoredImage(storage, result.oldUrl, logger);
      return c.json(toProfile(result.row), 200);
    });
}
