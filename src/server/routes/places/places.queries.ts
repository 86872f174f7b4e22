/**
 * Watched places' SQL (issue 38, decision 0278): read by the household's members, written by its
 * owners and editors, the household named through the user's membership in the statement. At most
 * PLACES_MAX per household: the insert counts under the household row's lock, in its transaction,
 * so concurrent adds cannot pass the cap together.
 */
import { sql } from 'drizzle-orm';
import { PLACES_MAX, type Place, type PlaceList, type PlaceValues } from '@shared/households/places';
import type { Db } from '../../db/client';
import { isoSql, parseJson, rowsOf } from '../../db/sql-helpers';
import { householdIdSql, lockEditableHousehold } from '../../services/households/scope';
import { recordActivity } from '../household/household.queries';

const placeColumns = sql`p.id, p.name, p.country, p.latitude, p.longitude, p.ars, p.position,
  ${isoSql(sql`p.created_at`)} as "createdAt", ${isoSql(sql`p.updated_at`)} as "updatedAt"`;

/** The user's household's places in order, and whether the user may change them: one statement. Null: in no household. */
export async function listPlaces(db: Db, userId: string): Promise<PlaceList | null> {
  const [row] = rowsOf<{ role: string; places: Place[] | string }>(
    await db.execute(sql`
      select me.role, coalesce((select json_agg(x order by x.position, x."createdAt", x.id) from (
          select ${placeColumns} from household_places p where p.household_id = me.household_id) x), '[]'::json) as places
      from household_members me where me.user_id = ${userId}`),
  );
  if (!row) return null;
  return {
    places: parseJson<Place[]>(row.places, []),
    canEdit: row.role === 'owner' || row.role === 'editor',
    max: PLACES_MAX,
  };
}

export type CreatePlaceResult = { place: Place } | 'forbidden' | 'full';

/**
 * Adds a place at the end of the household's list (owner or editor), with its activity line, in one
 * transaction under the household's lock. 'full' at PLACES_MAX; 'forbidden' when the user may not.
 */
export async function createPlace(db: Db, userId: string, input: PlaceValues): Promise<CreatePlaceResult> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) return 'forbidden';
    // The household's lock: concurrent adds wait here and then count what the first one added.
    await tx.execute(sql`select 1 from households where id = ${householdIdSql(householdId)} for update`);
    const [count] = rowsOf<{ n: number; next: number }>(
      await tx.execute(sql`
        select count(*)::int as n, coalesce(max(position) + 1, 0)::int as next
        from household_places where household_id = ${householdIdSql(householdId)}`),
    );
    if (count!.n >= PLACES_MAX) return 'full';
    const [place] = rowsOf<Place>(
      await tx.execute(sql`
        with p as (
          insert into household_places (household_id, name, country, latitude, longitude, ars, position)
          values (${householdIdSql(householdId)}, ${input.name}, ${input.country}, ${input.latitude},
            ${input.longitude}, ${input.ars}, ${count!.next})
          returning *)
        select ${placeColumns} from p`),
    );
    await recordActivity(tx, householdId, userId, { code: 'place.added', name: input.name });
    return { place: place! };
  });
}

/** Changes a place of the user's household (owner or editor). Null: no such place there. */
export async function updatePlace(db: Db, userId: string, id: string, input: PlaceValues): Promise<Place | null> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) return null;
    const [place] = rowsOf<Place>(
      await tx.execute(sql`
        with p as (
          update household_places set name = ${input.name}, country = ${input.country},
            latitude = ${input.latitude}, longitude = ${input.longitude}, ars = ${input.ars}
          where id = ${id}::uuid and household_id = ${householdIdSql(householdId)}
          returning *)
        select ${placeColumns} from p`),
    );
    if (!place) return null;
    await recordActivity(tx, householdId, userId, { code: 'place.changed', name: input.name });
    return place;
  });
}

/** Removes a place of the user's household (owner or editor). False: no such place there. */
export async function deletePlace(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) return false;
    const [row] = rowsOf<{ name: string }>(
      await tx.execute(sql`
        delete from household_places where id = ${id}::uuid and household_id = ${householdIdSql(householdId)}
        returning name`),
    );
    if (!row) return false;
    await recordActivity(tx, householdId, userId, { code: 'place.removed', name: row.name });
    return true;
  });
}
