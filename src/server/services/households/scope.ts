/**
 * Household scope in SQL (docs/product.md#households): every statement on a household's rows
 * names the household through the acting user's membership, in the statement itself, so a
 * member removed a moment ago reads and writes nothing of it on their next request.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { householdMembers } from '../../db/schema';
import type { Tx } from '../jobs/jobs';

/** The household the user belongs to (any role): for reads. */
export const householdOf = (userId: string): SQL<string> =>
  sql<string>`(select hm.household_id from household_members hm where hm.user_id = ${userId})`;

/** The user's household when they may change it (owner or editor), else null: for writes. */
export const editableHouseholdOf = (userId: string): SQL<string> =>
  sql<string>`(select hm.household_id from household_members hm where hm.user_id = ${userId} and hm.role in ('owner', 'editor'))`;

/**
 * The user's household when they may change it (owner or editor), else null: the first statement
 * of a write transaction that names the household in several statements. The membership is read
 * once and locked (FOR SHARE) until the transaction ends, so a concurrent removal or role change
 * waits for it; the later statements name the household by this id (null matches no row).
 */
export async function lockEditableHousehold(tx: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(and(eq(householdMembers.userId, userId), inArray(householdMembers.role, ['owner', 'editor'])))
    .for('share');
  return row?.householdId ?? null;
}

/** The household id lockEditableHousehold gave, as a statement's parameter (null matches no row). */
export const householdIdSql = (householdId: string | null): SQL<string> => sql<string>`${householdId}::uuid`;

/** The user's household when they own it, else null: for managing members and invitations. */
export const ownedHouseholdOf = (userId: string): SQL<string> =>
  sql<string>`(select hm.household_id from household_members hm where hm.user_id = ${userId} and hm.role = 'owner')`;

/** The user's name as their household sees it (profile first and last name, else the account name). */
export const actorNameSql = (userId: string): SQL<string> =>
  sql<string>`(select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name)
    from users u left join profiles p on p.user_id = u.id where u.id = ${userId})`;
