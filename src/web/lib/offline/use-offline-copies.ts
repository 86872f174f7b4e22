import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { unsentOfflineChanges } from './forget';

/** Changes another user queued offline on this device, found when `userId` signed in. */
export interface OthersUnsentChanges {
  /** The user now signed in. */
  userId: string;
  count: number;
  /** How many of them are emergency check-ins. */
  checkins?: number;
  /** "Continue": the changes are dropped and `userId`'s offline copies start. */
  discard: () => Promise<void>;
}

/**
 * While a user is signed in, their data is kept on the device for offline use and their queued
 * supply edits are sent when the connection is back (decision 081). Mounted once, in the root
 * layout: plan and kit pages are public routes, not under the session guard.
 *
 * Changes another user queued offline and has not sent are never dropped unasked (decision 238):
 * until the signed-in user decides (the answer, non-null, is what the app asks about), nothing of
 * theirs is kept, so the device holds only the other user's queue.
 */
export function useOfflineCopies(userId: string | undefined): OthersUnsentChanges | null {
  const queryClient = useQueryClient();
  const [others, setOthers] = useState<{ userId: string; count: number; checkins?: number } | null>(null);
  const start = useCallback(
    (id: string) => import('./device').then((m) => m.startOfflineSync(queryClient, id)),
    [queryClient],
  );
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    let live = true;
    void (async () => {
      const unsent = await unsentOfflineChanges().catch((err: unknown) => {
        console.error('Offline queue not read', err);
        return undefined;
      });
      if (!live) return;
      if (unsent && unsent.userId !== userId) setOthers({ userId, count: unsent.count, checkins: unsent.checkins });
      else await start(userId);
    })();
    return () => {
      live = false;
      // Signed out or another user: this user's sync stops; a sign-in again starts it and sends the queue.
      void import('./device').then((m) => m.stopOfflineSync(queryClient, userId));
    };
  }, [queryClient, start, userId]);
  const discard = useCallback(async () => {
    if (!others) return;
    const { discardQueue } = await import('./device');
    await discardQueue();
    setOthers(null);
    await start(others.userId);
  }, [others, start]);
  return others && others.userId === userId ? { ...others, discard } : null;
}
