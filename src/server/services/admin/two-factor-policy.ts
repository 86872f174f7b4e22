import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instanceSettings, users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import type { Tx } from '../jobs/jobs';
import { recordAdminAction, type Actor } from './audit';

/** "Require two-factor sign-in for administrators" (decision 0286): off unless an administrator turned it on. */
export async function adminTwoFactorRequired(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ required: instanceSettings.requireAdminTwoFactor }).from(instanceSettings).limit(1);
  return row?.required ?? false;
}

/** Whether this administrator is held back: the setting is on and their two-factor sign-in is off. One query. */
export async function adminNeedsTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ held: boolean }>(
    await db.execute(sql`select coalesce((select require_admin_two_factor from instance_settings limit 1), false)
        and not coalesce((select two_factor_enabled from users where id = ${userId}), false) as held`),
  );
  return row?.held ?? false;
}

/** Turn the requirement on or off, audited in the same transaction. */
export async function setAdminTwoFactorRequired(db: Db, actor: Actor, required: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(instanceSettings)
      .values({ id: 1, requireAdminTwoFactor: required })
      .onConflictDoUpdate({ target: instanceSettings.id, set: { requireAdminTwoFactor: required } });
    await recordAdminAction(tx, actor, { action: 'admin_two_factor', details: { required } });
  });
}

/** Whether this user has two-factor sign-in on. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.on ?? false;
}
