/**
 * Household drills' SQL (/training-protocols): read by the household's members, recorded and
 * deleted by its owners and editors, the household named through the user's membership in the
 * statement. The family plan's "last practised" is the household's latest drill day: every write
 * here sets it in the same transaction (setLastPractised), so the reminders, the calendar and
 * the offline copy, which read it from the plan, follow the drills.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DrillList, RecordDrill, RecordedDrill } from '@shared/drills/schemas';
import { cleanNameOrNull } from '@shared/names';
import type { Db } from '../../db/client';
import { cursorAtSql, isoSql, parseJson, rowsOf } from '../../db/sql-helpers';
import { encodeKeyedCursor, keyedCursorOf } from '../../http/list-cursor';
import { householdIdSql, lockEditableHousehold } from '../../services/households/scope';
import type { Tx } from '../../services/jobs/jobs';
import { recordActivity } from '../household/household.queries';

/** The household's latest drill day as text (null when none), for a household id expression. */
export const lastPractisedSql = (householdId: SQL) =>
  sql`(select to_char(max(d.practised_on), 'YYYY-MM-DD') from household_drills d where d.household_id = ${householdId})`;

/** Sets the family plan's lastPracticedOn to the household's latest drill (a plan not made yet: nothing). */
export async function setLastPractised(tx: Tx, householdId: string) {
  await tx.execute(sql`
    update family_plans set plan = jsonb_set(plan, '{lastPracticedOn}',
      coalesce(to_jsonb(${lastPractisedSql(householdIdSql(householdId))}), 'null'::jsonb))
    where household_id = ${householdIdSql(householdId)}`);
}

/**
 * List cursor: the last row's day, creation time (microseconds) and id (a keyed list cursor,
 * db/sql-helpers.ts). Opaque to clients; anything else is a 400 at the field.
 */
interface DrillCursor {
  day: string;
  at: string;
  id: string;
}
const validDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day));
export function drillCursorOf(raw: string | undefined): DrillCursor | null {
  const cursor = keyedCursorOf(raw, validDay);
  return cursor && { day: cursor.key, at: cursor.at, id: cursor.id };
}

type PageRow = RecordedDrill & { cursorAt: string };
interface ListRow {
  role: string;
  total: number;
  last: string | null;
  drills: PageRow[] | string;
}

/**
 * One page of the user's household's drills, newest first (by day, then by when recorded), with
 * the total, the latest day and whether the user may record: one statement. Null when the user
 * is in no household.
 */
export async function listDrills(
  db: Db,
  userId: string,
  after: DrillCursor | null,
  limit: number,
): Promise<DrillList | null> {
  const page = after
    ? sql`and (d.practised_on, d.created_at, d.id) < (${after.day}::date, ${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const [row] = rowsOf<ListRow>(
    await db.execute(sql`
      select me.role,
        (select count(*) from household_drills d where d.household_id = me.household_id)::int as total,
        ${lastPractisedSql(sql`me.household_id`)} as last,
        coalesce((select json_agg(x) from (
          select d.id, d.event_type as "eventType", to_char(d.practised_on, 'YYYY-MM-DD') as "practisedOn",
            case when them.user_id is null then null
              else coalesce(nullif(btrim(p.first_name), ''), split_part(btrim(u.name), ' ', 1)) end as "recordedBy",
            d.notes,
            ${isoSql(sql`d.created_at`)} as "createdAt",
            ${cursorAtSql(sql`d.created_at`)} as "cursorAt"
          from household_drills d
          left join household_members them on them.user_id = d.recorded_by and them.household_id = d.household_id
          left join users u on u.id = them.user_id
          left join profiles p on p.user_id = them.user_id
          where d.household_id = me.household_id ${page}
          order by d.practised_on desc, d.created_at desc, d.id desc
          limit ${limit + 1}) x), '[]'::json) as drills
      from household_members me where me.user_id = ${userId}`),
  );
  if (!row) return null;
  const all = parseJson<PageRow[]>(row.drills, []);
  const shown = all.slice(0, limit);
  const last = shown.at(-1);
  return {
    // Who recorded it, as the household sees them: cleaned like every shown name (decision 0260).
    drills: shown.map(({ cursorAt: _, ...d }) => ({ ...d, recordedBy: cleanNameOrNull(d.recordedBy) })),
    total: row.total,
    nextCursor:
      all.length > limit && last ? encodeKeyedCursor({ key: last.practisedOn, at: last.cursorAt, id: last.id }) : null,
    lastPractisedOn: row.last,
    canRecord: row.role === 'owner' || row.role === 'editor',
  };
}

/**
 * Records a drill in the user's household (owner or editor), sets the family plan's last
 * practised day and writes the activity line, in one transaction. Null when the user may not.
 */
export async function recordDrill(db: Db, userId: string, input: RecordDrill): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) return null;
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into household_drills (household_id, event_type, practised_on, recorded_by)
        values (${householdIdSql(householdId)}, ${input.eventType}, ${input.practisedOn}::date, ${userId})
        returning id`),
    );
    await setLastPractised(tx, householdId);
    await recordActivity(tx, householdId, userId, {
      code: 'drill.recorded',
      eventType: input.eventType,
      day: input.practisedOn,
    });
    return row!;
  });
}

/** Deletes a drill of the user's household (owner or editor) and recomputes "last practised". False: none such. */
export async function deleteDrill(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) return false;
    const [row] = rowsOf<{ eventType: string; practisedOn: string }>(
      await tx.execute(sql`
        delete from household_drills where id = ${id}::uuid and household_id = ${householdIdSql(householdId)}
        returning event_type as "eventType", to_char(practised_on, 'YYYY-MM-DD') as "practisedOn"`),
    );
    if (!row) return false;
    await setLastPractised(tx, householdId);
    await recordActivity(tx, householdId, userId, {
      code: 'drill.deleted',
      eventType: row.eventType,
      day: row.practisedOn,
    });
    return true;
  });
}
