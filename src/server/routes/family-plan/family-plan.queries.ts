/**
 * The family plan's SQL (docs/product.md#family-plan): one row per household, read by its members
 * and written by its owners and editors, the household named through the user's membership in
 * the statement.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { familyPlanSchema, type FamilyPlan, type HouseholdPet } from '@shared/family-plan/schemas';
import type { Db } from '../../db/client';
import { familyPlans, householdPets } from '../../db/schema';
import { isoSql, rowsOf } from '../../db/sql-helpers';
import { editableHouseholdOf, householdOf } from '../../services/households/scope';
import { lastPractisedSql } from '../drills/drills.queries';

export interface SavedFamilyPlan {
  plan: FamilyPlan;
  updatedAt: string | null;
  householdPets: HouseholdPet[];
}

/** The owner's household pets (readiness), in the household's order. */
function loadHouseholdPets(db: Db, userId: string): Promise<HouseholdPet[]> {
  return db
    .select({ id: householdPets.id, name: householdPets.name, kind: householdPets.kind })
    .from(householdPets)
    .where(eq(householdPets.householdId, householdOf(userId)))
    .orderBy(asc(householdPets.position), asc(householdPets.createdAt));
}

/**
 * The owner's plan (the empty plan when none was saved yet) and household pets: two statements,
 * together. "Last practised" is the household's latest drill (the drills are its source; a plan
 * not made yet shows it too).
 */
export async function loadFamilyPlan(db: Db, userId: string): Promise<SavedFamilyPlan> {
  const [[row], pets] = await Promise.all([
    db
      .select({ plan: familyPlans.plan, updatedAt: familyPlans.updatedAt, last: lastPractisedSql(householdOf(userId)) })
      .from(sql`(select 1) one`)
      .leftJoin(familyPlans, eq(familyPlans.householdId, householdOf(userId))),
    loadHouseholdPets(db, userId),
  ]);
  const last = (row?.last ?? null) as string | null;
  if (!row?.plan || !row.updatedAt)
    return { plan: familyPlanSchema.parse({ lastPracticedOn: last }), updatedAt: null, householdPets: pets };
  // Read through the schema: a plan stored by an older release gains the newer fields' defaults.
  return {
    plan: { ...familyPlanSchema.parse(row.plan), lastPracticedOn: last },
    updatedAt: row.updatedAt.toISOString(),
    householdPets: pets,
  };
}

/**
 * Saves the whole plan (insert, or replace the owner's). The pets' vet and microchip are kept only
 * for the household's own pets, and only when one of them is filled in. lastPracticedOn as sent is
 * ignored (decision 250): the plan keeps the household's latest drill day.
 */
export async function saveFamilyPlan(db: Db, userId: string, plan: FamilyPlan): Promise<SavedFamilyPlan | null> {
  const pets = await loadHouseholdPets(db, userId);
  const ids = new Set(pets.map((p) => p.id));
  const kept = { ...plan, pets: plan.pets.filter((p) => ids.has(p.petId) && (p.vet !== '' || p.microchip !== '')) };
  // Written only into a household the user may edit (nothing when they may not: null).
  const [row] = rowsOf<{ plan: FamilyPlan; updatedAt: string }>(
    await db.execute(sql`
      insert into family_plans (household_id, plan)
      select h.id, jsonb_set(${JSON.stringify(kept)}::jsonb, '{lastPracticedOn}',
        coalesce(to_jsonb(${lastPractisedSql(sql`h.id`)}), 'null'::jsonb))
      from households h where h.id = ${editableHouseholdOf(userId)}
      on conflict (household_id) do update set plan = excluded.plan
      returning plan, ${isoSql(sql.raw('updated_at'))} as "updatedAt"`),
  );
  if (!row) return null;
  return { plan: row.plan, updatedAt: row.updatedAt, householdPets: pets };
}
