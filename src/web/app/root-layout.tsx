import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogs } from '@web/features/auth/components/auth-dialogs';
import { useAuthSync } from '@web/lib/auth/use-auth-sync';
import { showPendingFlash } from '@web/lib/flash';
import { PageSpinner } from './page-spinner';

export function RootLayout() {
  useAuthSync();
  useEffect(() => {
    // A toast raised just before a full page load (sign-out) shows here, after it.
    showPendingFlash();
  }, []);
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AuthDialogs />
      <ScrollRestoration />
    </>
  );
}
