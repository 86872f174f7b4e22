/**
 * Household scope in SQL (docs/product.md#households): every statement on a household's rows
 * names the household through the acting user's membership, in the statement itself, so a
 * member removed a moment ago reads and writes nothing of it on their next request.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The household the user belongs to (any role): for reads. */
export const householdOf = (userId: string): SQL<string> =>
  sql<string>`(select hm.household_id from household_members hm where hm.user_id = ${userId})`;

/** The user's household when they may change it (owner or editor), else null: for writes. */
export const editableHouseholdOf = (userId: string): SQL<string> =>
  sql<string>`(select hm.household_id from household_members hm where hm.user_id = ${userId} and hm.role in ('owner', 'editor'))`;

/** The user's household when they own it, else null: for managing members and invitations. */
export const ownedHouseholdOf = (userId: string): SQL<string> =>
  sql<string>`(select hm.household_id from household_members hm where hm.user_id = ${userId} and hm.role = 'owner')`;

/** The user's name as their household sees it (profile first and last name, else the account name). */
export const actorNameSql = (userId: string): SQL<string> =>
  sql<string>`(select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name)
    from users u left join profiles p on p.user_id = u.id where u.id = ${userId})`;
