/**
 * Kit reads and writes. Each page is one statement: the list builds the three tabs from one
 * query, the kit view gets the kit and its items (as JSON built by the database) in one round
 * trip. Writes that touch several rows run in one transaction.
 */
import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { UNCATEGORIZED, type KitItemCategory } from '@shared/constants/kits';
import { LIMIT_MESSAGES, MAX_ITEMS_PER_KIT, MAX_KITS_PER_USER } from '@shared/constants/limits';
import { API_ERROR_CODES } from '@shared/errors';
import { scaleTemplate, templateBasis, type BasisSource } from '@shared/kits/family-templates';
import {
  copyKitName,
  FAMILY_TEMPLATE_IDS,
  type FamilyTemplateId,
  type KitDetail,
  type KitItem,
  type KitList,
  type KitListFilter,
  type KitListQuery,
  type KitSummary,
  type KitTemplate,
  type TemplateBasis,
} from '@shared/kits/schemas';
import { template72HourItems, type KitTemplateTexts } from '@shared/kits/template-texts';
import type { Visibility } from '@shared/visibility/schemas';
import { authorText } from '../../db/author';
import type { Database, Db } from '../../db/client';
import { householdPets, households, kitAcquisitions, kitItems, kits } from '../../db/schema';
import {
  isoSql,
  jsonColumnsSql,
  likePattern,
  lockUser,
  parseJson,
  rowsOf,
  type JsonRow,
  type SameShape,
} from '../../db/sql-helpers';
import { type ListCursor } from '../../http/list-cursor';
import { ApiError } from '../../platform/errors';
import { householdOf } from '../../services/households/scope';
import {
  bindViewer,
  editableText,
  KIT_ROWS,
  sharedWithViewerText,
  visibilityColumns,
  visibilityText,
  visibleText,
  withViewer,
} from '../../services/households/visibility';
import { listSource, listTab, type ListHot } from '../list-tabs';

const iso = isoSql;

interface SummaryRow {
  id: string;
  name: string;
  description: string | null;
  visibility: KitSummary['visibility'];
  created_at: string;
  updated_at: string;
  is_owner: boolean;
  can_edit: boolean;
  acquired: boolean;
  category_counts: Record<string, number> | string | null;
}

function toSummary(r: SummaryRow): KitSummary {
  const categoryCounts = parseJson<Record<string, number>>(r.category_counts, {});
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    visibility: r.visibility,
    isPublic: r.visibility === 'public',
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    isOwner: r.is_owner,
    canEdit: r.can_edit,
    acquired: r.acquired,
    itemCount: Object.values(categoryCounts).reduce((a, b) => a + Number(b), 0),
    categoryCounts,
  };
}

/** The viewer-dependent columns every kit answer carries. `viewer` may be null (signed out). */
const viewerColumns = (viewer: string | null) => sql`
  ${sql.raw(visibilityText(KIT_ROWS))} as visibility,
  coalesce(k.owner_id = ${viewer}, false) as is_owner,
  ${withViewer(editableText(KIT_ROWS), viewer)} as can_edit,
  exists (select 1 from kit_acquisitions a where a.kit_id = k.id and a.acquirer_id = ${viewer}) as acquired,
  ${iso(sql`k.created_at`)} as created_at, ${iso(sql`k.updated_at`)} as updated_at`;

/** The search and category filter as SQL (" and ..."), on kits `k`; null without either. */
function filterSql(filter: KitListFilter): SQL | null {
  const filters: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    filters.push(sql`(k.name ilike ${pattern} or k.description ilike ${pattern})`);
  }
  if (filter.category) {
    filters.push(sql`exists (select 1 from kit_items f where f.kit_id = k.id and f.category = ${filter.category})`);
  }
  return filters.length ? sql` and ${sql.join(filters, sql` and `)}` : null;
}

/** Kits as a list in tabs (db/list-tabs.ts; the community tab is "Templates" on screen). */
const KIT_LIST = listSource({
  table: 'kits',
  alias: 'k',
  owner: 'owner_id',
  acquisitions: 'kit_acquisitions',
  copyColumn: 'copy_kit_id',
  acquiredColumn: 'kit_id',
});

/**
 * GET /api/kits: one page of one tab and the tabs' counts (two statements, at once; with `hot`,
 * the community tab's page from the public rows every viewer shares and one statement for the
 * viewer: list-tabs.ts).
 */
export async function listKits(
  db: Db,
  viewer: string,
  query: KitListQuery,
  after: ListCursor | null,
  hot?: ListHot,
): Promise<KitList> {
  const { rows, nextCursor, counts } = await listTab<SummaryRow>(
    db,
    KIT_LIST,
    {
      viewer,
      tab: query.tab,
      columns: (v) => sql`k.id, k.name, k.description, ${viewerColumns(v)},
      (select json_object_agg(c.category, c.n) from (
        select category, count(*)::int as n from kit_items where kit_id = k.id group by category
      ) c) as category_counts`,
      filter: filterSql(query),
      after,
      limit: query.limit,
    },
    hot,
  );
  return {
    items: rows.map(toSummary),
    nextCursor,
    counts,
  };
}

/**
 * Every item column but the expiry date and the packed tick: both are about the household's own
 * stock (a copy takes neither), so only the creator and, when the kit is shared with the
 * household, its members see them; anyone else reads null and false.
 */
const SHARED_ITEM_KEYS = (Object.keys(getTableColumns(kitItems)) as (keyof typeof kitItems.$inferSelect)[]).filter(
  (key) => key !== 'expiresOn' && key !== 'packed',
);

const viewerRef = (text: string) => bindViewer(text, '$2::text');

/**
 * GET /api/kits/{id}: the whole answer body `{"kit": ...}` built by the database as JSON text in
 * one prepared statement (Node sends it as it comes: no parse and re-serialise of 23 items on
 * the hot path). $1 kit id, $2 viewer id (null when signed out). The viewer sees the kit if they
 * created it, it is public or it is shared with their household; otherwise no row, exactly like
 * a missing kit.
 */
const KIT_BODY_SQL = `
  select json_build_object('kit', json_build_object(
    'id', k.id, 'name', k.name, 'description', k.description,
    'visibility', ${visibilityText(KIT_ROWS)}, 'isPublic', k.is_public,
    'createdAt', to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'isOwner', coalesce(k.owner_id = $2::text, false),
    'canEdit', ${viewerRef(editableText(KIT_ROWS))},
    'acquired', exists (select 1 from kit_acquisitions a where a.kit_id = k.id and a.acquirer_id = $2::text),
    'author', ${authorText('k.owner_id')},
    'itemCount', (select count(*)::int from kit_items c where c.kit_id = k.id),
    'categoryCounts', coalesce((select json_object_agg(c.category, c.n) from (
        select category, count(*)::int as n from kit_items where kit_id = k.id group by category) c), '{}'::json),
    'items', coalesce((select json_agg(json_build_object(${jsonColumnsSql(kitItems, 'i', SHARED_ITEM_KEYS)},
        'expiresOn', case when k.owner_id = $2::text or ${viewerRef(sharedWithViewerText(KIT_ROWS))} then i.expires_on end,
        'packed', coalesce(i.packed and (k.owner_id = $2::text or ${viewerRef(sharedWithViewerText(KIT_ROWS))}), false))
      order by i.category, i.position, i.created_at, i.id) from kit_items i where i.kit_id = k.id), '[]'::json)
  ))::text as body
  from kits k
  where k.id = $1::uuid and ${viewerRef(visibleText(KIT_ROWS))}`;

export async function getKitBody(database: Database, id: string, viewer: string | null): Promise<string | null> {
  const [row] = await database.prepared<{ body: string }>('kit_body', KIT_BODY_SQL, [id, viewer]);
  return row?.body ?? null;
}

/** One kit with its items, as an object (writes answer with it); null when not visible. */
export async function getKit(database: Database, id: string, viewer: string | null): Promise<KitDetail | null> {
  const body = await getKitBody(database, id, viewer);
  return body ? (JSON.parse(body) as { kit: KitDetail }).kit : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A refusal for a cap (decision 121): 403, nothing written. */
export const limitReached = (message: string) => new ApiError(403, API_ERROR_CODES.forbidden, message);

/**
 * Inside the creating transaction: lock the owner (concurrent creates wait here) and refuse
 * when they already own the most kits allowed.
 */
async function ensureKitRoom(tx: Tx, ownerId: string): Promise<void> {
  await lockUser(tx, ownerId);
  const [row] = await tx.select({ n: count() }).from(kits).where(eq(kits.ownerId, ownerId));
  if ((row?.n ?? 0) >= MAX_KITS_PER_USER) throw limitReached(LIMIT_MESSAGES.kits);
}

/** Inside the transaction that holds the kit's row FOR UPDATE: refuse when the kit is full. */
export async function ensureItemRoom(tx: Tx, kitIdValue: string): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(kitItems).where(eq(kitItems.kitId, kitIdValue));
  if ((row?.n ?? 0) >= MAX_ITEMS_PER_KIT) throw limitReached(LIMIT_MESSAGES.kitItems);
}

/** Marks the kit revised (REVISED date, and the realtime feed hears a kits UPDATE). */
export async function touchKit(tx: Db | Tx, kitId: string): Promise<void> {
  await tx
    .update(kits)
    .set({ updatedAt: sql`now()` })
    .where(eq(kits.id, kitId));
}

const isFamilyTemplate = (t: KitTemplate): t is FamilyTemplateId =>
  (FAMILY_TEMPLATE_IDS as readonly string[]).includes(t);

/**
 * Who the family templates are scaled for: the caller's own household (its saved counts,
 * standard and pets, and the family plan's named members, who replace the counts as in
 * readiness), read through their membership in one statement; one adult when nothing is known.
 */
export async function loadTemplateBasis(db: Db | Tx, userId: string, today: string): Promise<TemplateBasis> {
  const household = householdOf(userId);
  const result = await db.execute(sql`
    select
      (select json_build_object(${sql.raw(
        jsonColumnsSql(households, 'h', [
          'adults',
          'children9to13',
          'children4to8',
          'childrenUnder4',
          'standard',
          'customLitresPerPerson',
        ]),
      )}) from households h where h.id = ${household} and h.readiness_set) as household,
      coalesce((select json_agg(json_build_object(${sql.raw(jsonColumnsSql(householdPets, 'hp', ['name', 'kind', 'weightKg']))})
        order by hp.position, hp.created_at) from household_pets hp where hp.household_id = ${household}), '[]'::json) as pets,
      (select fp.plan->'members' from family_plans fp where fp.household_id = ${household}) as members`);
  const [row] = rowsOf<{
    household: BasisSource['household'] | string | null;
    pets: BasisSource['pets'] | string;
    members: BasisSource['members'] | string | null;
  }>(result);
  return templateBasis(
    {
      household: parseJson<BasisSource['household']>(row?.household ?? null, null),
      pets: parseJson<BasisSource['pets']>(row?.pets ?? null, []),
      members: parseJson<BasisSource['members'] | null>(row?.members ?? null, null) ?? [],
    },
    today,
  );
}

/**
 * Create a kit, blank, with the 23 items of the 72-hour template, or with a family template's
 * items scaled to the caller's household, in one transaction. Returns its id. The items are
 * written in `texts` (the creator's locale, decision 0349): once made they are the family's own.
 */
export async function createKit(
  db: Db,
  ownerId: string,
  input: { name: string; description: string | null; template: KitTemplate; visibility: Visibility },
  today: string,
  texts: KitTemplateTexts,
): Promise<string> {
  return db.transaction(async (tx) => {
    await ensureKitRoom(tx, ownerId);
    const [kit] = await tx
      .insert(kits)
      .values({ ownerId, name: input.name, description: input.description, ...visibilityColumns(input.visibility) })
      .returning({ id: kits.id });
    if (input.template === '72hour') {
      await tx.insert(kitItems).values(
        template72HourItems(texts).map((item) => ({
          kitId: kit!.id,
          category: item.category,
          itemName: item.itemName,
          quantity: item.quantity,
          notes: item.notes,
          rating: item.rating,
          priceHint: item.priceHint,
          position: item.position,
          packed: false,
        })),
      );
    } else if (isFamilyTemplate(input.template)) {
      const items = scaleTemplate(input.template, await loadTemplateBasis(tx, ownerId, today), texts.family);
      // A household at the limits (100 people, 20 pets, 30 named members) stays far below it.
      if (items.length > MAX_ITEMS_PER_KIT) throw limitReached(LIMIT_MESSAGES.kitItems);
      await tx.insert(kitItems).values(
        items.map((item) => ({
          kitId: kit!.id,
          category: item.category,
          itemName: item.itemName,
          quantity: item.quantity,
          notes: item.notes,
          sourceType: 'template',
          sourceUrl: item.sourceUrl,
          position: item.position,
          packed: false,
        })),
      );
    }
    return kit!.id;
  });
}

/**
 * The fields a copy is made from (duplicate and acquire), as the kit_items table has them; the
 * copy rules below also take an item without a name or category, which the table never holds.
 */
export type SourceItem = Pick<
  typeof kitItems.$inferSelect,
  'quantity' | 'notes' | 'affiliateUrl' | 'rating' | 'priceHint' | 'imageUrl' | 'priority' | 'sourceUrl'
> & { category: string | null; itemName: string | null };

/**
 * The copy rules (docs/product.md#copies-duplicate-and-acquire): items without a name are dropped,
 * a missing category becomes Uncategorized, the rest are renumbered from 0 in order; source_type is
 * 'manual'. Expiry dates are not copied: they belong to the physical items of the original (someone
 * else's stock when acquiring, another bag when duplicating), and a copied date would remind twice.
 */
export function copyItems(items: readonly SourceItem[]) {
  return items
    .filter((i) => (i.itemName ?? '').trim() !== '')
    .map((i, position) => ({
      category: ((i.category ?? '').trim() || UNCATEGORIZED) as KitItemCategory,
      itemName: i.itemName!.trim(),
      quantity: i.quantity >= 1 ? i.quantity : 1,
      notes: i.notes,
      affiliateUrl: i.affiliateUrl,
      rating: i.rating,
      priceHint: i.priceHint,
      imageUrl: i.imageUrl,
      priority: i.priority,
      sourceUrl: i.sourceUrl,
      sourceType: 'manual',
      expiresOn: null,
      // The copy is another bag: nothing in it is packed yet.
      packed: false,
      position,
    }));
}

/**
 * Insert a private copy of a kit for `ownerId` (and, when acquiring, the acquisition row) in
 * one transaction. `items` already carry their own image URLs (files copied by the caller).
 */
export async function insertCopy(
  db: Db,
  ownerId: string,
  source: { id: string; name: string; description: string | null },
  items: ReturnType<typeof copyItems>,
  acquisition: boolean,
): Promise<string> {
  if (items.length > MAX_ITEMS_PER_KIT) throw limitReached(LIMIT_MESSAGES.copyItems);
  return db.transaction(async (tx) => {
    await ensureKitRoom(tx, ownerId);
    const [copy] = await tx
      .insert(kits)
      .values({ ownerId, name: copyKitName(source.name), description: source.description, isPublic: false })
      .returning({ id: kits.id });
    if (items.length) await tx.insert(kitItems).values(items.map((i) => ({ ...i, kitId: copy!.id })));
    if (acquisition)
      await tx.insert(kitAcquisitions).values({ kitId: source.id, acquirerId: ownerId, copyKitId: copy!.id });
    return copy!.id;
  });
}

export async function hasAcquired(db: Db, kitId: string, acquirerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kitAcquisitions.id })
    .from(kitAcquisitions)
    .where(and(eq(kitAcquisitions.kitId, kitId), eq(kitAcquisitions.acquirerId, acquirerId)))
    .limit(1);
  return Boolean(row);
}

/** A new item's position: the category's maximum + 1, or 1 when the category is empty. */
export const nextPositionSql = (kitId: string, category: string) =>
  sql`(select coalesce(max(position), 0) + 1 from kit_items where kit_id = ${kitId} and category = ${category})`;

/** Every column of kit_items (what a write returns for toItem). */
export const itemColumns = getTableColumns(kitItems);

/**
 * The API's kit item (shared/kits/schemas.ts, which the browser compiles against) is the
 * kit_items row as JSON, its category narrowed to the known ones. A renamed, added or retyped
 * column fails to compile here until the shared schema follows, and then wherever the browser
 * uses the old shape (decision 215).
 */
type ItemRow = JsonRow<typeof kitItems.$inferSelect>;
const itemMatchesTable: SameShape<Omit<KitItem, 'category'>, Omit<ItemRow, 'category'>> = true;
void itemMatchesTable;

export function toItem(row: typeof kitItems.$inferSelect): KitItem {
  return {
    ...row,
    category: row.category as KitItemCategory,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
