/**
 * The supply rows' SQL (docs/product.md#resource-tracker, #readiness). The rows are the
 * household's (docs/product.md#households): every statement names the acting user's household
 * through their membership (reads: any member; writes: owners and editors), so a row of another
 * household is never read or written, and answers like a missing one.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMIT_MESSAGES, MAX_SUPPLIES_PER_USER } from '@shared/constants/limits';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import { API_ERROR_CODES } from '@shared/errors';
import { englishActivity, suppliesSaved, type SupplyChange } from '@shared/households/activity';
import { canEdit, HOUSEHOLD_MESSAGES, type HouseholdRole } from '@shared/households/schemas';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import type { TargetRow } from '@shared/readiness/calculator';
import { followGoal } from '@shared/readiness/follow-goal';
import {
  BATCH_MESSAGES,
  RESOURCE_MESSAGES,
  type CreateResourceInput,
  type Resource,
  type ResourceBatch,
  type SaveResources,
  type UpdateResourceInput,
} from '@shared/resources/schemas';
import { starterSupplies } from '@shared/resources/starter-supplies';
import { resourceStatus } from '@shared/resources/status';
import { fefoOrder, setUsable, totalQuantity, usableQuantity, type Batch } from '@shared/supplies/batches';
import { defaultExpiry } from '@shared/supplies/rotation';
import { preparedStatement, type Database, type Db, type PreparedTx } from '../../db/client';
import { isUniqueViolation, sqlState } from '../../db/pg-errors';
import { households, resourceBatches, userResources } from '../../db/schema';
import { parseJson, rowsOf, type JsonRow, type SameShape } from '../../db/sql-helpers';
import { ApiError } from '../../platform/errors';
import { householdGoal, householdGoalSql } from '../../services/households/goal';
import {
  actorNameSql,
  editableHouseholdOf,
  householdIdSql,
  householdOf,
  lockEditableHousehold,
} from '../../services/households/scope';
import type { Tx } from '../../services/jobs/jobs';
import { barcodeTakenByRace, keepNewSupplyBarcodes } from './barcode-holders';
import { KnownSupplies } from './known-supplies';

type Row = typeof userResources.$inferSelect;
type BatchRow = typeof resourceBatches.$inferSelect;

/**
 * The API's row is the table's row as JSON, without the owner and creation time, plus what the
 * batches give: what is expired, and the batches themselves (decision 215).
 */
type ApiRow = Omit<JsonRow<Row>, 'householdId' | 'createdAt'> &
  Pick<Resource, 'expiredQuantity' | 'batches' | 'followsGoal' | 'barcodes'>;
type ApiBatch = Omit<JsonRow<BatchRow>, 'householdId' | 'resourceId' | 'createdAt'>;
const resourceMatchesTable: [SameShape<Resource, ApiRow>, SameShape<ResourceBatch, ApiBatch>] = [true, true];
void resourceMatchesTable;

const toBatch = ({ householdId: _h, resourceId: _r, createdAt: _c, ...b }: BatchRow): ResourceBatch => ({
  ...b,
  updatedAt: b.updatedAt.toISOString(),
});

/**
 * A row as the API answers it on `today`: what counts leaves out expired batches (status, ring
 * and days covered use it); the stored quantity is every batch.
 */
export function toResource(
  { householdId: _household, createdAt: _created, ...r }: Row,
  batches: readonly BatchRow[],
  today: string,
  barcodes: readonly string[],
): Resource {
  const list = fefoOrder(batches.map(toBatch));
  const usable = usableQuantity(list, today);
  return {
    ...r,
    currentQuantity: usable,
    expiredQuantity: totalQuantity(list) - usable,
    status: resourceStatus(usable, r.targetQuantity),
    // The stored target until followGoal (services/households/goal.ts) gives the goal's share.
    followsGoal: false,
    batches: list,
    barcodes: [...barcodes].sort(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * A row's barcodes as a column of the row's own select (a correlated subquery on the primary
 * key's index): the list stays two queries. `row` is the user_resources row's SQL alias.
 */
export const barcodesOf = (row: string) =>
  sql.raw(
    `(select coalesce(array_agg(rb.code order by rb.code collate "C"), '{}') from resource_barcodes rb where rb.household_id = ${row}.household_id and rb.resource_id = ${row}.id)`,
  );

/** Batches by their row (Map.groupBy needs Node 21). */
function byResource(batches: readonly BatchRow[]): Map<string, BatchRow[]> {
  const map = new Map<string, BatchRow[]>();
  for (const b of batches) map.set(b.resourceId, [...(map.get(b.resourceId) ?? []), b]);
  return map;
}

const rowOrder = [asc(userResources.category), asc(userResources.createdAt), asc(userResources.name)];

/**
 * The household's rows (all, or those of `ids`) with their batches, as the API answers them, the
 * water and food rows' targets following the household's goal (decision 0292): two queries. Every
 * row is read (a followed target depends on the others), the goal with them in the same statement.
 */
export async function loadResources(
  db: Db,
  userId: string,
  today: string,
  ids?: readonly string[],
): Promise<Resource[]> {
  if (ids && ids.length === 0) return [];
  const read = await db
    .select({
      ...getTableColumns(userResources),
      goal: householdGoalSql(householdOf(userId)),
      barcodes: sql<string[]>`${barcodesOf('user_resources')}`,
    })
    .from(userResources)
    .where(eq(userResources.householdId, householdOf(userId)))
    .orderBy(...rowOrder);
  const goal = householdGoal(read[0]?.goal, today);
  const all = read.map(({ goal: _goal, barcodes: _barcodes, ...row }) => row);
  const codes = new Map(read.map((r) => [r.id, r.barcodes]));
  const wanted = ids ? new Set(ids) : null;
  const rows = wanted ? all.filter((r) => wanted.has(r.id)) : all;
  if (rows.length === 0) return [];
  const batches = await db
    .select()
    .from(resourceBatches)
    .where(
      and(
        eq(resourceBatches.householdId, householdOf(userId)),
        ids
          ? inArray(
              resourceBatches.resourceId,
              rows.map((r) => r.id),
            )
          : undefined,
      ),
    );
  const byRow = byResource(batches);
  // Rows not asked for count with what their stored target holds (their stock does not matter).
  const followed = followGoal(
    all.map((r) => toResource(r, byRow.get(r.id) ?? [], today, codes.get(r.id) ?? [])),
    goal,
  );
  return wanted ? followed.filter((r) => wanted.has(r.id)) : followed;
}

/**
 * `answered` (some of the household's rows, as saved) with the targets that follow the goal: one
 * statement reads the goal and what every row's target holds.
 */
export async function withFollowedTargets(
  db: Db,
  userId: string,
  today: string,
  answered: readonly Resource[],
): Promise<Resource[]> {
  if (answered.length === 0) return [];
  const read = await db
    .select({
      id: userResources.id,
      targetQuantity: userResources.targetQuantity,
      litresPerUnit: userResources.litresPerUnit,
      kcalPerUnit: userResources.kcalPerUnit,
      ownTarget: userResources.ownTarget,
      goal: householdGoalSql(householdOf(userId)),
    })
    .from(userResources)
    .where(eq(userResources.householdId, householdOf(userId)));
  return followGoal(answered, householdGoal(read[0]?.goal, today), read);
}

/**
 * The household's rows; the first load seeds the default catalogue with what each default holds
 * (litres or kcal per unit) and how long it keeps. Racing first loads are safe: the unique
 * (household_id, name) index makes a second insert of a row a no-op. A viewer's first load
 * seeds too (the defaults are not a change anyone made).
 */
export async function loadOrSeed(db: Db, userId: string, today: string, retried = false): Promise<Resource[]> {
  const rows = await loadResources(db, userId, today);
  if (rows.length > 0) return rows;
  try {
    await seedDefaults(db, userId);
  } catch (err) {
    // The household went between the read and the seed: its only member joined another one
    // (acceptInvitation moves the membership, and the empty household is deleted) while this load
    // was under way. The rows to answer are the new household's: read (and seed) again, once. A
    // load must not answer 409 "does not exist any more" for a change it did not make.
    if (retried || sqlState(err) !== '23503') throw err;
    return loadOrSeed(db, userId, today, true);
  }
  return loadResources(db, userId, today);
}

/**
 * The default catalogue, into the user's household (a no-op for a name it has already), in the
 * language of the household's owner (decision 0350; the user's own when the household has no owner
 * left): its names and unit words, and for German litres and kilograms.
 */
async function seedDefaults(db: Db, userId: string): Promise<void> {
  const [row] = rowsOf<{ locale: string | null }>(
    await db.execute(sql`
      select coalesce(
        (select u.locale from household_members hm join users u on u.id = hm.user_id
          where hm.household_id = ${householdOf(userId)} and hm.role = 'owner' limit 1),
        (select locale from users where id = ${userId})) as locale`),
  );
  const locale = isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
  await db
    .insert(userResources)
    .values(
      starterSupplies(locale).map((r) => ({
        householdId: householdOf(userId),
        ...r,
        currentQuantity: 0,
        status: 'critical' as const,
      })),
    )
    .onConflictDoNothing({ target: [userResources.householdId, userResources.name] });
}

const batchNotFound = () => ApiError.notFound('Batch not found');
const rowNotFound = () => ApiError.notFound('Resource not found');

/** A batch as `json_agg` / `row_to_json` give it (snake_case, dates as text). */
interface BatchJson {
  id: string;
  resource_id: string;
  household_id: string;
  quantity: number;
  added_on: string;
  expires_on: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}
const batchFromJson = (b: BatchJson): BatchRow => ({
  id: b.id,
  resourceId: b.resource_id,
  householdId: b.household_id,
  quantity: b.quantity,
  addedOn: b.added_on,
  expiresOn: b.expires_on,
  note: b.note,
  createdAt: new Date(b.created_at),
  updatedAt: new Date(b.updated_at),
});

/**
 * SAVE CHANGES: batches added, replaced or removed, then what counts of each row set (plus adds to
 * today's batch of new stock, best before the row's default date; minus takes first expired first
 * out). Every row and batch named must be the household's (else 404), and the user its owner or an
 * editor (else 404 without a household, 403 for a viewer), or nothing is written. ONE activity line
 * lists what changed. Two ways, with the same rules (planSave) and the same answer:
 * - the known save (decision 0368): when this instance knows every row named as its last save left
 *   it (known-supplies.ts), ONE statement locks the membership and the rows, checks every row is
 *   still that version, and only then writes (else it writes nothing and the save goes the full
 *   way, below). One round trip: most saves are a family saving its own rows again.
 * - the full way, in one transaction of five statements whatever the number of rows, BEGIN and
 *   COMMIT included (decision 0296): the user's membership is read and locked in the first
 *   statement and the statements after it name the household by that id. The rows touched are
 *   locked for the transaction, and their batches read after the lock is held, so two saves of one
 *   row apply one after the other, the second on what the first wrote; ONE statement writes the
 *   difference (batches removed, batches new or changed, the rows' totals and statuses, the
 *   activity line).
 * Returns the touched rows as the API answers them, from what the statements returned, their
 * targets following the goal read by that same write statement.
 */
export async function saveChanges(
  database: Database,
  userId: string,
  input: SaveResources,
  today: string,
): Promise<Resource[]> {
  const known = knownSuppliesOf(database);
  const fast = await saveKnown(database, known, userId, input, today);
  if (fast) return fast;
  const result = await database.preparedTransaction((tx) => saveInTransaction(tx, userId, input, today));
  if ('replayed' in result) return withFollowedTargets(database.db, userId, today, result.replayed);
  known.remember(userId, result.householdId, result.answer.known);
  return result.answer.resources();
}

/** What each server instance knows of the rows its users saved (one per open database). */
const knownByDatabase = new WeakMap<Database, KnownSupplies>();
export function knownSuppliesOf(database: Database): KnownSupplies {
  let known = knownByDatabase.get(database);
  if (!known) knownByDatabase.set(database, (known = new KnownSupplies()));
  return known;
}

/** The columns of a row as JSON with the table's own keys (json_build_object: one statement reads rows and more). */
const rowColumns = Object.entries(getTableColumns(userResources));
const rowJson = sql.raw(`json_build_object(${rowColumns.map(([key, c]) => `'${key}', ur.${c.name}`).join(', ')})`);
const rowFromJson = (json: JsonRow<Row>): Row => ({
  ...json,
  createdAt: new Date(json.createdAt),
  updatedAt: new Date(json.updatedAt),
});

interface NamedBatch {
  id: string;
  resourceId: string;
  own: boolean;
}
/** What the save's first statement reads (see saveInTransaction). */
interface Opened {
  membership: { householdId: string; role: string } | null;
  fresh: boolean;
  named: NamedBatch[] | string;
  rows: JsonRow<Row>[] | string;
}
type Barcodes = { resourceId: string; code: string }[];
/** What the save's write statement returns. */
interface Written {
  rows: { id: string; updatedAt: string; xmin: string }[] | string;
  batches: BatchJson[] | string;
  goal: string | null;
  targets: TargetRow[] | string;
}

// The save's statements are named prepared statements (decision 0301): rendered once from
// these templates, parsed and planned once per connection. Lists of ids go as uuid arrays.
const p = sql.placeholder;
const editable = sql`(select m.household_id from m where m.role in ('owner', 'editor'))`;
/**
 * (1) The save's key, the membership, the batches named and the rows locked:
 * - the save's key first (decision 0276): a resend of a save already applied finds its key and
 *   locks and writes nothing (fresh false). A resend arriving while the first still runs waits
 *   on the key's row until that one commits (then: a replay) or rolls back (then: it applies).
 *   A save that fails rolls its key back with everything else, so it can be sent again.
 * - the membership, read once and locked FOR SHARE (decision 0245): a removal or role change
 *   waits for the save; the rows are named by that household (a viewer's: none).
 * - the batches named by id, with whether they are the household's.
 * - the rows named (and those of the batches removed), locked in id order (two saves naming
 *   the same rows cannot deadlock: the lock is taken after the sort, decision 0256). Their
 *   batches are read by the NEXT statement, whose snapshot is taken once the locks are held.
 */
const OPEN_SAVE = preparedStatement<'user' | 'key' | 'named' | 'asked' | 'removed'>(
  'resources_save_open',
  sql`
    with k as (
      insert into save_keys (user_id, key) select ${p('user')}::text, ${p('key')}::uuid where ${p('key')}::uuid is not null
      on conflict do nothing returning 1
    ),
    m as (
      select hm.household_id, hm.role from household_members hm where hm.user_id = ${p('user')}::text for share
    ),
    named as (
      select b.id, b.resource_id as "resourceId", b.household_id is not distinct from ${editable} as own
      from resource_batches b where b.id = any(${p('named')}::uuid[])
    ),
    locked as (
      select ${rowJson} as row from user_resources ur
      where ur.household_id = ${editable}
        and (ur.id = any(${p('asked')}::uuid[])
          or ur.id in (select named."resourceId" from named where named.own and named.id = any(${p('removed')}::uuid[])))
        and (${p('key')}::uuid is null or exists (select from k))
      order by ur.id
      for update of ur
    )
    select (select json_build_object('householdId', m.household_id, 'role', m.role) from m) as membership,
      exists (select from k) as fresh,
      (select coalesce(json_agg(named), '[]'::json) from named) as named,
      (select coalesce(json_agg(locked.row), '[]'::json) from locked) as rows`,
);
const household = sql<string>`${p('household')}::uuid`;
/** The rows' barcodes, for the answer. */
const rowBarcodes = (rows: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('resourceId', rb.resource_id, 'code', rb.code)), '[]'::json)
      from resource_barcodes rb where rb.household_id = ${household} and rb.resource_id = any(${rows}::uuid[]))`;
/** (2) The locked rows' batches and barcodes, seen after every save committed before the lock. */
const SAVE_BATCHES = preparedStatement<'household' | 'rows'>(
  'resources_save_batches',
  sql`select
    (select coalesce(json_agg(b), '[]'::json) from resource_batches b
      where b.household_id = ${household} and b.resource_id = any(${p('rows')}::uuid[])) as batches,
    ${rowBarcodes(p('rows') as unknown as SQL)} as barcodes`,
);
/**
 * Every write, on one snapshot, each only on the household's rows and each only `when` holds:
 * batches gone, batches new or changed, the rows' totals and statuses (their new versions
 * returned), ONE activity line. Then the answer's columns: the rows and batches written, and what
 * the answer's targets follow (decision 0292): the goal and what every row's target holds (the save
 * changes neither), so the answer costs no statement more.
 */
const writes = (when: SQL) => sql`
    gone as (
      delete from resource_batches where household_id = ${household} and id = any(${p('gone')}::uuid[]) and ${when}
    ),
    w as (
      select * from json_to_recordset(${p('writes')}::json)
        as w(id uuid, resource_id uuid, quantity int, added_on date, expires_on date, note text)
    ),
    put as (
      insert into resource_batches (id, resource_id, household_id, quantity, added_on, expires_on, note)
      select w.id, w.resource_id, ${household}, w.quantity, w.added_on, w.expires_on, w.note from w where ${when}
      on conflict (id) do update set quantity = excluded.quantity, added_on = excluded.added_on,
        expires_on = excluded.expires_on, note = excluded.note
        where resource_batches.household_id = ${household}
      returning resource_batches.*
    ),
    t as (
      select * from json_to_recordset(${p('totals')}::json) as t(id uuid, total int, status text)
    ),
    rows as (
      update user_resources ur set current_quantity = t.total, status = t.status
      from t where ur.id = t.id and ur.household_id = ${household} and ${when}
      returning ur.id, ur.updated_at, ur.xmin
    ),
    act as (
      insert into household_activity (household_id, user_id, actor_name, summary, event)
      select ${household}, ${p('user')}::text, ${actorNameSql(p('user') as unknown as string)}, ${p('summary')}::text,
        ${p('event')}::jsonb
      where ${p('summary')}::text is not null and ${when}
    )
    select (select coalesce(json_agg(json_build_object('id', id, 'xmin', xmin::text, 'updatedAt', ${sql.raw(`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)})), '[]'::json) from rows) as rows,
           (select coalesce(json_agg(put), '[]'::json) from put) as batches,
           ${householdGoalSql(household)} as goal,
           (select coalesce(json_agg(json_build_object('id', ur.id, 'targetQuantity', ur.target_quantity,
              'litresPerUnit', ur.litres_per_unit, 'kcalPerUnit', ur.kcal_per_unit, 'ownTarget', ur.own_target)), '[]'::json)
            from user_resources ur where ur.household_id = ${household}) as targets`;
type WriteParam = 'household' | 'gone' | 'writes' | 'totals' | 'user' | 'summary' | 'event';
/** (3) The full way's writes, in its transaction, after (1) and (2). */
const WRITE_SAVE = preparedStatement<WriteParam>('resources_save_write', sql`with ${writes(sql`true`)}`);
/**
 * The known save (decision 0368) in ONE statement, atomic on its own: the membership locked FOR
 * SHARE (still this household, still an owner or editor), the rows locked in id order as (1) locks
 * them, and `ready` only when every row is still the version this instance knows (its `xmin`) and
 * no batch the save makes exists yet. Only then the save's key (a resend finds it and writes
 * nothing), and only when that is new the writes of (3). `applied` says whether it wrote.
 * A row another save changed since is a new version (a save waiting on its lock sees the version
 * that save committed), and every write of a row's batches updates the row, so the batches known
 * are the batches stored whenever every row's version is.
 */
const KNOWN_SAVE = preparedStatement<WriteParam | 'rows' | 'xmins' | 'fresh' | 'key'>(
  'resources_save_known',
  sql`
    with m as (
      select hm.household_id from household_members hm
      where hm.user_id = ${p('user')}::text and hm.household_id = ${household} and hm.role in ('owner', 'editor')
      for share
    ),
    lk as (
      select ur.id, ur.xmin::text as x from user_resources ur
      where ur.household_id = (select m.household_id from m) and ur.id = any(${p('rows')}::uuid[])
      order by ur.id
      for update of ur
    ),
    ready as (
      select from m
      where (select count(*) from lk join unnest(${p('rows')}::uuid[], ${p('xmins')}::text[]) as e(id, x)
               on e.id = lk.id and e.x = lk.x) = cardinality(${p('rows')}::uuid[])
        and not exists (select from resource_batches b where b.id = any(${p('fresh')}::uuid[]))
    ),
    k as (
      insert into save_keys (user_id, key) select ${p('user')}::text, ${p('key')}::uuid
      where ${p('key')}::uuid is not null and exists (select from ready)
      on conflict do nothing returning 1
    ),
    go as (select from ready where ${p('key')}::uuid is null or exists (select from k)),
    ${writes(sql`exists (select from go)`)},
      exists (select from go) as applied,
      ${rowBarcodes(p('rows') as unknown as SQL)} as barcodes`,
);

/** The rows a save names: those it changes, in the order it names them (then those of batches it removes). */
const askedRows = (input: SaveResources) => [
  ...new Set([
    ...input.changes.map((c) => c.id),
    ...input.deltas.map((d) => d.id),
    ...input.batches.map((b) => b.resourceId),
  ]),
];

/**
 * The save worked out in memory with the shared rules, from the rows named (`read`, in id order)
 * and their batches (`stored`): each row's batches after the change, what to write (batches gone,
 * batches new or changed, the rows' totals and statuses) and the ONE activity line. Throws the
 * save's 400 when a row would hold too much.
 */
function planSave(
  read: readonly Row[],
  stored: readonly BatchRow[],
  input: SaveResources,
  rowIds: string[],
  today: string,
) {
  const removed = new Set(input.removedBatches);
  const upserts = new Map(input.batches.map((b) => [b.id, b]));
  const quantities = new Map(input.changes.map((c) => [c.id, c.currentQuantity]));
  const deltas = new Map(input.deltas.map((d) => [d.id, d.delta]));
  const after = read.map((row) => {
    let batches: Batch[] = stored
      .filter((b) => b.resourceId === row.id && !removed.has(b.id))
      .map(({ id, quantity, addedOn, expiresOn }) => ({ id, quantity, addedOn, expiresOn }));
    for (const b of input.batches.filter((x) => x.resourceId === row.id)) {
      const next = { id: b.id, quantity: b.quantity, addedOn: b.addedOn, expiresOn: b.expiresOn };
      batches = batches.some((x) => x.id === b.id)
        ? batches.map((x) => (x.id === b.id ? next : x))
        : [...batches, next];
    }
    const delta = deltas.get(row.id);
    const quantity = delta !== undefined ? Math.max(0, usableQuantity(batches, today) + delta) : quantities.get(row.id);
    // New stock is best before the row's default date (decision 0257), on the server's day.
    if (quantity !== undefined)
      batches = setUsable(batches, quantity, today, defaultExpiry(row.shelfLife, today), (b) => ({
        ...b,
        id: randomUUID(),
      }));
    const total = totalQuantity(batches);
    if (total > RESOURCE_QUANTITY_MAX)
      throw ApiError.badRequest(BATCH_MESSAGES.total, { changes: [BATCH_MESSAGES.total] });
    return { row, batches, total, status: resourceStatus(usableQuantity(batches, today), row.targetQuantity) };
  });

  // What to write: batches gone, and batches new or changed.
  const keep = new Set(after.flatMap((r) => r.batches.map((b) => b.id)));
  const gone = stored.filter((b) => !keep.has(b.id)).map((b) => b.id);
  const storedById = new Map(stored.map((b) => [b.id, b]));
  const writes = after.flatMap(({ row, batches }) =>
    batches
      .filter((b) => {
        const was = storedById.get(b.id);
        const note = upserts.get(b.id)?.note;
        return (
          !was ||
          was.quantity !== b.quantity ||
          was.addedOn !== b.addedOn ||
          was.expiresOn !== b.expiresOn ||
          (note !== undefined && note !== was.note)
        );
      })
      .map((b) => ({
        id: b.id,
        resource_id: row.id,
        quantity: b.quantity,
        added_on: b.addedOn,
        expires_on: b.expiresOn,
        note: upserts.get(b.id)?.note ?? storedById.get(b.id)?.note ?? null,
      })),
  );
  const totals = after.map((r) => ({ id: r.row.id, total: r.total, status: r.status }));
  // The household's activity: ONE line per save listing what changed, in the save's order
  // ("used 1 Canned Food; added 24 Bottled Water, best before 2027-05-01"), none when nothing did.
  const order = new Map(rowIds.map((id, i) => [id, i]));
  const changed = [...after]
    .sort((x, y) => order.get(x.row.id)! - order.get(y.row.id)!)
    .flatMap(({ row, batches, total }): SupplyChange[] => {
      const before = stored.filter((b) => b.resourceId === row.id);
      const delta = total - totalQuantity(before);
      const fresh = batches.filter((b) => b.expiresOn && !before.some((x) => x.id === b.id));
      if (delta < 0) return [{ kind: 'used', quantity: -delta, name: row.name }];
      if (delta > 0)
        return [
          {
            kind: 'added',
            quantity: delta,
            name: row.name,
            bestBefore: fresh.length === 1 ? (fresh[0]!.expiresOn ?? null) : null,
          },
        ];
      return writes.some((w) => w.resource_id === row.id) || gone.some((id) => before.some((b) => b.id === id))
        ? [{ kind: 'batches', name: row.name }]
        : [];
    });
  const event = suppliesSaved(changed);
  return { after, gone, writes, totals, event, storedById, order };
}
type SavePlan = ReturnType<typeof planSave>;

/** The write statement's parameters for a plan. */
const writeValues = (plan: SavePlan, householdId: string, userId: string): Record<WriteParam, unknown> => ({
  household: householdId,
  gone: plan.gone,
  writes: JSON.stringify(plan.writes),
  totals: JSON.stringify(plan.totals),
  user: userId,
  summary: plan.event ? englishActivity(plan.event) : null,
  event: plan.event ? JSON.stringify(plan.event) : null,
});

/**
 * What a save answers once written: the rows as the API gives them (made after the commit, so no
 * connection or lock is held while 21 or 200 rows are shaped, decision 0301; their targets
 * following the goal the write read) and what this instance now knows of them. Throws when a
 * batch to write was not written (another household's id).
 */
function savedAnswer(plan: SavePlan, written: Written, codes: Barcodes, today: string) {
  const rows = parseJson(written.rows, []);
  const rowTimes = new Map(rows.map((r) => [r.id, r]));
  const putById = new Map(parseJson<BatchJson[]>(written.batches, []).map((b) => [b.id, batchFromJson(b)]));
  if (putById.size !== plan.writes.length) throw batchNotFound();
  const saved = plan.after.map(({ row, batches, total, status }) => ({
    row: {
      ...row,
      currentQuantity: total,
      status,
      updatedAt: new Date(rowTimes.get(row.id)?.updatedAt ?? row.updatedAt),
    },
    xmin: rowTimes.get(row.id)?.xmin ?? '',
    batches: batches.map((b) => putById.get(b.id) ?? plan.storedById.get(b.id)!),
  }));
  return {
    known: saved.filter((k) => k.xmin !== ''),
    resources: () =>
      followGoal(
        saved
          .map(({ row, batches }) =>
            toResource(
              row,
              batches,
              today,
              codes.filter((c) => c.resourceId === row.id).map((c) => c.code),
            ),
          )
          .sort((x, y) => plan.order.get(x.id)! - plan.order.get(y.id)!),
        householdGoal(written.goal, today),
        parseJson<TargetRow[]>(written.targets, []),
      ),
  };
}

/**
 * The known save (decision 0368): null when this instance does not know every row the save names,
 * a batch named is not where it is known to be, or the statement found a row changed since (then
 * nothing was written and the save goes the full way, which gives every refusal its answer).
 */
async function saveKnown(
  database: Database,
  known: KnownSupplies,
  userId: string,
  input: SaveResources,
  today: string,
): Promise<Resource[] | null> {
  const removedFrom = input.removedBatches.map((id) => known.batchRow(userId, id));
  if (removedFrom.some((row) => row === undefined)) return null;
  const rowIds = [...new Set([...askedRows(input), ...(removedFrom as string[])])];
  const hit = known.rows(userId, rowIds);
  if (!hit) return null;
  const read = hit.rows.map((k) => k.row).sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const stored = hit.rows.flatMap((k) => k.batches);
  const storedRow = new Map(stored.map((b) => [b.id, b.resourceId]));
  if (input.batches.some((b) => (storedRow.get(b.id) ?? b.resourceId) !== b.resourceId)) return null;
  let plan: SavePlan;
  try {
    plan = planSave(read, stored, input, rowIds, today);
  } catch {
    return null; // the full way answers the refusal, after the role and the rows are checked
  }
  const [written] = await database.prepared<Written & { applied: boolean; barcodes: Barcodes | string }>(
    KNOWN_SAVE.name,
    KNOWN_SAVE.text,
    KNOWN_SAVE.values({
      ...writeValues(plan, hit.householdId, userId),
      rows: rowIds,
      xmins: hit.rows.map((k) => k.xmin), // known.rows answers in the order of rowIds
      fresh: plan.writes.filter((w) => !plan.storedById.has(w.id)).map((w) => w.id),
      key: input.saveKey ?? null,
    }),
  );
  if (!written!.applied) {
    known.forget(userId);
    return null;
  }
  const answer = savedAnswer(plan, written!, parseJson<Barcodes>(written!.barcodes, []), today);
  known.remember(userId, hit.householdId, answer.known);
  return answer.resources();
}

/**
 * The full way's transaction in three statements whatever the number of rows (decision 0296), with
 * BEGIN and COMMIT five: (1) the key, the membership, the batches named and the rows locked;
 * (2) the locked rows' batches; (3) every write, the activity line and what the answer's targets
 * follow. Returns the answer to make after the commit, or the replayed rows.
 */
async function saveInTransaction(
  tx: PreparedTx,
  userId: string,
  input: SaveResources,
  today: string,
): Promise<{ householdId: string; answer: ReturnType<typeof savedAnswer> } | { replayed: Resource[] }> {
  const key = input.saveKey ?? null;
  const removedIds = input.removedBatches;
  const named = [...removedIds, ...input.batches.map((b) => b.id)];
  const asked = askedRows(input);
  const [opened] = await tx.query<Opened>(
    OPEN_SAVE.name,
    OPEN_SAVE.text,
    OPEN_SAVE.values({ user: userId, key, named, asked, removed: removedIds }),
  );
  const membership = opened!.membership;
  if (!membership) throw ApiError.notFound('Household not found');
  if (!canEdit(membership.role as HouseholdRole))
    throw new ApiError(403, API_ERROR_CODES.forbidden, HOUSEHOLD_MESSAGES.viewerCannotEdit);
  if (key !== null && !opened!.fresh) return { replayed: await appliedAlready(tx.db, userId, input, today) };
  const householdId = membership.householdId;
  // Batches named by id: the household's own (another household's id answers like a missing one).
  const namedById = new Map(parseJson<NamedBatch[]>(opened!.named, []).map((b) => [b.id, b]));
  if ([...namedById.values()].some((b) => !b.own)) throw batchNotFound();
  if (removedIds.some((id) => !namedById.has(id))) throw batchNotFound();
  for (const b of input.batches) {
    const stored = namedById.get(b.id);
    if (stored && stored.resourceId !== b.resourceId) throw batchNotFound();
  }
  const rowIds = [...new Set([...asked, ...removedIds.map((id) => namedById.get(id)!.resourceId)])];
  const read = parseJson<JsonRow<Row>[]>(opened!.rows, []).map(rowFromJson);
  if (read.length !== rowIds.length) throw rowNotFound();
  // Statement (2): the locked rows' batches, seen after every save committed before the lock.
  const [held] = await tx.query<{ batches: BatchJson[] | string; barcodes: Barcodes | string }>(
    SAVE_BATCHES.name,
    SAVE_BATCHES.text,
    SAVE_BATCHES.values({ household: householdId, rows: rowIds }),
  );
  const stored: BatchRow[] = parseJson<BatchJson[]>(held!.batches, []).map(batchFromJson);
  const plan = planSave(read, stored, input, rowIds, today);
  // Statement (3): every write, the activity line and what the answer's targets follow.
  const [written] = await tx.query<Written>(
    WRITE_SAVE.name,
    WRITE_SAVE.text,
    WRITE_SAVE.values(writeValues(plan, householdId, userId)),
  );
  return { householdId, answer: savedAnswer(plan, written!, parseJson<Barcodes>(held!.barcodes, []), today) };
}

/**
 * The answer to a save already applied (its key was there): what a save answers, the rows it
 * names as they are now, in the same order, and nothing written. A batch it removed is gone, so
 * a save that only removed batches of a row answers without that row.
 */
async function appliedAlready(tx: Db, userId: string, input: SaveResources, today: string): Promise<Resource[]> {
  const removedFrom = input.removedBatches.length
    ? await tx
        .select({ resourceId: resourceBatches.resourceId })
        .from(resourceBatches)
        .where(
          and(
            eq(resourceBatches.householdId, householdOf(userId)),
            inArray(resourceBatches.id, [...input.removedBatches]),
          ),
        )
    : [];
  const rowIds = [
    ...new Set([
      ...input.changes.map((c) => c.id),
      ...input.deltas.map((d) => d.id),
      ...input.batches.map((b) => b.resourceId),
      ...removedFrom.map((b) => b.resourceId),
    ]),
  ];
  const order = new Map(rowIds.map((id, i) => [id, i]));
  const rows = await loadResources(tx, userId, today, rowIds);
  return rows.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
}

/**
 * "Set targets from my goal": several targets in ONE statement (one round trip, atomic on its
 * own); the UPDATE runs only when every id named is one of the user's rows. Status follows from
 * what counts today. Null (nothing written) when any id is not the user's.
 */
export async function saveTargets(
  db: Db,
  userId: string,
  targets: readonly { id: string; targetQuantity: number }[],
  today: string,
): Promise<Resource[] | null> {
  const ids = targets.map((t) => t.id);
  const written = await db.transaction(async (tx) =>
    writeTargets(tx, await lockEditableHousehold(tx, userId), targets, today),
  );
  if (!written) return null;
  const saved = await loadResources(db, userId, today, ids);
  const order = new Map(ids.map((id, i) => [id, i]));
  return saved.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * The targets' writes, in the caller's transaction, on `householdId` (its membership locked by
 * the caller: lockEditableHousehold): false (nothing written) when any id is not one of its rows.
 */
async function writeTargets(
  tx: Tx,
  householdId: string | null,
  targets: readonly { id: string; targetQuantity: number }[],
  today: string,
): Promise<boolean> {
  const ids = targets.map((t) => t.id);
  const household = householdIdSql(householdId);
  // Locked in id order, as SAVE CHANGES locks them (no deadlock between the two); the batches
  // are read after the lock, in a statement of their own (decision 0256).
  const rows = await tx
    .select({ id: userResources.id })
    .from(userResources)
    .where(and(eq(userResources.householdId, household), inArray(userResources.id, ids)))
    .orderBy(asc(userResources.id))
    .for('update');
  if (rows.length !== ids.length) return false;
  const batches = await tx
    .select()
    .from(resourceBatches)
    .where(and(eq(resourceBatches.householdId, household), inArray(resourceBatches.resourceId, ids)));
  const byRow = byResource(batches);
  const values = targets.map(
    (t) =>
      sql`(${t.id}::uuid, ${t.targetQuantity}::int, ${resourceStatus(usableQuantity(byRow.get(t.id) ?? [], today), t.targetQuantity)}::text)`,
  );
  await tx.execute(sql`
    update user_resources as ur set target_quantity = v.target, status = v.status
    from (values ${sql.join(values, sql`, `)}) as v(id, target, status)
    where ur.id = v.id and ur.household_id = ${household}`);
  return true;
}

const nameTaken = () => ApiError.conflict(RESOURCE_MESSAGES.nameTaken, { name: [RESOURCE_MESSAGES.nameTaken] });

/** A unique (user, name) violation is the user's own clash: 409 at the name field. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'user_resources_household_name_uidx')) throw nameTaken();
    throw err;
  }
}

/**
 * A supply of the user's own, at quantity 0, under the per-user cap (counted under the user's
 * lock). The defaults are seeded first when this is the user's first supply: seeding only
 * happens on a user with no rows at all.
 */
export async function createResource(
  db: Db,
  userId: string,
  input: CreateResourceInput,
  today: string,
): Promise<Resource> {
  await loadOrSeed(db, userId, today);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      // The household's row, locked: two creates cannot both count under the cap (decision 121).
      const [household] = await tx
        .select({ id: households.id })
        .from(households)
        .where(eq(households.id, editableHouseholdOf(userId)))
        .for('update');
      if (!household) throw ApiError.notFound('Household not found');
      const [held] = await tx
        .select({ n: count() })
        .from(userResources)
        .where(eq(userResources.householdId, household.id));
      if ((held?.n ?? 0) >= MAX_SUPPLIES_PER_USER)
        throw new ApiError(403, API_ERROR_CODES.forbidden, LIMIT_MESSAGES.supplies);
      const [row] = await tx
        .insert(userResources)
        .values({
          householdId: household.id,
          name: input.name,
          category: input.category,
          unit: input.unit,
          targetQuantity: input.targetQuantity,
          litresPerUnit: input.litresPerUnit,
          kcalPerUnit: input.kcalPerUnit,
          shelfLife: input.shelfLife ?? 'none',
          currentQuantity: 0,
          status: input.targetQuantity <= 0 ? 'good' : 'critical',
          isCustom: true,
          // The target typed when adding it is the user's own (decision 0292).
          ownTarget: true,
        })
        .returning();
      const codes = input.barcodes ?? [];
      await keepNewSupplyBarcodes(tx, household.id, row!.id, codes);
      return toResource(row!, [], today, codes);
    }),
  )
    .catch(async (err: unknown) => {
      // Another supply took one of the codes between the check and the insert.
      if (isUniqueViolation(err, 'resource_barcodes_household_id_code_pk'))
        throw await barcodeTakenByRace(db, userId, input.barcodes ?? []);
      throw err;
    })
    .then((created) => withFollowedTargets(db, userId, today, [created]).then(([followed]) => followed!));
}

/** Any of a row's fields; a new target recomputes its status. Null when the row is not the user's. */
export async function updateResource(
  db: Db,
  userId: string,
  id: string,
  input: UpdateResourceInput,
  today: string,
): Promise<Resource | null> {
  const { targetQuantity, ...fields } = input;
  // A target typed is the user's own (decision 0292), unless they say it follows the goal.
  const rest = targetQuantity !== undefined ? { ...fields, ownTarget: fields.ownTarget ?? true } : fields;
  if (targetQuantity !== undefined) {
    return uniqueName(() =>
      db.transaction(async (tx) => {
        const householdId = await lockEditableHousehold(tx, userId);
        if (Object.keys(rest).length > 0) {
          const [row] = await tx
            .update(userResources)
            .set(rest)
            .where(and(eq(userResources.id, id), eq(userResources.householdId, householdIdSql(householdId))))
            .returning({ id: userResources.id });
          if (!row) return null;
        }
        // Checks the household too (null when the row is not the user's).
        if (!(await writeTargets(tx, householdId, [{ id, targetQuantity }], today))) return null;
        const [saved] = await loadResources(tx as unknown as Db, userId, today, [id]);
        return saved ?? null;
      }),
    );
  }
  const updated = await uniqueName(() =>
    db
      .update(userResources)
      .set(rest)
      .where(and(eq(userResources.id, id), eq(userResources.householdId, editableHouseholdOf(userId))))
      .returning({ id: userResources.id }),
  );
  if (updated.length === 0) return null;
  const [resource] = await loadResources(db, userId, today, [id]);
  return resource ?? null;
}

/**
 * Deletes a row the user added. 'default' (nothing written) for one of the 21 defaults, null
 * when the row is not the user's.
 */
export async function deleteResource(db: Db, userId: string, id: string): Promise<'deleted' | 'default' | null> {
  const [row] = await db
    .select({ isCustom: userResources.isCustom })
    .from(userResources)
    .where(and(eq(userResources.id, id), eq(userResources.householdId, editableHouseholdOf(userId))));
  if (!row) return null;
  if (!row.isCustom) return 'default';
  const deleted = await db
    .delete(userResources)
    .where(
      and(
        eq(userResources.id, id),
        eq(userResources.householdId, editableHouseholdOf(userId)),
        eq(userResources.isCustom, true),
      ),
    )
    .returning({ id: userResources.id });
  return deleted.length ? 'deleted' : null;
}
