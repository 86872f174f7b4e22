import { lazy, Suspense, useEffect } from 'react';
import { OfflineBanner } from '@web/components/offline-banner';
import { AuthDialogs } from '@web/features/auth/components/auth-dialogs';
import { useSession } from '@web/lib/auth/session';
import { useAuthSync } from '@web/lib/auth/use-auth-sync';
import { useConfig } from '@web/lib/config';
import { showPendingFlash } from '@web/lib/flash';
import { useOfflineCopies } from '@web/lib/offline/use-offline-copies';
import { Outlet, ScrollRestoration } from '@web/lib/router';
import { PageSpinner } from './page-spinner';

// Shown only when another account's changes wait on this device: its own chunk (with the alert
// dialog primitives), not in every page's first JavaScript (issue 41).
const UnsentChangesDialog = lazy(() =>
  import('@web/components/unsent-changes-dialog').then((m) => ({ default: m.UnsentChangesDialog })),
);

export function RootLayout() {
  useAuthSync();
  const user = useSession().data?.user;
  const userId = user?.id;
  // With mail on, an unconfirmed account reaches none of its data (decision 284): nothing to keep
  // or fetch for offline use until it is confirmed (while the config is unknown, nothing either).
  const mailOff = useConfig().data?.mailEnabled === false;
  const keptUserId = user && (user.emailVerified || mailOff) ? user.id : undefined;
  // Another account's changes queued offline: asked about before anything of this user is kept.
  const othersUnsent = useOfflineCopies(keptUserId);
  useEffect(() => {
    // A toast raised just before a full page load (sign-out) shows here, after it.
    showPendingFlash();
  }, []);
  return (
    <>
      {/* Offline, a signed-in user is told their pages show the data saved on the device. */}
      {userId ? <OfflineBanner /> : null}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AuthDialogs />
      {othersUnsent ? (
        <Suspense fallback={null}>
          <UnsentChangesDialog unsent={othersUnsent} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
