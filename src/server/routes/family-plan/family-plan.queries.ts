/**
 * The family plan's SQL (docs/product.md#family-plan): one row per owner, read and written only
 * with the owner's id in the statement.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { familyPlanSchema, type FamilyPlan } from '@shared/family-plan/schemas';
import type { PetKind } from '@shared/readiness/figures';
import type { Db } from '../../db/client';
import { familyPlans, householdPets, households } from '../../db/schema';

export interface HouseholdPet {
  id: string;
  name: string;
  kind: PetKind;
}

export interface SavedFamilyPlan {
  plan: FamilyPlan;
  updatedAt: string | null;
  householdPets: HouseholdPet[];
}

/** The owner's household pets (readiness), in the household's order. */
function loadHouseholdPets(db: Db, ownerId: string): Promise<HouseholdPet[]> {
  return db
    .select({ id: householdPets.id, name: householdPets.name, kind: householdPets.kind })
    .from(householdPets)
    .innerJoin(households, eq(households.id, householdPets.householdId))
    .where(eq(households.ownerId, ownerId))
    .orderBy(asc(householdPets.position), asc(householdPets.createdAt));
}

/** The owner's plan (the empty plan when none was saved yet) and household pets: two statements, together. */
export async function loadFamilyPlan(db: Db, ownerId: string): Promise<SavedFamilyPlan> {
  const [[row], pets] = await Promise.all([
    db
      .select({ plan: familyPlans.plan, updatedAt: familyPlans.updatedAt })
      .from(familyPlans)
      .where(eq(familyPlans.ownerId, ownerId)),
    loadHouseholdPets(db, ownerId),
  ]);
  if (!row) return { plan: familyPlanSchema.parse({}), updatedAt: null, householdPets: pets };
  // Read through the schema: a plan stored by an older release gains the newer fields' defaults.
  return { plan: familyPlanSchema.parse(row.plan), updatedAt: row.updatedAt.toISOString(), householdPets: pets };
}

/**
 * Saves the whole plan (insert, or replace the owner's). The pets' vet and microchip are kept only
 * for the household's own pets, and only when one of them is filled in.
 */
export async function saveFamilyPlan(db: Db, ownerId: string, plan: FamilyPlan): Promise<SavedFamilyPlan> {
  const pets = await loadHouseholdPets(db, ownerId);
  const ids = new Set(pets.map((p) => p.id));
  const kept = { ...plan, pets: plan.pets.filter((p) => ids.has(p.petId) && (p.vet !== '' || p.microchip !== '')) };
  const [row] = await db
    .insert(familyPlans)
    .values({ ownerId, plan: kept })
    .onConflictDoUpdate({ target: familyPlans.ownerId, set: { plan: sql`excluded.plan` } })
    .returning({ plan: familyPlans.plan, updatedAt: familyPlans.updatedAt });
  return { plan: row!.plan, updatedAt: row!.updatedAt.toISOString(), householdPets: pets };
}
