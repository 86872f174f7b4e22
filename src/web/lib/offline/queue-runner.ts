import type { QueryClient } from '@tanstack/react-query';
import { registeredQueues, type OfflineQueue } from './queues';
import { read } from './store';

/*
 * Showing and sending the registered queues (queues.ts). Apart from the registry because the
 * registry is on every first paint (app/offline-queues.ts registers the queues) while this reads
 * the device's store, which loads after render with the offline copies (persist.ts, device.ts;
 * decision 0308).
 */

/**
 * The registered queues holding something of `userId`'s, loaded; the others are not loaded (show
 * and flush would do nothing for them). One whose code cannot be loaded is left out (and logged).
 */
export async function offlineQueues(userId: string): Promise<OfflineQueue[]> {
  const loaded = await Promise.all(
    [...registeredQueues()].map(async ([record, load]) => {
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
