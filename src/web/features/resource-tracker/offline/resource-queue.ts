/**
 * Supply changes saved while offline (decision 081): quantities (plus and minus) and batches
 * added, changed or removed. SAVE CHANGES offline puts them in the device's queue (store.ts
 * `queue`, the user's id on it) and into the cached list at once, status recomputed with the
 * shared rules. When the connection is back the queue is sent in one PUT, with a key of its own
 * (decision 0276): the save is sealed with its key in the queue before it is sent, sent again as
 * it is with that key until an answer comes (the server applies a key once), and what is saved
 * offline meanwhile waits beside it for a save of its own. A row or batch the server changed
 * meanwhile (its updatedAt differs from the one the user edited) keeps the user's quantity or
 * batch and takes the server's target and name; the server recomputes the status, and a toast
 * says which. A row or batch that no longer exists is dropped and named.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BatchInput, Resource } from '@shared/resources/schemas';
import { toast } from '@web/components/ui/toast';
import { CLIENT_ERROR_CODES, isApiError, isSessionExpired } from '@web/lib/api';
import { localToday } from '@web/lib/format';
import {
  queuedCount,
  read,
  remove,
  update,
  type QueuedBatch,
  type QueuedChange,
  type ResourceQueue,
} from '@web/lib/offline/device';
import type { OfflineQueue } from '@web/lib/offline/queues';
import { onUnauthorized } from '@web/lib/query-client';
import { getResources, resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';
import { myStatsQueryKey } from '@web/lib/stats/my-stats';
import { saveResources, type ResourceChange, type ResourceDelta, type ResourceSave } from '../api/save-resources';
import { editedBatches, withBatches, type BatchEdit } from '../hooks/use-resource-draft';

const LOCK_NAME = 'holdfast-resource-queue';

type Rows = ReadonlyMap<string, Resource>;

/**
 * `save`'s quantities and batch edits added to `changes` and `batches` (by id), as the queue keeps
 * them. `earlierBatch` finds an edit of the batch queued before in a save that may have been sent:
 * its base stays, and a removal of it is kept even when the batch was made on this device.
 */
function addSave(
  byId: Rows,
  save: ResourceSave,
  changes: Map<string, QueuedChange>,
  batches: Map<string, QueuedBatch>,
  earlierBatch: (id: string) => QueuedBatch | undefined,
): void {
  const rows = [...byId.values()];
  const savedBatch = (resourceId: string, id: string) =>
    byId.get(resourceId)?.batches.find((b) => b.id === id && b.updatedAt !== '');
  const queueBatch = (resourceId: string, id: string, batch: BatchInput | null) => {
    const row = byId.get(resourceId);
    if (!row) return;
    const earlier = batches.get(id) ?? earlierBatch(id);
    const base = earlier ? earlier.baseUpdatedAt : (savedBatch(resourceId, id)?.updatedAt ?? null);
    // A batch made on this device and removed before it was ever sent: nothing to send.
    if (batch === null && base === null && !earlierBatch(id)) batches.delete(id);
    else batches.set(id, { id, resourceId, batch, baseUpdatedAt: base, name: row.name });
  };
  for (const b of save.batches) queueBatch(b.resourceId, b.id, b);
  for (const id of save.removedBatches) {
    const row = rows.find((r) => r.batches.some((b) => b.id === id));
    const resourceId = row?.id ?? batches.get(id)?.resourceId ?? earlierBatch(id)?.resourceId;
    if (resourceId) queueBatch(resourceId, id, null);
  }
  for (const change of save.changes) {
    const row = byId.get(change.id);
    if (!row) continue;
    const earlier = changes.get(change.id);
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
    changes.set(change.id, {
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
}

const hasUnsent = (queue: ResourceQueue) => queue.changes.length > 0 || (queue.batches?.length ?? 0) > 0;

/**
 * What was saved offline and never sent becomes a save of its own with a key made now, kept in
 * the queue before it is sent: from then on it is only ever sent as it is, with that key, and
 * nothing saved later is merged into it (decision 0276).
 */
function seal(queue: ResourceQueue): ResourceQueue {
  if (!hasUnsent(queue)) return queue;
  return {
    userId: queue.userId,
    changes: [],
    batches: [],
    sent: [...(queue.sent ?? []), { key: crypto.randomUUID(), changes: queue.changes, batches: queue.batches ?? [] }],
  };
}

/**
 * Queue `save` for `userId` and show it at once. `sentWithKey`: the save was sent with that key
 * and no answer came (the connection dropped on the way), so the server may have applied it: it
 * waits as a save of its own, after what was queued before, and is sent again with that key.
 */
export async function queueResourceChanges(
  queryClient: QueryClient,
  userId: string,
  save: ResourceSave,
  sentWithKey?: string,
): Promise<void> {
  const rows = queryClient.getQueryData<ResourcesResponse>(resourcesQueryKey)?.resources ?? [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Read and written in one transaction: a send finishing in another tab cannot come between.
  const queue = await update('queue', (stored) => {
    const mine: ResourceQueue = stored?.userId === userId ? stored : { userId, changes: [], batches: [] };
    // A save that may have arrived goes after what was queued before it, sealed with a key of its
    // own: the server gets the user's saves in the order they were made.
    const before = sentWithKey ? seal(mine) : mine;
    const earlierSent = (id: string) =>
      (before.sent ?? [])
        .flatMap((s) => s.batches)
        .filter((b) => b.id === id)
        .at(-1);
    if (sentWithKey) {
      const changes = new Map<string, QueuedChange>();
      const batches = new Map<string, QueuedBatch>();
      addSave(byId, save, changes, batches, earlierSent);
      if (changes.size === 0 && batches.size === 0) return before;
      return {
        ...before,
        sent: [
          ...(before.sent ?? []),
          { key: sentWithKey, changes: [...changes.values()], batches: [...batches.values()] },
        ],
      };
    }
    const changes = new Map(mine.changes.map((c) => [c.id, c]));
    const batches = new Map((mine.batches ?? []).map((b) => [b.id, b]));
    addSave(byId, save, changes, batches, earlierSent);
    return { ...mine, changes: [...changes.values()], batches: [...batches.values()] };
  });
  if (queue) showQueued(queryClient, queue);
}

/**
 * The cached supply list with the queued changes on it. Its "saved" time stays the server
 * answer's: the offline banner tells how old the server's data is.
 */
function showQueued(queryClient: QueryClient, queue: ResourceQueue) {
  const state = queryClient.getQueryState<ResourcesResponse>(resourcesQueryKey);
  if (!state?.data || queuedCount(queue) === 0) return;
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

/** The row with what waits on it: the saves sent and not answered, then what was not sent (the latest wins). */
function applyQueued(row: Resource, queue: Pick<ResourceQueue, 'changes' | 'batches' | 'sent'>): Resource {
  const parts = [...(queue.sent ?? []), queue];
  const change = parts.flatMap((p) => p.changes.filter((c) => c.id === row.id)).at(-1);
  const edits = parts.flatMap((p) => (p.batches ?? []).filter((b) => b.resourceId === row.id));
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
    // A removal of a batch that is not there: done already (elsewhere, or by this save's first send).
    if (!now && q.batch === null) continue;
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

/** The queue without the save sent with `key` (answered); no record when nothing is left. */
function withoutSent(queue: ResourceQueue | undefined, key: string): ResourceQueue | undefined {
  if (!queue) return undefined;
  const sent = (queue.sent ?? []).filter((s) => s.key !== key);
  const left = { ...queue, sent };
  return hasUnsent(left) || sent.length > 0 ? left : undefined;
}

async function flush(queryClient: QueryClient, userId: string): Promise<void> {
  // What waits unsent is sealed into a save with its key before anything is sent.
  const queue = await update('queue', (stored) => (stored?.userId === userId ? seal(stored) : stored));
  const saves = queue?.userId === userId ? (queue.sent ?? []) : [];
  if (saves.length === 0) return;
  const outcome: SyncOutcome = { sent: 0, sentBatches: 0, conflicts: [], dropped: [] };
  try {
    let rows = (await getResources()).resources;
    // Oldest first, each with its own key: a save whose answer was lost before goes again as it
    // was, and the server answers it without applying it twice.
    for (const save of saves) {
      const plan = planSync(save.changes, rows, save.batches);
      if (plan.changes.length + plan.deltas.length + plan.batches.length + plan.removedBatches.length > 0) {
        const saved = new Map((await saveResources({ ...plan, saveKey: save.key })).resources.map((r) => [r.id, r]));
        rows = rows.map((r) => saved.get(r.id) ?? r);
      }
      // Answered: this save is done. What was saved offline meanwhile waits, never merged into it.
      await update('queue', (stored) => withoutSent(stored, save.key));
      outcome.sent += plan.sent;
      outcome.sentBatches += plan.sentBatches;
      outcome.conflicts = [...new Set([...outcome.conflicts, ...plan.conflicts])];
      outcome.dropped = [...new Set([...outcome.dropped, ...plan.dropped])];
    }
    const now = await read('queue');
    const left: ResourceQueue = now?.userId === userId ? now : { userId, changes: [], batches: [] };
    // A refetch started on reconnect, before the PUT, would answer the older rows: drop it.
    await queryClient.cancelQueries({ queryKey: resourcesQueryKey });
    queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, {
      resources: rows.map((r) => applyQueued(r, left)),
    });
    void queryClient.invalidateQueries({ queryKey: myStatsQueryKey });
    syncToast(outcome);
  } catch (err) {
    // No connection after all (or no answer): the saves sent wait with their keys, to go again.
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
