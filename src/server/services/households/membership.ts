/**
 * The acting user's membership (docs/product.md#households): which household and as what. Write
 * routes check the role first so a viewer gets a clear 403; the statements then name the
 * household through the membership again (./scope.ts), so nothing relies on this check alone.
 */
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import { canEdit, HOUSEHOLD_MESSAGES, type HouseholdRole } from '@shared/households/schemas';
import type { Db } from '../../db/client';
import { householdMembers } from '../../db/schema';
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
