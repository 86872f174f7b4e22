/**
 * Supply quantities saved while offline (decision 081). SAVE CHANGES offline puts the changes
 * in the device's queue (store.ts `queue`, the user's id on it) and into the cached list at once,
 * status recomputed with the shared rule. When the connection is back the queue is sent in one
 * PUT. A row the server changed meanwhile (its updatedAt differs from the one the user edited)
 * keeps the user's quantity and takes the server's target and name; the server recomputes the
 * status, and a toast says which rows. A row that no longer exists is dropped.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { toast } from '@web/components/ui/toast';
import { CLIENT_ERROR_CODES, isApiError, isSessionExpired } from '@web/lib/api';
import type { OfflineQueue } from '@web/lib/offline/queues';
import { read, remove, write, type QueuedChange } from '@web/lib/offline/store';
import { getResources, resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';
import { myStatsQueryKey } from '@web/lib/stats/my-stats';
import { saveResources, type ResourceChange } from '../api/save-resources';

const LOCK_NAME = 'holdfast-resource-queue';

/** Queue `changes` for `userId` and show them at once. */
export async function queueResourceChanges(
  queryClient: QueryClient,
  userId: string,
  changes: readonly ResourceChange[],
): Promise<void> {
  const rows = queryClient.getQueryData<ResourcesResponse>(resourcesQueryKey)?.resources ?? [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const stored = await read('queue');
  const queued = new Map((stored?.userId === userId ? stored.changes : []).map((c) => [c.id, c]));
  for (const change of changes) {
    const row = byId.get(change.id);
    if (!row) continue;
    const earlier = queued.get(change.id);
    queued.set(change.id, {
      id: change.id,
      currentQuantity: change.currentQuantity,
      // A second offline edit of the same row still compares with what the server said then.
      baseUpdatedAt: earlier?.baseUpdatedAt ?? row.updatedAt,
      name: row.name,
    });
  }
  await write('queue', { userId, changes: [...queued.values()] });
  showQueued(queryClient, queued);
}

/**
 * The cached supply list with the queued quantities on it. Its "saved" time stays the server
 * answer's: the offline banner tells how old the server's data is.
 */
function showQueued(queryClient: QueryClient, queued: ReadonlyMap<string, QueuedChange>) {
  const state = queryClient.getQueryState<ResourcesResponse>(resourcesQueryKey);
  if (!state?.data || queued.size === 0) return;
  queryClient.setQueryData<ResourcesResponse>(
    resourcesQueryKey,
    { resources: state.data.resources.map((r) => applyQueued(r, queued.get(r.id))) },
    { updatedAt: state.dataUpdatedAt },
  );
}

/** After the kept data is put back on a new page load: show what is still queued. */
export async function showQueuedChanges(queryClient: QueryClient, userId: string): Promise<void> {
  const stored = await read('queue');
  if (stored?.userId !== userId) return;
  showQueued(queryClient, new Map(stored.changes.map((c) => [c.id, c])));
}

function applyQueued(row: Resource, change: QueuedChange | undefined): Resource {
  if (!change) return row;
  return {
    ...row,
    currentQuantity: change.currentQuantity,
    status: resourceStatus(change.currentQuantity, row.targetQuantity),
  };
}

export interface SyncOutcome {
  sent: number;
  /** Rows the server changed while the user was offline (their names as the server has them now). */
  conflicts: string[];
  /** Rows that no longer exist. */
  dropped: string[];
}

/**
 * What to send, from the queue and the server's rows as they are now: only quantities, so the
 * server's target and name always win and the user's quantity always does.
 */
export function planSync(
  queued: readonly QueuedChange[],
  server: readonly Resource[],
): SyncOutcome & { changes: ResourceChange[] } {
  const byId = new Map(server.map((r) => [r.id, r]));
  const changes: ResourceChange[] = [];
  const conflicts: string[] = [];
  const dropped: string[] = [];
  for (const q of queued) {
    const row = byId.get(q.id);
    if (!row) {
      dropped.push(q.name);
      continue;
    }
    if (row.updatedAt !== q.baseUpdatedAt) conflicts.push(row.name);
    changes.push({ id: q.id, currentQuantity: q.currentQuantity });
  }
  return { changes, sent: changes.length, conflicts, dropped };
}

export function syncToast(outcome: SyncOutcome): void {
  const { sent, conflicts, dropped } = outcome;
  const saved = `${sent} supply ${sent === 1 ? 'quantity' : 'quantities'} saved.`;
  const parts = [saved];
  if (conflicts.length) {
    parts.push(
      `${conflicts.join(', ')} changed on another device while you were offline: your ${conflicts.length === 1 ? 'quantity was' : 'quantities were'} kept, with the target and name from the server.`,
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

async function flush(queryClient: QueryClient, userId: string): Promise<void> {
  const queue = await read('queue');
  if (!queue || queue.userId !== userId || queue.changes.length === 0) return;
  try {
    const { resources: server } = await getResources();
    const plan = planSync(queue.changes, server);
    const saved = plan.changes.length ? (await saveResources(plan.changes)).resources : [];
    // Edits queued while this was sending stay queued.
    const now = await read('queue');
    const sentById = new Map(plan.changes.map((c) => [c.id, c.currentQuantity]));
    const left = (now?.userId === userId ? now.changes : []).filter(
      (c) => sentById.get(c.id) !== c.currentQuantity && server.some((r) => r.id === c.id),
    );
    if (left.length) await write('queue', { userId, changes: left });
    else await remove('queue');
    // A refetch started on reconnect, before the PUT, would answer the older rows: drop it.
    await queryClient.cancelQueries({ queryKey: resourcesQueryKey });
    const savedById = new Map(saved.map((r) => [r.id, r]));
    const leftById = new Map(left.map((c) => [c.id, c]));
    queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, {
      resources: server.map((r) => applyQueued(savedById.get(r.id) ?? r, leftById.get(r.id))),
    });
    void queryClient.invalidateQueries({ queryKey: myStatsQueryKey });
    syncToast(plan);
  } catch (err) {
    // No connection after all, or the session ended (the query client handles that): try again later.
    if (isApiError(err, CLIENT_ERROR_CODES.network) || isSessionExpired(err)) return;
    // Anything else will not get better by retrying: say so and drop the queue.
    console.error('Offline changes could not be synced', err);
    await remove('queue');
    toast.error('Error', 'Your offline supply changes could not be saved. Please enter them again.');
    void queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
  }
}

/** The supply queue as the offline copies see it (app/offline-queues.ts registers it). */
export const resourceQueue: OfflineQueue = { show: showQueuedChanges, flush: flushResourceQueue };
