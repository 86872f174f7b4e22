import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background">
      <Spinner />
    </div>
  );
}
