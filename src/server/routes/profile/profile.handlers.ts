import { API_ERROR_CODES } from '@shared/errors';
import { profiles } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { requireAuth } from '../../lib/session';
import { findProfile, toProfile } from './profile.dto';
import { createMyProfileRoute, getMyProfileRoute } from './profile.routes';
import { USERNAME_TAKEN_MESSAGE, usernameTaken } from './username';

const usernameTakenError = () =>
  new ApiError(409, API_ERROR_CODES.usernameTaken, USERNAME_TAKEN_MESSAGE, { username: [USERNAME_TAKEN_MESSAGE] });

export function profileRouter({ db }: Services) {
  return createRouter()
    .openapi(getMyProfileRoute, async (c) => {
      const { user } = await requireAuth(c);
      const profile = await findProfile(db, user.id);
      if (!profile) throw new ApiError(404, API_ERROR_CODES.profileNotFound, 'No profile yet: complete your profile.');
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
    });
}
