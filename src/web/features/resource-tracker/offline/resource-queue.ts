/**
 * Supply changes saved while offline (decision 081): quantities (plus and minus) and batches
 * added, changed or removed. SAVE CHANGES offline puts them in the device's queue (store.ts
 * `queue`, the user's id on it) and into the cached list at once, status recomputed with the
 * shared rules. When the connection is back the queue is sent in one PUT. A row or batch the
 * server changed meanwhile (its updatedAt differs from the one the user edited) keeps the user's
 * quantity or batch and takes the server's target and name; the server recomputes the status, and
 * a toast says which. A row or batch that no longer exists is dropped and named.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BatchInput, Resource } from '@shared/resources/schemas';
import { toast } from '@web/components/ui/toast';
import { CLIENT_ERROR_CODES, isApiError, isSessionExpired } from '@web/lib/api';
import { localToday } from '@web/lib/format';
import type { OfflineQueue } from '@web/lib/offline/queues';
import { read, remove, write, type QueuedBatch, type QueuedChange, type ResourceQueue } from '@web/lib/offline/store';
import { onUnauthorized } from '@web/lib/query-client';
import { getResources, resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';
import { myStatsQueryKey } from '@web/lib/stats/my-stats';
import { saveResources, type ResourceChange, type ResourceDelta, type ResourceSave } from '../api/save-resources';
import { editedBatches, withBatches, type BatchEdit } from '../hooks/use-resource-draft';

const LOCK_NAME = 'holdfast-resource-queue';

/** Queue `save` for `userId` and show it at once. */
export async function queueResourceChanges(
  queryClient: QueryClient,
  userId: string,
  save: ResourceSave,
): Promise<void> {
  const rows = queryClient.getQueryData<ResourcesResponse>(resourcesQueryKey)?.resources ?? [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const stored = await read('queue');
  const mine = stored?.userId === userId ? stored : null;
  const queued = new Map((mine?.changes ?? []).map((c) => [c.id, c]));
  const batches = new Map((mine?.batches ?? []).map((b) => [b.id, b]));
  const savedBatch = (resourceId: string, id: string) =>
    byId.get(resourceId)?.batches.find((b) => b.id === id && b.updatedAt !== '');
  const queueBatch = (resourceId: string, id: string, batch: BatchInput | null) => {
    const row = byId.get(resourceId);
    if (!row) return;
    const earlier = batches.get(id);
    const base = earlier ? earlier.baseUpdatedAt : (savedBatch(resourceId, id)?.updatedAt ?? null);
    // A batch made on this device and removed before it was ever sent: nothing to send.
    if (batch === null && base === null) batches.delete(id);
    else batches.set(id, { id, resourceId, batch, baseUpdatedAt: base, name: row.name });
  };
  for (const b of save.batches) queueBatch(b.resourceId, b.id, b);
  for (const id of save.removedBatches) {
    const row = rows.find((r) => r.batches.some((b) => b.id === id));
    const resourceId = row?.id ?? batches.get(id)?.resourceId;
    if (resourceId) queueBatch(resourceId, id, null);
  }
  for (const change of save.changes) {
    const row = byId.get(change.id);
    if (!row) continue;
    const earlier = queued.get(change.id);
    // What plus and minus did in this save: the quantity asked for, less what the row holds
    // with this save's batch changes alone (those are sent as batches).
    const edits: Record<string, BatchEdit> = {};
    for (const b of save.batches)
      if (b.resourceId === row.id) edits[b.id] = { kind: 'upsert', batch: { ...b, note: b.note ?? null } };
    for (const id of save.removedBatches)
      if (row.batches.some((b) => b.id === id)) edits[id] = { kind: 'remove', resourceId: row.id };
    const held = Object.keys(edits).length
      ? withBatches(row, editedBatches(row, edits), undefined, localToday()).currentQuantity
      : row.currentQuantity;
    queued.set(change.id, {
      id: change.id,
      currentQuantity: change.currentQuantity,
      // Sent as what was done ("-1"), so two members' changes add up (decision 243). A queue
      // written before deltas has none: it is sent as a quantity, as it was.
      delta: (earlier ? (earlier.delta ?? 0) : 0) + change.currentQuantity - held,
      // A second offline edit of the same row still compares with what the server said then.
      baseUpdatedAt: earlier?.baseUpdatedAt ?? row.updatedAt,
      name: row.name,
    });
  }
  const queue: ResourceQueue = { userId, changes: [...queued.values()], batches: [...batches.values()] };
  await write('queue', queue);
  showQueued(queryClient, queue);
}

/**
 * The cached supply list with the queued changes on it. Its "saved" time stays the server
 * answer's: the offline banner tells how old the server's data is.
 */
function showQueued(queryClient: QueryClient, queue: ResourceQueue) {
  const state = queryClient.getQueryState<ResourcesResponse>(resourcesQueryKey);
  if (!state?.data || (queue.changes.length === 0 && !queue.batches?.length)) return;
  queryClient.setQueryData<ResourcesResponse>(
    resourcesQueryKey,
    { resources: state.data.resources.map((r) => applyQueued(r, queue)) },
    { updatedAt: state.dataUpdatedAt },
  );
}

/** After the kept data is put back on a new page load: show what is still queued. */
export async function showQueuedChanges(queryClient: QueryClient, userId: string): Promise<void> {
  const stored = await read('queue');
  if (stored?.userId !== userId) return;
  showQueued(queryClient, stored);
}

const asEdits = (batches: readonly QueuedBatch[]): Record<string, BatchEdit> =>
  Object.fromEntries(
    batches.map((b) => [
      b.id,
      b.batch
        ? { kind: 'upsert', batch: { ...b.batch, note: b.batch.note ?? null } }
        : { kind: 'remove', resourceId: b.resourceId },
    ]),
  );

function applyQueued(row: Resource, queue: Pick<ResourceQueue, 'changes' | 'batches'>): Resource {
  const change = queue.changes.find((c) => c.id === row.id);
  const edits = (queue.batches ?? []).filter((b) => b.resourceId === row.id);
  if (!change && edits.length === 0) return row;
  const batches = edits.length ? editedBatches(row, asEdits(edits)) : row.batches;
  return withBatches(row, batches, change?.currentQuantity, localToday());
}

export interface SyncOutcome {
  sent: number;
  /** Batch changes sent. */
  sentBatches: number;
  /** Rows the server changed while the user was offline (their names as the server has them now). */
  conflicts: string[];
  /** Rows or batches that no longer exist. */
  dropped: string[];
}

/**
 * What to send, from the queue and the server's rows as they are now: only quantities and
 * batches, so the server's target and name always win and the user's quantity and batches do.
 */
export function planSync(
  queued: readonly QueuedChange[],
  server: readonly Resource[],
  queuedBatches: readonly QueuedBatch[] = [],
): SyncOutcome & ResourceSave & { deltas: ResourceDelta[] } {
  const byId = new Map(server.map((r) => [r.id, r]));
  const changes: ResourceChange[] = [];
  const deltas: ResourceDelta[] = [];
  const batches: BatchInput[] = [];
  const removedBatches: string[] = [];
  const conflicts = new Set<string>();
  const dropped = new Set<string>();
  for (const q of queuedBatches) {
    const row = byId.get(q.resourceId);
    if (!row) {
      dropped.add(q.name);
      continue;
    }
    const now = row.batches.find((b) => b.id === q.id);
    if (q.baseUpdatedAt !== null && !now) {
      // Removed elsewhere: a removal is done already; an edit of it is dropped and named.
      if (q.batch) dropped.add(`a batch of ${row.name}`);
      continue;
    }
    if (now && q.baseUpdatedAt !== null && now.updatedAt !== q.baseUpdatedAt) conflicts.add(row.name);
    if (q.batch) batches.push(q.batch);
    else removedBatches.push(q.id);
  }
  for (const q of queued) {
    const row = byId.get(q.id);
    if (!row) {
      dropped.add(q.name);
      continue;
    }
    if (q.delta !== undefined) {
      // What was done, applied to what the household holds now: nothing to conflict with.
      if (q.delta !== 0) deltas.push({ id: q.id, delta: q.delta });
      continue;
    }
    if (row.updatedAt !== q.baseUpdatedAt) conflicts.add(row.name);
    changes.push({ id: q.id, currentQuantity: q.currentQuantity });
  }
  return {
    changes,
    deltas,
    batches,
    removedBatches,
    sent: changes.length + deltas.length,
    sentBatches: batches.length + removedBatches.length,
    conflicts: [...conflicts],
    dropped: [...dropped],
  };
}

export function syncToast(outcome: SyncOutcome): void {
  const { sent, sentBatches, conflicts, dropped } = outcome;
  const parts: string[] = [];
  if (sent > 0 || sentBatches === 0) parts.push(`${sent} supply ${sent === 1 ? 'quantity' : 'quantities'} saved.`);
  if (sentBatches > 0) parts.push(`${sentBatches} batch ${sentBatches === 1 ? 'change' : 'changes'} saved.`);
  if (conflicts.length) {
    parts.push(
      `${conflicts.join(', ')} changed on another device while you were offline: your ${sentBatches > 0 ? 'changes were' : conflicts.length === 1 ? 'quantity was' : 'quantities were'} kept, with the target and name from the server.`,
    );
  }
  if (dropped.length) parts.push(`${dropped.join(', ')} no longer exists and was not saved.`);
  toast.success('Offline changes synced', parts.join(' '));
}

let running: Promise<void> | undefined;

/** Send the queue if there is one (one run at a time per tab, and across tabs by a Web Lock). */
export function flushResourceQueue(queryClient: QueryClient, userId: string): Promise<void> {
  running ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(LOCK_NAME, () => flush(queryClient, userId));
      else await flush(queryClient, userId);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

const sameBatch = (a: QueuedBatch, b: QueuedBatch) => JSON.stringify(a.batch) === JSON.stringify(b.batch);

async function flush(queryClient: QueryClient, userId: string): Promise<void> {
  const queue = await read('queue');
  if (!queue || queue.userId !== userId || (queue.changes.length === 0 && !queue.batches?.length)) return;
  try {
    const { resources: server } = await getResources();
    const plan = planSync(queue.changes, server, queue.batches ?? []);
    const anything = plan.changes.length + plan.deltas.length + plan.batches.length + plan.removedBatches.length > 0;
    const saved = anything ? (await saveResources(plan)).resources : [];
    // Edits queued while this was sending stay queued.
    const now = await read('queue');
    const sentById = new Map(plan.changes.map((c) => [c.id, c.currentQuantity]));
    const sentDeltas = new Map(plan.deltas.map((d) => [d.id, d.delta]));
    const savedRows = new Map(saved.map((r) => [r.id, r]));
    const sentBatches = new Map((queue.batches ?? []).map((b) => [b.id, b]));
    const mine = now?.userId === userId ? now : null;
    const left: ResourceQueue = {
      userId,
      changes: (mine?.changes ?? []).flatMap((c) => {
        if (!server.some((r) => r.id === c.id)) return [];
        if (c.delta === undefined) return sentById.get(c.id) === c.currentQuantity ? [] : [c];
        // What was done after this send started is still to send, on top of what the server holds now.
        const left = c.delta - (sentDeltas.get(c.id) ?? 0);
        if (left === 0) return [];
        const now = savedRows.get(c.id) ?? server.find((r) => r.id === c.id)!;
        return [{ ...c, delta: left, currentQuantity: Math.max(0, now.currentQuantity + left) }];
      }),
      batches: (mine?.batches ?? []).filter((b) => {
        const sent = sentBatches.get(b.id);
        return !(sent && sameBatch(sent, b)) && server.some((r) => r.id === b.resourceId);
      }),
    };
    if (left.changes.length || left.batches?.length) await write('queue', left);
    else await remove('queue');
    // A refetch started on reconnect, before the PUT, would answer the older rows: drop it.
    await queryClient.cancelQueries({ queryKey: resourcesQueryKey });
    const savedById = new Map(saved.map((r) => [r.id, r]));
    queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, {
      resources: server.map((r) => applyQueued(savedById.get(r.id) ?? r, left)),
    });
    void queryClient.invalidateQueries({ queryKey: myStatsQueryKey });
    syncToast(plan);
  } catch (err) {
    // No connection after all: try again later.
    if (isApiError(err, CLIENT_ERROR_CODES.network)) return;
    // The session ended (it may have expired during a long outage): the queue stays on the device
    // for this user's next sign-in (decision 237), and the app learns the session is over.
    if (isSessionExpired(err)) {
      onUnauthorized(queryClient, 'Please sign in again: your offline changes are kept on this device until you do.');
      return;
    }
    // Anything else will not get better by retrying: say so and drop the queue.
    console.error('Offline changes could not be synced', err);
    await remove('queue');
    toast.error('Error', 'Your offline supply changes could not be saved. Please enter them again.');
    void queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
  }
}

/** The supply queue as the offline copies see it (app/offline-queues.ts registers it). */
export const resourceQueue: OfflineQueue = { show: showQueuedChanges, flush: flushResourceQueue };
