import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';

// Its own chunk, with sonner: not in the first paint of any route (components/ui/toast.ts).
const Toaster = lazy(() => import('@web/components/ui/sonner').then((m) => ({ default: m.Toaster })));

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
