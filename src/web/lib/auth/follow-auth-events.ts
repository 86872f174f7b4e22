import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { hardNavigate } from '@web/lib/hard-navigate';
import { forgetOfflineData } from '@web/lib/offline/forget';
import { subscribeToAuthEvents } from './auth-events';
import { sessionQueryKey, setSignedOut } from './session';

/**
 * Follow the other tabs, on the page at `pathname` (the app passes the router's; the landing,
 * which has no router, passes "/"):
 * - signed out elsewhere: a full load of / (nothing of the session stays in memory);
 * - signed in elsewhere: refetch the session. On / the guest guard then sees the user and goes
 *   to /dashboard (navigating first would meet the stale "signed out" answer and bounce back).
 */
export function useFollowAuthEvents(pathname: string) {
  const queryClient = useQueryClient();
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(
    () =>
      subscribeToAuthEvents((event) => {
        if (event.type === 'SIGNED_OUT') {
          setSignedOut(queryClient);
          // The tab that signed out has cleared the device too, and decided about the queued changes
          // (decision 238); this one only stops writing and never drops them.
          void forgetOfflineData({ keepQueue: true }).then(() => {
            if (pathRef.current !== '/') hardNavigate('/');
          });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );
}
