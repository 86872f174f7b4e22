import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL text naming a row's author for others (src/shared/profile/author.ts): the username of
 * the creator's profile when it is public, else null. `ownerColumn` is the row's creator id
 * column (e.g. `k.owner_id`); one scalar subquery on the profiles primary key.
 */
export function authorText(ownerColumn: string): string {
  return `(select author_profile.username from profiles author_profile where author_profile.user_id = ${ownerColumn} and author_profile.is_profile_public)`;
}

/** authorText as a Drizzle fragment, for query-builder statements. */
export function authorSql(ownerColumn: string): SQL {
  return sql.raw(authorText(ownerColumn));
}
