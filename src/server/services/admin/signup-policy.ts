import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ADMIN_INVITATION_DAYS } from '@shared/admin/constants';
import { SIGNUP_MESSAGES, type SignupPolicy } from '@shared/auth/signup-policy';
import type { Db } from '../../db/client';
import { adminInvitations, instanceSettings } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import type { Env } from '../../platform/env';
import type { Tx } from '../jobs/jobs';
import { recordAdminAction, type Actor } from './audit';

/** How long an administrator's invitation link works (shared: the admin page says it). */
export { ADMIN_INVITATION_DAYS };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The sign-up policy in force: the admin page's choice, else SIGNUPS. */
export async function signupPolicy(
  db: Db | Tx,
  env: Pick<Env, 'SIGNUPS'>,
): Promise<{ policy: SignupPolicy; fromEnv: boolean }> {
  const [row] = await db.select({ signups: instanceSettings.signups }).from(instanceSettings).limit(1);
  return row?.signups ? { policy: row.signups, fromEnv: false } : { policy: env.SIGNUPS, fromEnv: true };
}

/** Change the policy (null: back to SIGNUPS), audited in the same transaction. */
export async function setSignupPolicy(db: Db, actor: Actor, policy: SignupPolicy | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(instanceSettings)
      .values({ id: 1, signups: policy })
      .onConflictDoUpdate({ target: instanceSettings.id, set: { signups: policy } });
    await recordAdminAction(tx, actor, { action: 'signup_policy', details: { policy: policy ?? 'default' } });
  });
}

/** A usable administrator's invitation for this address, by its link's token. */
export async function adminInvitationFor(db: Db | Tx, token: string, email: string, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select true as ok from admin_invitations
      where token_hash = ${hashToken(token)} and email = ${email.toLowerCase()} and accepted_at is null
        and expires_at > ${now.toISOString()}::timestamptz`),
  );
  return Boolean(row);
}

/**
 * Whether a new account for `email` may be created, and the refusal's message if not.
 * `invitation`: the token of the link the sign-up came through (a household's or an
 * administrator's); null for sign-in providers (Google, OpenID Connect), where any usable
 * invitation to the address counts: the provider has verified the address.
 */
export async function signupRefusal(
  db: Db | Tx,
  env: Pick<Env, 'SIGNUPS'>,
  input: { email: string; invitation: { household: boolean; admin: boolean } | null; now: Date },
): Promise<string | null> {
  const { policy } = await signupPolicy(db, env);
  if (policy === 'open') return null;
  const email = input.email.toLowerCase();
  const now = input.now.toISOString();
  let household: boolean;
  let admin: boolean;
  if (input.invitation) ({ household, admin } = input.invitation);
  else {
    const [row] = rowsOf<{ household: boolean; admin: boolean }>(
      await db.execute(sql`select
        exists (select 1 from household_invitations where email = ${email} and accepted_at is null
                  and revoked_at is null and expires_at > ${now}::timestamptz) as household,
        exists (select 1 from admin_invitations where email = ${email} and accepted_at is null
                  and expires_at > ${now}::timestamptz) as admin`),
    );
    household = row?.household ?? false;
    admin = row?.admin ?? false;
  }
  if (admin) return null;
  if (policy === 'invite') return household ? null : SIGNUP_MESSAGES.invite;
  return SIGNUP_MESSAGES.closed;
}

/** An account was created for this address: its administrator's invitations are used. */
export async function useAdminInvitations(db: Db | Tx, email: string, now: Date): Promise<void> {
  await db.execute(sql`update admin_invitations set accepted_at = ${now.toISOString()}::timestamptz
    where email = ${email.toLowerCase()} and accepted_at is null`);
}

/** A new administrator's invitation; returns the link's token (only its hash is kept). */
export async function createAdminInvitation(
  tx: Tx,
  actor: Actor,
  email: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ADMIN_INVITATION_DAYS * 86_400_000);
  await tx.insert(adminInvitations).values({
    email: email.toLowerCase(),
    tokenHash: hashToken(token),
    invitedBy: actor.kind === 'user' ? actor.id : null,
    expiresAt,
  });
  await recordAdminAction(tx, actor, { action: 'invite', targetEmail: email.toLowerCase() });
  return { token, expiresAt };
}
