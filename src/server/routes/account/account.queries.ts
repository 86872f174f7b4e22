import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, kitItems, kits, newsletterSubscribers, profiles, users } from '../../db/schema';
import { departingMember, tellHouseholdOfDeletion } from '../household/household.queries';

/** Whether the user can sign in with a password (or only through Google). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

/** The sign-in providers (Google, the OpenID Connect provider) the user's account is linked to. */
export async function signInProviders(db: Db, userId: string): Promise<('google' | 'oidc')[]> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.providerId, ['google', 'oidc'])));
  return [...new Set(rows.map((r) => r.providerId as 'google' | 'oidc'))].sort();
}

/** The username the user must type to delete the account. */
export async function profileUsername(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId));
  return profile?.username ?? null;
}

/**
 * Deletes the user in one transaction and returns the stored files to remove: the files are
 * read, then the user row goes and every row they own goes with it (foreign keys cascade).
 * Copies others acquired are theirs and stay (their acquisition keeps the copy; the link to
 * the original becomes null). A household they shared keeps an owner where it can (the
 * database's trigger) and is told, by an activity line and, when they were its last owner, by
 * email to each member (decision 258).
 */
export async function deleteAccountRows(
  db: Db,
  user: { id: string; email: string },
  options: { publicUrl: string },
): Promise<(string | null)[]> {
  return db.transaction(async (tx) => {
    const departed = await departingMember(tx, user.id);
    const images = await tx
      .select({ url: kitItems.imageUrl })
      .from(kitItems)
      .innerJoin(kits, eq(kits.id, kitItems.kitId))
      .where(and(eq(kits.ownerId, user.id), sql`${kitItems.imageUrl} is not null`));
    const [me] = await tx.select({ avatar: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, user.id));
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`);
    await tx.delete(users).where(eq(users.id, user.id));
    if (departed) await tellHouseholdOfDeletion(tx, departed, options.publicUrl);
    return [...images.map((i) => i.url), me?.avatar ?? null];
  });
}
