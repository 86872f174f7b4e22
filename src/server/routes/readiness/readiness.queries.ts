/**
 * Readiness SQL (docs/product.md#readiness): the user's household (shared by its members,
 * docs/product.md#households), its pets, the user's units preference and the household's
 * supplies, read in one statement; the household saved whole in one transaction (owners and
 * editors). Every statement names the user's household through their membership.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { countsFromMembers, type MemberForCounts } from '@shared/family-plan/household';
import { readiness as computeReadiness } from '@shared/readiness/calculator';
import type { HouseholdInput, ReadinessAnswer, SavedHousehold } from '@shared/readiness/schemas';
import type { UnitSystem } from '@shared/readiness/units';
import { EXPIRY_WINDOW_DEFAULT } from '@shared/supplies/expiry';
import type { Database, Db } from '../../db/client';
import { householdPets, households, profiles } from '../../db/schema';
import { jsonColumnsSql, type JsonRow, type SameShape } from '../../db/sql-helpers';
import { ApiError } from '../../platform/errors';
import { editableHouseholdOf } from '../../services/households/scope';
import { loadOrSeed } from '../resources/resources.queries';

const HOUSEHOLD_KEYS = [
  'adults',
  'children9to13',
  'children4to8',
  'childrenUnder4',
  'pregnantOrBreastfeeding',
  'standard',
  'goalDays',
  'customLitresPerPerson',
  'updatedAt',
] as const;
const PET_KEYS = ['id', 'name', 'kind', 'weightKg'] as const;

/** The answer's shapes are the tables' rows as JSON (decision 215). */
const shapesMatchTables: [
  SameShape<
    Omit<SavedHousehold, 'pets'>,
    Pick<JsonRow<typeof households.$inferSelect>, (typeof HOUSEHOLD_KEYS)[number]>
  >,
  SameShape<
    SavedHousehold['pets'][number],
    Pick<JsonRow<typeof householdPets.$inferSelect>, (typeof PET_KEYS)[number]>
  >,
] = [true, true];
void shapesMatchTables;

/**
 * The household, pets and settings GET /api/readiness answers, as JSON text built by the
 * database in one prepared statement (the supplies come from the tracker's read). $1 the user's id.
 */
const READINESS_SQL = `
  select json_build_object(
    'units', coalesce((select p.units from profiles p where p.user_id = $1), 'us'),
    'expiryWindowDays', coalesce((select p.expiry_window_days from profiles p where p.user_id = $1), ${EXPIRY_WINDOW_DEFAULT}),
    'members', (select fp.plan->'members' from family_plans fp
      where fp.household_id = (select hm.household_id from household_members hm where hm.user_id = $1)),
    'household', (select json_build_object(${jsonColumnsSql(households, 'h', HOUSEHOLD_KEYS)},
        'pets', coalesce((select json_agg(json_build_object(${jsonColumnsSql(householdPets, 'hp', PET_KEYS)})
          order by hp.position, hp.created_at) from household_pets hp where hp.household_id = h.id), '[]'::json))
      from households h
      where h.id = (select hm.household_id from household_members hm where hm.user_id = $1) and h.readiness_set)
  )::text as body`;

type Loaded = Omit<ReadinessAnswer, 'summary'>;

/** The summary the answer carries: the same calculator the page runs. */
export function summarize(loaded: Loaded): ReadinessAnswer['summary'] {
  const { household } = loaded;
  const figure = household
    ? computeReadiness({ ...household, ...loaded.memberCounts }, household.pets, household, loaded.resources)
    : null;
  if (!figure || figure.kind !== 'figure')
    return { daysCovered: null, limitedBy: null, goalDays: household?.goalDays ?? null, goalMet: false };
  return {
    daysCovered: figure.daysCovered,
    limitedBy: figure.limitedBy,
    goalDays: figure.goalDays,
    goalMet: figure.goalMet,
  };
}

/**
 * GET /api/readiness for `userId` on `today` (the supplies seeded on a first visit, as the
 * tracker does; expired batches count for nothing).
 */
export async function loadReadiness(
  database: Database,
  db: Db,
  userId: string,
  today: string,
): Promise<ReadinessAnswer> {
  const [[row], resources] = await Promise.all([
    database.prepared<{ body: string }>('readiness', READINESS_SQL, [userId]),
    loadOrSeed(db, userId, today),
  ]);
  const { members, ...rest } = JSON.parse(row!.body) as Omit<Loaded, 'resources' | 'memberCounts'> & {
    members: MemberForCounts[] | null;
  };
  const loaded = { ...rest, memberCounts: countsFromMembers(members ?? [], today), resources };
  return { ...loaded, summary: summarize(loaded) };
}

/** The household and its pets, saved whole (pets replaced) in one transaction. */
export async function saveHousehold(db: Db, userId: string, input: HouseholdInput): Promise<void> {
  const { pets, ...counts } = input;
  const values = {
    ...counts,
    customLitresPerPerson: counts.standard === 'custom' ? counts.customLitresPerPerson : null,
  };
  await db.transaction(async (tx) => {
    const [household] = await tx
      .update(households)
      .set({ ...values, readinessSet: true })
      .where(eq(households.id, editableHouseholdOf(userId)))
      .returning({ id: households.id });
    if (!household) throw ApiError.notFound('Household not found');
    const householdId = household.id;
    // Pets keep their ids (the family plan's vet and microchip refer to them): an id this
    // household already has is updated, one it lacks (or an unknown one) is a new pet.
    const existing = await tx
      .select({ id: householdPets.id })
      .from(householdPets)
      .where(eq(householdPets.householdId, householdId))
      .for('update');
    const own = new Set(existing.map((p) => p.id));
    const rows = pets.map(({ id, ...p }, position) => ({
      ...(id && own.has(id) ? { id } : {}),
      householdId,
      ...p,
      position,
    }));
    const kept = rows.flatMap((r) => ('id' in r && r.id ? [r.id] : []));
    await tx
      .delete(householdPets)
      .where(
        and(eq(householdPets.householdId, householdId), kept.length ? notInArray(householdPets.id, kept) : undefined),
      );
    if (rows.length)
      await tx
        .insert(householdPets)
        .values(rows)
        .onConflictDoUpdate({
          target: householdPets.id,
          set: {
            name: sql`excluded.name`,
            kind: sql`excluded.kind`,
            weightKg: sql`excluded.weight_kg`,
            position: sql`excluded.position`,
          },
        });
  });
}

export async function saveUnits(db: Db, userId: string, units: UnitSystem): Promise<void> {
  await db.update(profiles).set({ units }).where(eq(profiles.userId, userId));
}
