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

/** The queues registered so far, with the record each keeps its changes in (queue-runner.ts). */
export function registeredQueues(): ReadonlyMap<QueueRecord, () => Promise<OfflineQueue>> {
  return loaders;
}
