import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@web/lib/query-client';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Its own chunk, with sonner: not in the first paint of any route (components/ui/toast.ts).
const Toaster = lazy(() => import('@web/components/ui/sonner').then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
