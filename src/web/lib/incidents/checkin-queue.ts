/**
 * Check-ins made offline (issue 37, decision 277): "I'm safe" with no network is kept on the
 * device (store.ts `checkins`, the user's id on it), shown as "Queued — will send when you are back
 * online", and sent when the connection is back (lib/offline/queues.ts; app/offline-queues.ts
 * registers it) with the id the device made, so a check-in sent twice is stored once. One that can
 * no longer be stored (the emergency ended meanwhile) is dropped and said so.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toast';
import { CLIENT_ERROR_CODES, expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import type { OfflineQueue } from '@web/lib/offline/queues';
import type { QueuedCheckin } from '@web/lib/offline/store';
import { unsentChangesQueryKey } from '@web/lib/offline/use-unsent-changes';
import { onUnauthorized } from '@web/lib/query-client';
import { incidentsQueryKey } from './incident-query';
import { postCheckin } from './incidents-api';

const LOCK_NAME = 'holdfast-checkin-queue';

/** Not an offline query (it is the device's own answer, read from the queue itself). */
export const queuedCheckinsQueryKey = ['device', 'queued-checkins'] as const;

const store = () => import('@web/lib/offline/device');

/** The check-ins `userId` made offline on this device and that are not sent yet, oldest first. */
export async function queuedCheckins(userId: string): Promise<QueuedCheckin[]> {
  if (typeof indexedDB === 'undefined') return [];
  const queue = await (await store()).read('checkins');
  return queue?.userId === userId ? queue.checkins : [];
}

function refreshQueued(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queuedCheckinsQueryKey });
  void queryClient.invalidateQueries({ queryKey: unsentChangesQueryKey });
}

/** Keep `checkin` on the device for `userId` until it can be sent. */
export async function queueCheckin(queryClient: QueryClient, userId: string, checkin: QueuedCheckin): Promise<void> {
  const { update } = await store();
  // One transaction: a check-in queued meanwhile in another tab is kept.
  await update('checkins', (stored) => {
    const mine = stored?.userId === userId ? stored.checkins : [];
    return { userId, checkins: [...mine.filter((c) => c.checkin.id !== checkin.checkin.id), checkin] };
  });
  refreshQueued(queryClient);
}

let running: Promise<void> | undefined;

/** Send what is queued (one run at a time per tab, and across tabs by a Web Lock). */
export function flushCheckinQueue(queryClient: QueryClient, userId: string): Promise<void> {
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
  const pending = await queuedCheckins(userId);
  if (pending.length === 0) return;
  const done = new Set<string>();
  const dropped: Array<{ checkin: QueuedCheckin; reason: string }> = [];
  for (const queued of pending) {
    try {
      await postCheckin(queued.incidentId, queued.checkin);
      done.add(queued.checkin.id);
    } catch (err) {
      // No connection after all: the rest waits for the next time.
      if (isApiError(err, CLIENT_ERROR_CODES.network)) break;
      // The session ended: the queue stays for this user's next sign-in here (decision 237).
      if (isSessionExpired(err)) {
        onUnauthorized(queryClient, 'Please sign in again: your check-in is kept on this device until you do.');
        break;
      }
      // Refused (the emergency ended, or it is no longer this household's): sending again won't help.
      console.error('Queued check-in refused', err);
      done.add(queued.checkin.id);
      dropped.push({ checkin: queued, reason: expectedErrorMessage(err) ?? 'It could not be saved.' });
    }
  }
  if (done.size > 0) {
    const { update } = await store();
    // Check-ins queued while these were sending stay queued.
    await update('checkins', (now) => {
      const left = now?.userId === userId ? now.checkins.filter((c) => !done.has(c.checkin.id)) : [];
      return left.length ? { userId, checkins: left } : undefined;
    });
  }
  refreshQueued(queryClient);
  void queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
  const sent = done.size - dropped.length;
  if (sent > 0) {
    toast.success(
      sent === 1 ? 'Check-in sent' : `${sent} check-ins sent`,
      'Made while you were offline, now shared with your household.',
    );
  }
  for (const { checkin, reason } of dropped) {
    toast.error(
      'Check-in not sent',
      `Your check-in for ${checkin.subjectLabel === 'you' ? 'yourself' : checkin.subjectLabel} was not saved: ${reason}`,
    );
  }
}

/** The check-in queue as the offline copies see it. */
export const checkinQueue: OfflineQueue = {
  show: async (queryClient) => refreshQueued(queryClient),
  flush: flushCheckinQueue,
};
