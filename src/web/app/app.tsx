import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { RouterProvider, type DataRouter } from '@web/lib/router';

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Part of the shell (decision 0310): a toast raised offline on a first visit needs no chunk. */}
      <Toaster />
    </QueryClientProvider>
  );
}
