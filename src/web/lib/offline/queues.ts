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

const loaders = new Set<() => Promise<OfflineQueue>>();

/** A queue, loaded when the offline copies first need it (it stays out of the first load). */
export function registerOfflineQueue(load: () => Promise<OfflineQueue>): void {
  loaders.add(load);
}

/** The registered queues; one whose code cannot be loaded is left out (and logged). */
export async function offlineQueues(): Promise<OfflineQueue[]> {
  const loaded = await Promise.all(
    [...loaders].map((load) =>
      load().catch((err: unknown) => {
        console.error('Offline queue not loaded', err);
        return undefined;
      }),
    ),
  );
  return loaded.filter((queue) => queue !== undefined);
}

export async function showOfflineQueues(queryClient: QueryClient, userId: string): Promise<void> {
  for (const queue of await offlineQueues()) await queue.show(queryClient, userId);
}

export async function flushOfflineQueues(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all((await offlineQueues()).map((queue) => queue.flush(queryClient, userId)));
}
