import { useCallback, useMemo, useState } from 'react';
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN } from '@shared/constants/resources';
import { DEFAULT_RESOURCES, RESOURCE_CATEGORIES } from '@shared/resources/catalogue';
import type { BatchInput, Resource, ResourceBatch } from '@shared/resources/schemas';
import { starterName } from '@shared/resources/starter-supplies';
import { resourceStatus } from '@shared/resources/status';
import { fefoOrder, setUsable, totalQuantity, usableQuantity } from '@shared/supplies/batches';
import { defaultExpiry } from '@shared/supplies/rotation';
import { localToday } from '@web/lib/format';
import type { ResourceChange } from '../api/save-resources';

export interface ResourceGroup {
  category: string;
  items: Resource[];
}

const clampQuantity = (n: number) => Math.min(RESOURCE_QUANTITY_MAX, Math.max(RESOURCE_QUANTITY_MIN, n));

const CATALOGUE_ORDER = new Map<string, number>(DEFAULT_RESOURCES.map((r, i) => [r.name, i]));
/**
 * A default row by its catalogue name in any locale (starterName: a German household's
 * "Trinkwasser (Liter)" is the water; a renamed default after the others, in the server's
 * order); a row the user added after every default, whatever its name (a custom row may take a
 * default's name once that default was renamed).
 */
const rank = (r: Resource) =>
  r.isCustom
    ? DEFAULT_RESOURCES.length + 1
    : (CATALOGUE_ORDER.get(starterName(r.name) ?? r.name) ?? DEFAULT_RESOURCES.length);

/**
 * Categories in the catalogue's order, any other category after them alphabetically; within a
 * category the defaults in the catalogue's order (the server orders by category only), then the
 * user's own rows by name: the same order after an add, an edit or a reload.
 */
export function groupByCategory(items: readonly Resource[]): ResourceGroup[] {
  const groups = new Map<string, Resource[]>();
  for (const item of items) {
    const list = groups.get(item.category);
    if (list) list.push(item);
    else groups.set(item.category, [item]);
  }
  const known: readonly string[] = RESOURCE_CATEGORIES;
  const categoryRank = (c: string) => (known.includes(c) ? known.indexOf(c) : known.length);
  return [...groups.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
    .map(([category, list]) => ({
      category,
      items: list.toSorted(
        (a, b) => rank(a) - rank(b) || (a.isCustom && b.isCustom ? a.name.localeCompare(b.name) : 0),
      ),
    }));
}

/** A batch the user added or changed, or removed, not saved yet. */
export type BatchEdit =
  { kind: 'upsert'; batch: BatchInput & { note: string | null } } | { kind: 'remove'; resourceId: string };

/** The batches of `row` with the unsaved batch edits applied (new ones get the time of the edit). */
export function editedBatches(row: Resource, edits: Readonly<Record<string, BatchEdit>>): ResourceBatch[] {
  const out: ResourceBatch[] = [];
  for (const b of row.batches) {
    const edit = edits[b.id];
    if (edit?.kind === 'remove') continue;
    out.push(edit?.kind === 'upsert' ? { ...b, ...pickBatch(edit.batch) } : b);
  }
  for (const [id, edit] of Object.entries(edits))
    if (edit.kind === 'upsert' && edit.batch.resourceId === row.id && !row.batches.some((b) => b.id === id))
      out.push({ id, ...pickBatch(edit.batch), updatedAt: '' });
  return fefoOrder(out);
}

const pickBatch = (b: BatchInput) => ({
  quantity: b.quantity,
  addedOn: b.addedOn,
  expiresOn: b.expiresOn ?? null,
  note: b.note ?? null,
});

/** A row as it looks with batches `batches` and (when set) what counts set to `quantity`, on `today`. */
export function withBatches(
  row: Resource,
  batches: ResourceBatch[],
  quantity: number | undefined,
  today: string,
): Resource {
  // New stock is best before the row's default date, as the server stores it (decision 0257).
  const shown =
    quantity === undefined
      ? batches
      : setUsable(batches, quantity, today, defaultExpiry(row.shelfLife, today), (b) => ({
          ...b,
          id: `pending-${b.addedOn}`,
          note: null,
          updatedAt: '',
        }));
  const usable = usableQuantity(shown, today);
  return {
    ...row,
    batches: fefoOrder(shown),
    currentQuantity: usable,
    expiredQuantity: totalQuantity(shown) - usable,
    status: resourceStatus(usable, row.targetQuantity, row.followsGoal),
  };
}

/**
 * Local edits on top of the saved rows: what counts per row (plus and minus) and the batches
 * added, changed or removed, holding only what differs from the server. The saved list stays in
 * the query cache (a refetch never drops an edit), and the items on screen are the saved rows
 * with the edits applied and status recomputed at once with the shared rules (`today` is the
 * browser's day). A batch edit keeps a pending plus or minus on the same row: what counts moves
 * by what the batch edit changed.
 */
export function useResourceDraft(saved: readonly Resource[] | undefined, today: string = localToday()) {
  const [draft, setDraft] = useState<Readonly<Record<string, number>>>({});
  const [batchEdits, setBatchEdits] = useState<Readonly<Record<string, BatchEdit>>>({});

  const savedById = useMemo(() => new Map((saved ?? []).map((r) => [r.id, r])), [saved]);

  const items = useMemo(
    () =>
      (saved ?? []).map((r) => {
        const quantity = draft[r.id];
        const touched = Object.values(batchEdits).some((e) =>
          e.kind === 'remove' ? e.resourceId === r.id : e.batch.resourceId === r.id,
        );
        if (!touched && (quantity === undefined || quantity === r.currentQuantity)) return r;
        return withBatches(r, touched ? editedBatches(r, batchEdits) : r.batches, quantity, today);
      }),
    [saved, draft, batchEdits, today],
  );

  const changes: ResourceChange[] = useMemo(
    () =>
      Object.entries(draft)
        .filter(([id, quantity]) => {
          const row = savedById.get(id);
          return row !== undefined && usableQuantity(editedBatches(row, batchEdits), today) !== quantity;
        })
        .map(([id, currentQuantity]) => ({ id, currentQuantity })),
    [draft, batchEdits, savedById, today],
  );

  const batchChanges = useMemo(() => {
    const batches: BatchInput[] = [];
    const removedBatches: string[] = [];
    for (const [id, edit] of Object.entries(batchEdits)) {
      if (edit.kind === 'remove') removedBatches.push(id);
      else batches.push(edit.batch);
    }
    return { batches, removedBatches };
  }, [batchEdits]);

  const adjust = useCallback(
    (id: string, delta: number) => {
      setDraft((d) => {
        const row = savedById.get(id);
        if (!row) return d;
        const usable = usableQuantity(editedBatches(row, batchEdits), today);
        const next = clampQuantity((d[id] ?? usable) + delta);
        const { [id]: _dropped, ...rest } = d;
        return next === usable ? rest : { ...rest, [id]: next };
      });
    },
    [savedById, batchEdits, today],
  );

  /**
   * A quantity typed in the row's field: kept like plus and minus (what differs from the row as
   * loaded, with its unsaved batch edits), so a save or an offline queue sends it the same way.
   */
  const setQuantity = useCallback(
    (id: string, quantity: number) => {
      setDraft((d) => {
        const row = savedById.get(id);
        if (!row) return d;
        const usable = usableQuantity(editedBatches(row, batchEdits), today);
        const next = clampQuantity(quantity);
        const { [id]: _dropped, ...rest } = d;
        return next === usable ? rest : { ...rest, [id]: next };
      });
    },
    [savedById, batchEdits, today],
  );

  /** Applies a batch edit; a pending plus or minus on the row moves by what the edit changed. */
  const editBatches = (
    resourceId: string,
    change: (e: Readonly<Record<string, BatchEdit>>) => Record<string, BatchEdit>,
  ) => {
    const row = savedById.get(resourceId);
    if (!row) return;
    const next = change(batchEdits);
    const pending = draft[resourceId];
    if (pending !== undefined) {
      const moved =
        usableQuantity(editedBatches(row, next), today) - usableQuantity(editedBatches(row, batchEdits), today);
      setDraft((d) => ({ ...d, [resourceId]: clampQuantity(pending + moved) }));
    }
    setBatchEdits(next);
  };

  /** Add or change a batch (`batch.id` new from the browser, or a saved one's). */
  const putBatch = (batch: BatchInput & { note: string | null }) =>
    editBatches(batch.resourceId, (e) => ({ ...e, [batch.id]: { kind: 'upsert', batch } }));

  /** Remove a batch: a saved one on save; one never saved just goes. */
  const removeBatch = (resourceId: string, batchId: string) =>
    editBatches(resourceId, (e) => {
      const { [batchId]: _dropped, ...rest } = e;
      const stored = savedById.get(resourceId)?.batches.some((b) => b.id === batchId);
      return stored ? { ...rest, [batchId]: { kind: 'remove', resourceId } } : rest;
    });

  /** After a save: forget the edits that are now saved (later clicks stay). */
  const settle = useCallback(
    (sent: {
      changes: readonly ResourceChange[];
      batches: readonly BatchInput[];
      removedBatches: readonly string[];
    }) => {
      setDraft((d) => {
        const next = { ...d };
        for (const c of sent.changes) if (next[c.id] === c.currentQuantity) delete next[c.id];
        return next;
      });
      setBatchEdits((e) => {
        const next = { ...e };
        for (const b of sent.batches)
          if (next[b.id]?.kind === 'upsert' && (next[b.id] as { batch: BatchInput }).batch === b) delete next[b.id];
        for (const id of sent.removedBatches) if (next[id]?.kind === 'remove') delete next[id];
        return next;
      });
    },
    [],
  );

  /**
   * Units counted on the server while the row has an unsaved quantity (a scan, decision 0325):
   * the pending quantity moves with them, so the unsaved plus or minus stays what it was.
   */
  const shiftPending = useCallback((id: string, moved: number) => {
    setDraft((d) => (d[id] === undefined || moved === 0 ? d : { ...d, [id]: clampQuantity(d[id] + moved) }));
  }, []);

  /** A deleted row: its unsaved quantity and batch edits go with it (the others stay). */
  const discard = useCallback((id: string) => {
    setDraft((d) => {
      if (!(id in d)) return d;
      const { [id]: _dropped, ...rest } = d;
      return rest;
    });
    setBatchEdits((e) =>
      Object.fromEntries(
        Object.entries(e).filter(
          ([, edit]) => (edit.kind === 'remove' ? edit.resourceId : edit.batch.resourceId) !== id,
        ),
      ),
    );
  }, []);

  const count = changes.length + batchChanges.batches.length + batchChanges.removedBatches.length;
  return {
    items,
    changes,
    batchChanges,
    count,
    adjust,
    setQuantity,
    putBatch,
    removeBatch,
    settle,
    discard,
    shiftPending,
  };
}
