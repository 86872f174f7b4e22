import { lazy, Suspense } from 'react';
import { Button } from '@web/components/ui/button';
import { WarningBanner } from '@web/components/warning-banner';
import { deniedFromOf } from '@web/lib/auth/auth-return';
import { useSession } from '@web/lib/auth/session';
import { useConfig } from '@web/lib/config';
import { Navigate, Outlet, useLocation } from '@web/lib/router';
import { AppShellSkeleton } from './app-shell-skeleton';
import { PageSpinner } from './page-spinner';

// Only an unconfirmed account sees it: its own chunk (with the resend button and its tooltip),
// not in every signed-in page's first JavaScript (issue 41).
const CheckYourEmail = lazy(() => import('./check-your-email').then((m) => ({ default: m.CheckYourEmail })));

/** The session could not be checked (API unreachable): say so, never guess either way. */
function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-xs tracking-[0.3em] text-primary uppercase">Comms down</p>
      <h1 className="text-2xl font-bold">Could not check your session</h1>
      <p className="max-w-md text-muted-foreground">Check your connection and try again.</p>
      <Button variant="tactical" onClick={onRetry}>
        Try Again
      </Button>
    </main>
  );
}

/**
 * Layout route for session-only pages. Nothing private renders until the session is known:
 * the app shell's skeleton meanwhile, then the page, / (no session) or /complete-profile (no profile yet).
 */
export function RequireSession({ profileOptional = false }: { profileOptional?: boolean }) {
  const session = useSession();
  const config = useConfig();
  const { pathname } = useLocation();
  if (session.isPending) return <AppShellSkeleton label="Checking clearance…" />;
  if (!session.data) return <SessionUnavailable onRetry={() => void session.refetch()} />;
  // The landing tells the visitor why they are back (features/landing ClearanceNotice).
  if (!session.data.user) return <Navigate to="/" replace state={{ deniedFrom: pathname }} />;
  // Without mail no address can be confirmed: accounts work unconfirmed (decision 0262).
  if (!session.data.user.emailVerified && config.data?.mailEnabled === true) {
    return (
      <Suspense fallback={<AppShellSkeleton label="Checking clearance…" />}>
        <CheckYourEmail email={session.data.user.email} onRefresh={() => void session.refetch()} />
      </Suspense>
    );
  }
  if (!session.data.profile && !profileOptional) return <Navigate to="/complete-profile" replace />;
  return (
    <>
      {/* Official warnings for the household's places (issue 38): above every signed-in page. */}
      {session.data.profile ? <WarningBanner /> : null}
      <Outlet />
    </>
  );
}

/**
 * Layout route for the landing page: signed-in users belong on /dashboard, or back on the
 * signed-in page that sent them here.
 */
export function GuestOnly() {
  const session = useSession();
  const { state } = useLocation();
  if (session.isPending) return <PageSpinner label="Checking clearance…" />;
  // If the check failed the page is still public: show it.
  if (session.data?.user) return <Navigate to={deniedFromOf(state) ?? '/dashboard'} replace />;
  return <Outlet />;
}
