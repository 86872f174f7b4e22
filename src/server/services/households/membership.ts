/**
 * The acting user's membership (docs/product.md#households): which household and as what. Write
 * routes check the role first so a viewer gets a clear 403; the statements then name the
 * household through the membership again (./scope.ts), so nothing relies on this check alone.
 */
import { eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import { canEdit, HOUSEHOLD_MESSAGES, type HouseholdRole } from '@shared/households/schemas';
import type { Db } from '../../db/client';
import { householdMembers } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { ApiError } from '../../platform/errors';

export interface Membership {
  householdId: string;
  role: HouseholdRole;
}

export async function membershipOf(db: Db, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId, role: householdMembers.role })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  return row ?? null;
}

/**
 * The membership with how many people the household has (the session's: a member of a shared
 * household starts new plans and kits as Household, decision 0291), in one statement.
 */
export async function membershipWithSize(db: Db, userId: string): Promise<(Membership & { members: number }) | null> {
  const result = await db.execute(sql`
    select me.household_id as "householdId", me.role,
      (select count(*)::int from household_members them where them.household_id = me.household_id) as members
    from household_members me where me.user_id = ${userId}`);
  return rowsOf<Membership & { members: number }>(result)[0] ?? null;
}

/** 403 for a viewer ("Viewers can't change the household..."); the membership otherwise. */
export async function requireEditor(db: Db, userId: string): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw ApiError.notFound('Household not found');
  if (!canEdit(membership.role))
    throw new ApiError(403, API_ERROR_CODES.forbidden, HOUSEHOLD_MESSAGES.viewerCannotEdit);
  return membership;
}

/** 403 unless the user owns their household. */
export async function requireOwner(db: Db, userId: string): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw ApiError.notFound('Household not found');
  if (membership.role !== 'owner') throw new ApiError(403, API_ERROR_CODES.forbidden, HOUSEHOLD_MESSAGES.ownerOnly);
  return membership;
}
