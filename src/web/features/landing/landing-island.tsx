import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useMemo, type MouseEvent } from 'react';
import { Toaster } from '@web/components/ui/toaster';
import { useOpenAuthDialog } from '@web/lib/auth/auth-dialogs';
import { useFollowAuthEvents } from '@web/lib/auth/follow-auth-events';
import { useSession } from '@web/lib/auth/session';
import { LandingLinkProvider, type LandingLinkProps } from './components/landing-link';
import { LandingView } from './landing-view';

/**
 * The landing as the build prerenders it and the browser hydrates it (decision 170): the page
 * alone, without the app's router, route table, guards or other pages. Whatever the landing
 * cannot do by itself calls `handOver`, which loads the whole app and gives it the page:
 * - a link followed: the app opens at that address (as a client-side navigation did);
 * - an account dialog opened (JOIN SQUAD, ACCESS COMMAND CENTER): the app opens the dialog;
 * - a signed-in visitor (the session check names a user): the app sends them to /dashboard, as
 *   its guest guard always did.
 */
export type HandOver = (to: string | null, options?: { replace?: boolean }) => void;

const plainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey && !e.defaultPrevented;

function handOverLink(handOver: HandOver) {
  return function HandOverLink({ to, onClick, ...rest }: LandingLinkProps) {
    return (
      <a
        href={to}
        onClick={(e) => {
          onClick?.(e);
          if (!plainClick(e) || (rest.target && rest.target !== '_self')) return;
          e.preventDefault();
          // "/" is this page: nothing to load.
          if (to !== '/') handOver(to);
        }}
        {...rest}
      />
    );
  };
}

function HandOverWhenNeeded({ handOver }: { handOver: HandOver }) {
  useFollowAuthEvents('/');
  const signedIn = Boolean(useSession().data?.user);
  const dialog = useOpenAuthDialog();
  useEffect(() => {
    if (signedIn) handOver('/dashboard', { replace: true });
    else if (dialog) handOver(null);
  }, [signedIn, dialog, handOver]);
  return null;
}

/** Runs `onHydrated` once the page above it has committed (hydrated, in the browser). */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function LandingIsland({
  queryClient,
  handOver,
  onHydrated,
}: {
  queryClient: QueryClient;
  handOver: HandOver;
  /** Called (maybe more than once) when the hydration has committed: held clicks can be replayed. */
  onHydrated?: () => void;
}) {
  const link = useMemo(() => handOverLink(handOver), [handOver]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LandingLinkProvider value={link}>
          <LandingView />
          <HandOverWhenNeeded handOver={handOver} />
          <Toaster />
          <Hydrated onHydrated={onHydrated} />
        </LandingLinkProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
