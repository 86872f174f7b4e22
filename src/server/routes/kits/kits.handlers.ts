import { and, eq, sql } from 'drizzle-orm';
import type { TypedResponse } from 'hono';
import type { Logger } from 'pino';
import { todayIso } from '@shared/auth/age';
import type { KitDetail } from '@shared/kits/schemas';
import { requestedVisibility } from '@shared/visibility/schemas';
import type { Database, Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { kitItems, kits } from '../../db/schema';
import { uuidOrNull } from '../../db/sql-helpers';
import { readImageUpload } from '../../http/image-upload';
import { cursorOf } from '../../http/list-cursor';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { kitTemplateTexts } from '../../i18n/kit-templates';
import { storedLocale } from '../../i18n/locale';
import { ApiError } from '../../platform/errors';
import {
  editableRow,
  KIT_ROWS,
  mayGiveVisibility,
  requireRowAccess,
  visibilityColumns,
} from '../../services/households/visibility';
import type { FileStorage } from '../../services/storage/file-storage';
import { deleteStoredImage, storeImage } from '../../services/storage/images';
import { communityKept } from '../community/public-windows';
import {
  copyItems,
  createKit,
  ensureItemRoom,
  getKit,
  getKitBody,
  hasAcquired,
  insertCopy,
  itemColumns,
  listKits,
  loadTemplateBasis,
  nextPositionSql,
  toItem,
  touchKit,
} from './kits.queries';
import {
  acquireKitRoute,
  createItemRoute,
  createKitRoute,
  deleteItemRoute,
  deleteKitRoute,
  duplicateKitRoute,
  getKitRoute,
  listKitsRoute,
  templateBasisRoute,
  updateItemRoute,
  updateKitRoute,
  uploadItemImageRoute,
} from './kits.routes';

const KIT_NOT_FOUND = 'Kit not found';
const ITEM_NOT_FOUND = 'Item not found';
const NOT_YOUR_KIT = 'You do not have permission to edit this kit';

/** A malformed id is a missing kit (404), never a validation error that tells them apart. */
function kitId(id: string): string {
  const valid = uuidOrNull(id);
  if (!valid) throw ApiError.notFound(KIT_NOT_FOUND);
  return valid;
}

/**
 * The caller must be allowed to change the kit's content: its creator, or an owner or editor of
 * the creator's household when it is shared with it (decision 244). A kit the caller can see but
 * not change is a 403; one they cannot see answers exactly like a missing one (404). `creator`:
 * only its creator may (visibility, delete, duplicate).
 */
const requireKitAccess = (db: Db, id: string, userId: string, creator = false) =>
  requireRowAccess(db, KIT_ROWS, id, userId, { notFound: KIT_NOT_FOUND, notYours: NOT_YOUR_KIT, creator });

/** The kit may be changed by the user (a subquery, so item writes stay one statement). */
const editableKit = (kitIdValue: string, userId: string) => editableRow(KIT_ROWS, kitIdValue, userId);

async function mustGet(database: Database, id: string, viewer: string | null): Promise<KitDetail> {
  const kit = await getKit(database, id, viewer);
  if (!kit) throw ApiError.notFound(KIT_NOT_FOUND);
  return kit;
}

/**
 * Copies each item's image file for the new owner, so deleting the original never breaks the
 * copy. Returns the items with their new URLs and a cleanup that deletes the new files (used
 * when the database write fails).
 */
async function copyImages<T extends { imageUrl: string | null }>(
  storage: FileStorage,
  items: T[],
  ownerId: string,
  logger: Logger,
): Promise<{ items: T[]; cleanup: () => Promise<void> }> {
  const made: string[] = [];
  const copied: T[] = [];
  for (const item of items) {
    let imageUrl: string | null = null;
    const key = item.imageUrl ? storageKeyOf(item.imageUrl) : null;
    if (key) {
      const file = await storage.get(key);
      if (file) {
        const url = await storeImage(storage, ownerId, file.data);
        made.push(url);
        imageUrl = url;
      }
    }
    copied.push({ ...item, imageUrl });
  }
  return {
    items: copied,
    cleanup: async () => {
      await Promise.all(made.map((url) => deleteStoredImage(storage, url, logger)));
    },
  };
}

/** `/api/files/{user}/{file}.webp` -> `{user}/{file}.webp`; anything else null. */
function storageKeyOf(url: string): string | null {
  const match = /^\/api\/files\/([^/]+)\/([^/]+\.webp)$/.exec(url);
  return match ? `${match[1]}/${match[2]}` : null;
}

async function makeCopy(
  { db, database, storage, logger }: Services,
  source: KitDetail,
  ownerId: string,
  acquisition: boolean,
): Promise<KitDetail> {
  // The kit as just read holds every item field a copy needs, in category-then-position order.
  const items = copyItems(source.items);
  const { items: withImages, cleanup } = await copyImages(storage, items, ownerId, logger);
  try {
    const copyId = await insertCopy(db, ownerId, source, withImages, acquisition);
    return await mustGet(database, copyId, ownerId);
  } catch (err) {
    await cleanup();
    if (acquisition && isUniqueViolation(err)) throw ApiError.conflict('Already acquired');
    throw err;
  }
}

export function kitsRouter(services: Services) {
  const { db, database, storage, logger, publicKits } = services;
  // The community tab's public rows, kept for every viewer (decision 0302); a write here drops them.
  const kept = communityKept(services.changeFeed);
  const hot = { prepared: database.prepared, windows: kept.kits };
  const router = createRouter();
  router.use('*', kept.dropOnWrite('kits'));
  return router
    .openapi(listKitsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const query = c.req.valid('query');
      return c.json(await listKits(db, user.id, query, cursorOf(query.cursor), hot), 200);
    })
    .openapi(templateBasisRoute, async (c) => {
      // Registered before GET /{id}, which would take "template-basis" for an id.
      const { user } = await requireAuth(c);
      return c.json({ basis: await loadTemplateBasis(db, user.id, todayIso()) }, 200);
    })
    .openapi(getKitRoute, async (c) => {
      const id = kitId(c.req.valid('param').id);
      const viewer = (await c.get('getAuth')())?.user.id ?? null;
      // Signed-out visitors share one cached body per public kit; viewers get their own flags.
      const body = viewer ? await getKitBody(database, id, viewer) : await publicKits.get(id);
      if (!body) throw ApiError.notFound(KIT_NOT_FOUND);
      c.header('Content-Type', 'application/json');
      // The database built the JSON body (kits.queries.ts): sent as is.
      return c.body(body, 200) as unknown as TypedResponse<{ kit: KitDetail }, 200, 'json'>;
    })
    .openapi(createKitRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = await createKit(db, user.id, c.req.valid('json'), todayIso(), kitTemplateTexts(storedLocale(user)));
      return c.json({ kit: await mustGet(database, id, user.id) }, 201);
    })
    .openapi(updateKitRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = kitId(c.req.valid('param').id);
      const input = c.req.valid('json');
      const visibility = requestedVisibility(input);
      const [updated] = await db
        .update(kits)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(visibility ? visibilityColumns(visibility) : {}),
        })
        .where(
          and(
            eq(kits.id, id),
            editableKit(id, user.id),
            visibility ? mayGiveVisibility(KIT_ROWS, visibility, user.id) : undefined,
          ),
        )
        .returning({ id: kits.id });
      if (!updated) {
        await requireKitAccess(db, id, user.id, true);
        // Visible and the user's own by now (a race): answer as for a kit that went away.
        throw ApiError.notFound(KIT_NOT_FOUND);
      }
      const { items: _items, ...summary } = await mustGet(database, id, user.id);
      return c.json({ kit: summary }, 200);
    })
    .openapi(deleteKitRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = kitId(c.req.valid('param').id);
      const images = await db.transaction(async (tx) => {
        const files = await tx
          .select({ url: kitItems.imageUrl })
          .from(kitItems)
          .innerJoin(kits, eq(kits.id, kitItems.kitId))
          .where(and(eq(kitItems.kitId, id), eq(kits.ownerId, user.id)));
        const [deleted] = await tx
          .delete(kits)
          .where(and(eq(kits.id, id), eq(kits.ownerId, user.id)))
          .returning({ id: kits.id });
        return deleted ? files.map((f) => f.url) : null;
      });
      if (!images) {
        await requireKitAccess(db, id, user.id, true);
        throw ApiError.notFound(KIT_NOT_FOUND);
      }
      await Promise.all(images.map((url) => deleteStoredImage(storage, url, logger)));
      return c.body(null, 204);
    })
    .openapi(duplicateKitRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = kitId(c.req.valid('param').id);
      await requireKitAccess(db, id, user.id, true);
      const source = await mustGet(database, id, user.id);
      return c.json({ kit: await makeCopy(services, source, user.id, false) }, 201);
    })
    .openapi(acquireKitRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = kitId(c.req.valid('param').id);
      const source = await mustGet(database, id, user.id);
      if (source.isOwner) throw ApiError.badRequest('You cannot acquire your own kit');
      if (await hasAcquired(db, id, user.id)) throw ApiError.conflict('Already acquired');
      return c.json({ kit: await makeCopy(services, source, user.id, true) }, 201);
    })
    .openapi(createItemRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = kitId(c.req.valid('param').id);
      const input = c.req.valid('json');
      const item = await db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: kits.id })
          .from(kits)
          .where(and(eq(kits.id, id), editableKit(id, user.id)))
          .for('update');
        if (!owned) return null;
        await ensureItemRoom(tx, id);
        const [row] = await tx
          .insert(kitItems)
          .values({
            kitId: id,
            category: input.category,
            itemName: input.itemName,
            quantity: input.quantity,
            notes: input.notes,
            expiresOn: input.expiresOn,
            sourceType: 'manual',
            position: nextPositionSql(id, input.category),
          })
          .returning(itemColumns);
        await touchKit(tx, id);
        return row!;
      });
      if (!item) {
        await requireKitAccess(db, id, user.id);
        throw ApiError.notFound(KIT_NOT_FOUND);
      }
      return c.json({ item: toItem(item) }, 201);
    })
    .openapi(updateItemRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { id: rawId, itemId: rawItemId } = c.req.valid('param');
      const id = kitId(rawId);
      const itemId = itemIdOf(rawItemId);
      const input = c.req.valid('json');
      const item = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(kitItems)
          .set({
            ...(input.itemName !== undefined ? { itemName: input.itemName } : {}),
            ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            ...(input.priority !== undefined ? { priority: input.priority } : {}),
            ...(input.expiresOn !== undefined ? { expiresOn: input.expiresOn } : {}),
            ...(input.packed !== undefined ? { packed: input.packed } : {}),
            // Moving to another category puts the item last there.
            ...(input.category !== undefined
              ? {
                  category: input.category,
                  position: sql`case when ${kitItems.category} = ${input.category} then ${kitItems.position} else ${nextPositionSql(id, input.category)} end`,
                }
              : {}),
          })
          .where(and(eq(kitItems.id, itemId), eq(kitItems.kitId, id), editableKit(id, user.id)))
          .returning(itemColumns);
        if (row) await touchKit(tx, id);
        return row;
      });
      if (!item) await missingItem(db, id, user.id);
      return c.json({ item: toItem(item!) }, 200);
    })
    .openapi(deleteItemRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { id: rawId, itemId: rawItemId } = c.req.valid('param');
      const id = kitId(rawId);
      const itemId = itemIdOf(rawItemId);
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(kitItems)
          .where(and(eq(kitItems.id, itemId), eq(kitItems.kitId, id), editableKit(id, user.id)))
          .returning({ imageUrl: kitItems.imageUrl });
        if (row) await touchKit(tx, id);
        return row;
      });
      if (!deleted) await missingItem(db, id, user.id);
      await deleteStoredImage(storage, deleted!.imageUrl, logger);
      return c.body(null, 204);
    })
    .openapi(uploadItemImageRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { id: rawId, itemId: rawItemId } = c.req.valid('param');
      const id = kitId(rawId);
      const itemId = itemIdOf(rawItemId);
      // Check ownership before reading (and re-encoding) anything.
      const [existing] = await db
        .select({ ownerId: kits.ownerId })
        .from(kitItems)
        .innerJoin(kits, eq(kits.id, kitItems.kitId))
        .where(and(eq(kitItems.id, itemId), eq(kitItems.kitId, id), editableKit(id, user.id)));
      if (!existing) await missingItem(db, id, user.id);
      const webp = await readImageUpload(c, { userId: user.id, limiter: services.limiter, limit: services.limit });
      // Under the kit's creator, like the rest of the kit's pictures, whoever added it.
      const url = await storeImage(storage, existing!.ownerId, webp);
      const result = await db.transaction(async (tx) => {
        const [old] = await tx
          .select({ imageUrl: kitItems.imageUrl })
          .from(kitItems)
          .where(and(eq(kitItems.id, itemId), eq(kitItems.kitId, id), editableKit(id, user.id)))
          .for('update');
        if (!old) return null;
        const [row] = await tx
          .update(kitItems)
          .set({ imageUrl: url })
          .where(eq(kitItems.id, itemId))
          .returning(itemColumns);
        await touchKit(tx, id);
        return { item: row!, oldUrl: old.imageUrl };
      });
      if (!result) {
        // Deleted while uploading: keep nothing.
        await deleteStoredImage(storage, url, logger);
        await missingItem(db, id, user.id);
      }
      await deleteStoredImage(storage, result!.oldUrl, logger);
      return c.json({ item: toItem(result!.item) }, 200);
    });
}

function itemIdOf(id: string): string {
  const valid = uuidOrNull(id);
  if (!valid) throw ApiError.notFound(ITEM_NOT_FOUND);
  return valid;
}

/** After an item write touched nothing: say why (403 / 404 for the kit, else 404 for the item). */
async function missingItem(db: Db, id: string, userId: string): Promise<never> {
  await requireKitAccess(db, id, userId);
  throw ApiError.notFound(ITEM_NOT_FOUND);
}
