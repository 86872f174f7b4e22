import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '@web/components/offline-banner';
import { UnsentChangesDialog } from '@web/components/unsent-changes-dialog';
import { AuthDialogs } from '@web/features/auth/components/auth-dialogs';
import { useSession } from '@web/lib/auth/session';
import { useAuthSync } from '@web/lib/auth/use-auth-sync';
import { showPendingFlash } from '@web/lib/flash';
import { useOfflineCopies } from '@web/lib/offline/use-offline-copies';
import { PageSpinner } from './page-spinner';

export function RootLayout() {
  useAuthSync();
  const userId = useSession().data?.user?.id;
  // Another account's changes queued offline: asked about before anything of this user is kept.
  const othersUnsent = useOfflineCopies(userId);
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
      {othersUnsent ? <UnsentChangesDialog unsent={othersUnsent} /> : null}
      <ScrollRestoration />
    </>
  );
}
