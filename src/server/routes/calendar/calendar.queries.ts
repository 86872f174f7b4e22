import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { parseJson, rowsOf } from '../../db/sql-helpers';
import { bindViewer, KIT_ROWS, sharedWithViewerText } from '../../services/households/visibility';

/** A dated supply batch, as the feed lists it. */
export interface FeedBatch {
  id: string;
  name: string;
  unit: string;
  quantity: number;
  expiresOn: string;
  updatedAt: string;
}

/** A kit item with an expiry date, as the feed lists it. */
export interface FeedKitItem {
  id: string;
  kitId: string;
  kitName: string;
  itemName: string;
  quantity: number;
  expiresOn: string;
  updatedAt: string;
}

interface FeedRow {
  batches: FeedBatch[] | string | null;
  items: FeedKitItem[] | string | null;
  locale: Locale;
}

/** What the feed lists, and the language of its owner (decision 0333), in which it is written. */
export interface Feed {
  batches: FeedBatch[];
  items: FeedKitItem[];
  locale: Locale;
}

/** A kit shared with the feed owner's household by one of its members (decision 244). */
const KIT_SHARED_WITH_FEED_OWNER = sql.raw(bindViewer(sharedWithViewerText(KIT_ROWS), 'p.user_id'));

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Everything the feed of `token` lists, in one statement: no row when no profile holds the token
 * (unknown, reset, or the account deleted), else the owner's dated batches and dated kit items
 * (expired ones too: they are still in stock and still need replacing), of their own kits and of
 * those shared with their household. Both come from the partial
 * indexes on expires_on; the owner is named on every row, so no one else's data can join in.
 */
export async function feedOf(db: Db, token: string): Promise<Feed | null> {
  const result = await db.execute(sql`
    select
      (select json_agg(json_build_object(
          'id', b.id, 'name', r.name, 'unit', r.unit, 'quantity', b.quantity,
          'expiresOn', b.expires_on, 'updatedAt', ${iso('b.updated_at')})
        order by b.expires_on, r.name, b.id)
        from resource_batches b join user_resources r on r.id = b.resource_id and r.household_id = b.household_id
        where b.household_id = (select hm.household_id from household_members hm where hm.user_id = p.user_id)
          and b.expires_on is not null) as batches,
      (select json_agg(json_build_object(
          'id', i.id, 'kitId', k.id, 'kitName', k.name, 'itemName', i.item_name, 'quantity', i.quantity,
          'expiresOn', i.expires_on, 'updatedAt', ${iso('i.updated_at')})
        order by i.expires_on, k.name, i.item_name, i.id)
        from kit_items i join kits k on k.id = i.kit_id
        where (k.owner_id = p.user_id or ${KIT_SHARED_WITH_FEED_OWNER}) and i.expires_on is not null) as items,
      (select u.locale from users u where u.id = p.user_id) as locale
    from profiles p
    where p.calendar_token = ${token}`);
  const [row] = rowsOf<FeedRow>(result);
  if (!row) return null;
  return { batches: parseJson(row.batches, []), items: parseJson(row.items, []), locale: row.locale };
}

/** The user's feed token: undefined without a profile, null before the first one is made. */
export async function tokenOf(db: Db, userId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ token: profiles.calendarToken })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ? row.token : undefined;
}

/** A new secret for the feed URL: 32 random bytes, base64url (43 characters). */
export const newCalendarToken = () => randomBytes(32).toString('base64url');

/** Create or replace the token (the old URL stops working with this statement); null without a profile. */
export async function replaceToken(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .update(profiles)
    .set({ calendarToken: newCalendarToken() })
    .where(eq(profiles.userId, userId))
    .returning({ token: profiles.calendarToken });
  return row?.token ?? null;
}
