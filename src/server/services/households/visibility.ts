/**
 * Who sees and who changes a kit or a survival plan (decision 244), in SQL: public rows are read
 * by everyone, a creator reads and changes their own, and a row shared with the household is read
 * by the members of its creator's household and changed by its owners and editors. The household
 * is the creator's at this statement (through both memberships), so a member who leaves or is
 * removed sees nothing of it on their next request, and a creator who moves takes their rows along.
 *
 * The predicates are written once as text with a `{viewer}` mark: prepared statements bind it to a
 * placeholder (`$2::text`), Drizzle statements to a parameter (`withViewer`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { VISIBILITY_MESSAGES, type Visibility } from '@shared/visibility/schemas';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';
import { ApiError } from '../../platform/errors';

/** A table of shared rows under its alias: kits `k` (owner_id), survival_plans `p` (user_id). */
export interface SharedRows {
  table: string;
  alias: string;
  owner: string;
}
export const KIT_ROWS: SharedRows = { table: 'kits', alias: 'k', owner: 'owner_id' };
export const PLAN_ROWS: SharedRows = { table: 'survival_plans', alias: 'p', owner: 'user_id' };

const VIEWER = '{viewer}';
const col = (t: SharedRows, name: string) => `${t.alias}.${name}`;

/** The users in the viewer's household (the viewer too), optionally only when the viewer may edit. */
const housemates = (canEdit: boolean) =>
  `(select them.user_id from household_members me join household_members them on them.household_id = me.household_id
    where me.user_id = ${VIEWER}${canEdit ? ` and me.role in ('owner', 'editor')` : ''})`;

/** The viewer and everyone in their household (the viewer alone without one). */
export const householdOwnersText = `(select ${VIEWER} union ${housemates(false)})`;

/** Shared with the household and created by someone in the viewer's household (the viewer too). */
export const sharedWithViewerText = (t: SharedRows, canEdit = false) =>
  `(${col(t, 'household_shared')} and ${col(t, t.owner)} in ${housemates(canEdit)})`;

/** The viewer may read the row. */
export const visibleText = (t: SharedRows) =>
  `(${col(t, 'is_public')} or ${col(t, t.owner)} = ${VIEWER} or ${sharedWithViewerText(t)})`;

/** The viewer may change the row's content (never null: false when signed out). */
export const editableText = (t: SharedRows) =>
  `coalesce(${col(t, t.owner)} = ${VIEWER} or ${sharedWithViewerText(t, true)}, false)`;

/** The row's visibility as the API names it. */
export const visibilityText = (t: SharedRows) =>
  `(case when ${col(t, 'is_public')} then 'public' when ${col(t, 'household_shared')} then 'household' else 'private' end)`;

/** For a prepared statement: the viewer is `ref` (e.g. '$2::text'). */
export const bindViewer = (text: string, ref: string) => text.replaceAll(VIEWER, ref);

/** For a Drizzle statement: the viewer is a bound parameter (null when signed out). */
export const withViewer = (text: string, viewer: string | null): SQL =>
  sql.join(
    text.split(VIEWER).map((part) => sql.raw(part)),
    sql`${viewer}::text`,
  );

/** Row `id` of `t` may be changed by the user: a subquery, so a write stays one statement. */
export const editableRow = (t: SharedRows, id: string, userId: string): SQL =>
  sql`exists (select 1 from ${sql.raw(`${t.table} ${t.alias}`)} where ${sql.raw(`${t.alias}.id`)} = ${id} and ${withViewer(editableText(t), userId)})`;

/**
 * For an UPDATE of `t`'s table (unaliased): the row keeps `visibility` (an editor may send the
 * row's own), or the user created it.
 */
export const mayGiveVisibility = (t: SharedRows, visibility: Visibility, userId: string): SQL =>
  sql`(${sql.raw(`${t.table}.${t.owner}`)} = ${userId} or (${sql.raw(`${t.table}.is_public`)} = ${visibility === 'public'}
    and ${sql.raw(`${t.table}.household_shared`)} = ${visibility === 'household'}))`;

/** The columns a write sets for a visibility. */
export const visibilityColumns = (visibility: Visibility) => ({
  isPublic: visibility === 'public',
  householdShared: visibility === 'household',
});

/** What a user may do with a kit or plan they can see. */
export interface RowAccess {
  ownerId: string;
  visibility: Visibility;
  isCreator: boolean;
  canEdit: boolean;
}

/** The user's access to row `id` of `t`; null when they cannot see it (or it is missing). */
export async function rowAccess(db: Db, t: SharedRows, id: string, userId: string): Promise<RowAccess | null> {
  const result = await db.execute(sql`
    select ${sql.raw(`${t.alias}.${t.owner}`)} as "ownerId", ${sql.raw(visibilityText(t))} as visibility,
      ${sql.raw(`${t.alias}.${t.owner}`)} = ${userId} as "isCreator", ${withViewer(editableText(t), userId)} as "canEdit"
    from ${sql.raw(`${t.table} ${t.alias}`)}
    where ${sql.raw(`${t.alias}.id`)} = ${id} and ${withViewer(visibleText(t), userId)}`);
  return rowsOf<RowAccess>(result)[0] ?? null;
}

/**
 * After a write matched nothing, or before one: why the user may not. A row they cannot see is
 * `notFound` (exactly like a missing one); one they see but may not change a 403 (`notYours`, or
 * for a household's viewer the household's reason); `creator` writes (visibility, delete) are
 * refused to anyone but the creator. Returns the access when the user may.
 */
export async function requireRowAccess(
  db: Db,
  t: SharedRows,
  id: string,
  userId: string,
  refusals: { notFound: string; notYours: string; creator?: boolean },
): Promise<RowAccess> {
  const access = await rowAccess(db, t, id, userId);
  if (!access) throw ApiError.notFound(refusals.notFound);
  if (!access.canEdit)
    throw new ApiError(
      403,
      API_ERROR_CODES.forbidden,
      access.visibility === 'household' ? HOUSEHOLD_MESSAGES.viewerCannotEdit : refusals.notYours,
    );
  if (refusals.creator && !access.isCreator)
    throw new ApiError(403, API_ERROR_CODES.forbidden, VISIBILITY_MESSAGES.creatorOnly);
  return access;
}
