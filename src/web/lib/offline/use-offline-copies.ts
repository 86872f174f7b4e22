import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While a user is signed in, their data is kept on the device for offline use and their queued
 * supply edits are sent when the connection is back (decision 081). Mounted once, in the root
 * layout: plan and kit pages are public routes, not under the session guard.
 */
export function useOfflineCopies(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    void import('./persist').then((m) => m.startOfflineSync(queryClient, userId));
  }, [queryClient, userId]);
}
