/**
 * What an administrator does to an account, for the admin page (routes/admin) and the
 * `npm run admin` command alike: each change and its audit line commit together.
 */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, sessions, twoFactors, users, verifications } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import type { Env } from '../../platform/env';
import { ApiError } from '../../platform/errors';
import type { Tx } from '../jobs/jobs';
import { recordSecurityEvent } from '../security/security-events';
import { isAdminSql } from './admins';
import { recordAdminAction, type Actor } from './audit';

export const NO_SUCH_ACCOUNT = 'No account has this email address.';
/** How long a reset link printed by the command works (as the emailed one: auth.ts). */
export const RESET_LINK_SECONDS = 60 * 60;

export interface Target {
  id: string;
  email: string;
}

/** The account, locked for the change, or a 404 naming what was not found. */
async function lockTarget(tx: Tx, by: { id: string } | { email: string }): Promise<Target & { disabled: boolean }> {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`lower(email) = ${by.email.trim().toLowerCase()}`;
  const [row] = rowsOf<{ id: string; email: string; disabled: boolean }>(
    await tx.execute(sql`select id, email, disabled_at is not null as disabled from users where ${where} for update`),
  );
  if (!row) throw ApiError.notFound(NO_SUCH_ACCOUNT);
  return row;
}

export type AccountRef = { id: string } | { email: string };

export async function grantAdmin(db: Db, actor: Actor, ref: AccountRef): Promise<Target> {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, ref);
    await tx.update(users).set({ admin: true }).where(eq(users.id, t.id));
    await recordAdminAction(tx, actor, { action: 'grant', targetUserId: t.id, targetEmail: t.email });
    return t;
  });
}

/** Takes back what grant gave; an address in ADMIN_EMAILS stays an administrator (the caller says so). */
export async function revokeAdmin(db: Db, actor: Actor, ref: AccountRef): Promise<Target> {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, ref);
    await tx.update(users).set({ admin: false }).where(eq(users.id, t.id));
    await recordAdminAction(tx, actor, { action: 'revoke', targetUserId: t.id, targetEmail: t.email });
    return t;
  });
}

export async function verifyEmail(db: Db, actor: Actor, ref: AccountRef): Promise<Target> {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, ref);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, t.id));
    await recordAdminAction(tx, actor, { action: 'verify', targetUserId: t.id, targetEmail: t.email });
    return t;
  });
}

/**
 * Disable the account and end its sessions in one transaction. The caller announces the end
 * (SessionEnds, or the change channel from the command line) so open streams close at once.
 */
export async function disableAccount(db: Db, actor: Actor, ref: AccountRef): Promise<Target> {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, ref);
    if (actor.kind === 'user' && actor.id === t.id) {
      throw new ApiError(409, 'conflict', 'You cannot disable your own account.');
    }
    await tx
      .update(users)
      .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())` })
      .where(eq(users.id, t.id));
    await tx.delete(sessions).where(eq(sessions.userId, t.id));
    await recordAdminAction(tx, actor, { action: 'disable', targetUserId: t.id, targetEmail: t.email });
    return t;
  });
}

/**
 * Turn a user's two-factor sign-in off (decision 0288): a lost phone and lost recovery codes. The
 * authenticator secret and recovery codes go; the password alone signs in again. Passkeys stay:
 * each is a credential of its own that the user sees and removes in their profile (an
 * administrator who must stop them disables the account). Audited, and in the user's own log.
 */
export async function turnTwoFactorOff(
  db: Db,
  actor: Actor,
  ref: AccountRef,
): Promise<Target & { wasOn: boolean; passkeys: number }> {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, ref);
    const [flag] = await tx.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, t.id));
    const deleted = await tx.delete(twoFactors).where(eq(twoFactors.userId, t.id)).returning({ id: twoFactors.id });
    const wasOn = Boolean(flag?.on) || deleted.length > 0;
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, t.id));
    if (wasOn) {
      await recordSecurityEvent(tx, {
        userId: t.id,
        eventType: 'two_factor_disabled',
        description: 'Two-factor sign-in turned off by an administrator',
        metadata: { by: 'administrator' },
      });
    }
    await recordAdminAction(tx, actor, { action: 'two_factor_off', targetUserId: t.id, targetEmail: t.email });
    const [keys] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, t.id));
    return { ...t, wasOn, passkeys: keys?.n ?? 0 };
  });
}

export async function enableAccount(db: Db, actor: Actor, ref: AccountRef): Promise<Target> {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, ref);
    await tx.update(users).set({ disabledAt: null }).where(eq(users.id, t.id));
    await recordAdminAction(tx, actor, { action: 'enable', targetUserId: t.id, targetEmail: t.email });
    return t;
  });
}

/**
 * A one-time password reset link for a server without mail: the same verification row Better
 * Auth's forgot-password writes (identifier `reset-password:<token>`), read by POST
 * /api/account/reset-password through the web app's /reset-password page.
 */
export async function passwordResetLink(
  db: Db,
  actor: Actor,
  env: Pick<Env, 'PUBLIC_URL'>,
  ref: AccountRef,
  now: Date,
): Promise<{ target: Target; url: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const t = await lockTarget(tx, ref);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + RESET_LINK_SECONDS * 1000);
    await tx.insert(verifications).values({
      id: randomBytes(16).toString('hex'),
      identifier: `reset-password:${token}`,
      value: t.id,
      expiresAt,
    });
    await recordAdminAction(tx, actor, { action: 'reset_link', targetUserId: t.id, targetEmail: t.email });
    return { target: t, url: `${env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`, expiresAt };
  });
}

export interface AccountSummary {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  admin: boolean;
  /** Granted in the database (revocable with revoke); else only through ADMIN_EMAILS. */
  granted: boolean;
  disabled: boolean;
  createdAt: string;
}

/** Every account, by email: what `npm run admin -- list` prints. */
export async function listAccounts(db: Db, env: Pick<Env, 'ADMIN_EMAILS'>): Promise<AccountSummary[]> {
  return rowsOf<AccountSummary>(
    await db.execute(sql`select u.id, u.email, u.name, u.email_verified as "emailVerified",
        ${isAdminSql(env)} as admin, u.admin as granted, u.disabled_at is not null as disabled,
        to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
      from users u order by u.email`),
  );
}
