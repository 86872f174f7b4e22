import type { QueryClient } from '@tanstack/react-query';

/**
 * Changes a feature keeps on this device while offline, to send when the connection is back
 * (decision 081: the tracker's supply queue). The offline copies (persist.ts) show every queue
 * over the data they put back and flush them when online, without knowing the features: the app
 * registers them (app/offline-queues.ts), as lib/ never imports a feature.
 */
export interface OfflineQueue {
  /** Put what is still queued for `userId` on the cached data it changes. */
  show(queryClient: QueryClient, userId: string): Promise<void>;
  /** Send what is queued for `userId` (a no-op when nothing is). */
  flush(queryClient: QueryClient, userId: string): Promise<void>;
}

/** The record of store.ts each queue keeps its changes in, with the user they belong to. */
export type QueueRecord = 'queue' | 'checkins';

const loaders = new Map<QueueRecord, () => Promise<OfflineQueue>>();

/**
 * A queue, kept in `record` of the device's store. Its code loads only when that record holds
 * something of the signed-in user's (issue 41, decision 0308): a page load with nothing queued,
 * nearly every one, loads none of it.
 */
export function registerOfflineQueue(record: QueueRecord, load: () => Promise<OfflineQueue>): void {
  loaders.set(record, load);
}

/**
 * The registered queues holding something of `userId`'s, loaded; the others are not loaded (show
 * and flush would do nothing for them). One whose code cannot be loaded is left out (and logged).
 */
export async function offlineQueues(userId: string): Promise<OfflineQueue[]> {
  const { read } = await import('./device');
  const loaded = await Promise.all(
    [...loaders].map(async ([record, load]) => {
      if ((await read(record))?.userId !== userId) return undefined;
      return load().catch((err: unknown) => {
        console.error('Offline queue not loaded', err);
        return undefined;
      });
    }),
  );
  return loaded.filter((queue) => queue !== undefined);
}

export async function showOfflineQueues(queryClient: QueryClient, userId: string): Promise<void> {
  for (const queue of await offlineQueues(userId)) await queue.show(queryClient, userId);
}

export async function flushOfflineQueues(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all((await offlineQueues(userId)).map((queue) => queue.flush(queryClient, userId)));
}
