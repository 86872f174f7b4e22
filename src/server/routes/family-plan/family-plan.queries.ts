/**
 * The family plan's SQL (docs/product.md#family-plan): one row per owner, read and written only
 * with the owner's id in the statement.
 */
import { eq, sql } from 'drizzle-orm';
import { familyPlanSchema, type FamilyPlan } from '@shared/family-plan/schemas';
import type { Db } from '../../db/client';
import { familyPlans } from '../../db/schema';

export interface SavedFamilyPlan {
  plan: FamilyPlan;
  updatedAt: string | null;
}

/** The owner's plan, or the empty plan when none was saved yet. */
export async function loadFamilyPlan(db: Db, ownerId: string): Promise<SavedFamilyPlan> {
  const [row] = await db
    .select({ plan: familyPlans.plan, updatedAt: familyPlans.updatedAt })
    .from(familyPlans)
    .where(eq(familyPlans.ownerId, ownerId));
  if (!row) return { plan: familyPlanSchema.parse({}), updatedAt: null };
  // Read through the schema: a plan stored by an older release gains the newer fields' defaults.
  return { plan: familyPlanSchema.parse(row.plan), updatedAt: row.updatedAt.toISOString() };
}

/** Saves the whole plan (one statement: insert, or replace the owner's). */
export async function saveFamilyPlan(db: Db, ownerId: string, plan: FamilyPlan): Promise<SavedFamilyPlan> {
  const [row] = await db
    .insert(familyPlans)
    .values({ ownerId, plan })
    .onConflictDoUpdate({ target: familyPlans.ownerId, set: { plan: sql`excluded.plan` } })
    .returning({ plan: familyPlans.plan, updatedAt: familyPlans.updatedAt });
  return { plan: row!.plan, updatedAt: row!.updatedAt.toISOString() };
}
