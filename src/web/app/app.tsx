import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { ToasterWhenNeeded } from '@web/components/ui/toaster-when-needed';

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* sonner loads with the first toast, not in any route's first load (issue 41). */}
      <ToasterWhenNeeded />
    </QueryClientProvider>
  );
}
