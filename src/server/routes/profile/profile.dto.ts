import { eq } from 'drizzle-orm';
import type { Profile, SessionInfo } from '@shared/auth/api-types';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { AuthUser } from '../../services/auth/session-memo';
import { membershipWithSize } from '../../services/households/membership';

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): Profile {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    dateOfBirth: row.dateOfBirth,
    avatarUrl: row.avatarUrl,
    isProfilePublic: row.isProfilePublic,
    showPreparednessScore: row.showPreparednessScore,
    welcomed: row.welcomedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/** The session as the web app sees it: the user (with sign-up or provider metadata) and the profile. */
export async function sessionInfo(db: Db, user: AuthUser | null): Promise<SessionInfo> {
  if (!user) return { user: null, profile: null };
  const u = user as AuthUser & Record<string, unknown>;
  // Two statements, together.
  const [profile, membership] = await Promise.all([findProfile(db, user.id), membershipWithSize(db, user.id)]);
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      image: user.image ?? null,
      createdAt: new Date(user.createdAt).toISOString(),
      metadata: {
        firstName: str(u.firstName),
        lastName: str(u.lastName),
        fullName: str(user.name),
        username: str(u.username),
        dateOfBirth: str(u.dateOfBirth),
      },
      locale: isLocale(u.locale) ? u.locale : DEFAULT_LOCALE,
    },
    profile,
    household: membership ? { id: membership.householdId, role: membership.role, members: membership.members } : null,
  };
}
