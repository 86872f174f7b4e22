import { prefillFromProduct } from '@shared/barcodes/prefill';
import { BARCODE_MESSAGES, barcodeSchema } from '@shared/barcodes/schemas';
import { RESOURCE_MESSAGES } from '@shared/resources/schemas';
import { utcDay } from '@shared/supplies/expiry';
import { uuidOrNull } from '../../db/sql-helpers';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { requireEditor } from '../../services/households/membership';
import { attachBarcode, detachBarcode, scanKnownCode, scannedResource } from './barcodes.queries';
import { attachBarcodeRoute, detachBarcodeRoute, scanRoute } from './barcodes.routes';
import { previewImport, readImportUpload, runImport } from './import/import.service';
import {
  createResource,
  deleteResource,
  loadOrSeed,
  saveChanges,
  saveTargets,
  updateResource,
} from './resources.queries';
import {
  createResourceRoute,
  deleteResourceRoute,
  importRoute,
  listResourcesRoute,
  previewImportRoute,
  saveResourcesRoute,
  setTargetsRoute,
  updateResourceRoute,
} from './resources.routes';

const notFound = () => ApiError.notFound('Resource not found');

export function resourcesRouter({ db, database, readiness, products, now }: Services) {
  const today = () => utcDay(now());
  return createRouter()
    .openapi(listResourcesRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json({ resources: await loadOrSeed(db, user.id, today()) }, 200);
    })
    .openapi(saveResourcesRoute, async (c) => {
      const { user } = await requireAuth(c);
      // The role (404 without a household, 403 for a viewer) is checked in the save's first
      // statement (decision 0296): a save is a fixed number of statements.
      const saved = await saveChanges(database, user.id, c.req.valid('json'), today());
      readiness.invalidate(user.id);
      return c.json({ resources: saved }, 200);
    })
    .openapi(createResourceRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const resource = await createResource(db, user.id, c.req.valid('json'), today());
      readiness.invalidate(user.id);
      return c.json({ resource }, 201);
    })
    .openapi(previewImportRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json(await previewImport(db, user.id, await readImportUpload(c), today()), 200);
    })
    .openapi(importRoute, async (c) => {
      const { user } = await requireAuth(c);
      const result = await runImport(database, user.id, await readImportUpload(c), today());
      readiness.invalidate(user.id);
      return c.json(result, 200);
    })
    .openapi(setTargetsRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const saved = await saveTargets(db, user.id, c.req.valid('json').targets, today());
      if (!saved) throw notFound();
      readiness.invalidate(user.id);
      return c.json({ resources: saved }, 200);
    })
    .openapi(updateResourceRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const id = uuidOrNull(c.req.valid('param').id);
      const resource = id ? await updateResource(db, user.id, id, c.req.valid('json'), today()) : null;
      if (!resource) throw notFound();
      readiness.invalidate(user.id);
      return c.json({ resource }, 200);
    })
    .openapi(scanRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const { code, scanKey } = c.req.valid('json');
      const day = today();
      const scanned = await scanKnownCode(db, user.id, code, scanKey ?? null, day);
      if (scanned) {
        readiness.invalidate(user.id);
        const resource = await scannedResource(db, user.id, scanned.resourceId, day);
        return c.json({ outcome: 'added' as const, code, resource }, 200);
      }
      // A new code: asked after the transaction, which holds nothing while the network answers.
      const found = await products.lookup(user.id, code);
      return c.json(
        {
          outcome: 'new' as const,
          code,
          lookup: found.outcome,
          product: found.outcome === 'found' ? prefillFromProduct(found.product) : null,
        },
        200,
      );
    })
    .openapi(attachBarcodeRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const id = uuidOrNull(c.req.valid('param').id);
      const resource = id ? await attachBarcode(db, user.id, id, c.req.valid('json').code, today()) : null;
      if (!resource) throw notFound();
      readiness.invalidate(user.id);
      return c.json({ resource }, 200);
    })
    .openapi(detachBarcodeRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const { id: rawId, code: rawCode } = c.req.valid('param');
      const id = uuidOrNull(rawId);
      const code = barcodeSchema().safeParse(rawCode);
      const removed = id && code.success ? await detachBarcode(db, user.id, id, code.data) : false;
      if (!removed) throw ApiError.notFound(BARCODE_MESSAGES.notFound);
      readiness.invalidate(user.id);
      return c.body(null, 204);
    })
    .openapi(deleteResourceRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const id = uuidOrNull(c.req.valid('param').id);
      const result = id ? await deleteResource(db, user.id, id) : null;
      if (!result) throw notFound();
      if (result === 'default') throw ApiError.conflict(RESOURCE_MESSAGES.defaultNotDeletable);
      readiness.invalidate(user.id);
      return c.body(null, 204);
    });
}
