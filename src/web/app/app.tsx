import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { loadToaster, ToasterWhenNeeded } from '@web/components/ui/toaster-when-needed';
import { preloadUnlessPrecached } from '@web/lib/offline/preload-unless-precached';
import { RouterProvider, type DataRouter } from '@web/lib/router';

// A toast raised offline on a first visit (no precache yet) still shows.
preloadUnlessPrecached(loadToaster);

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* sonner loads with the first toast, not in any route's first load (issue 41). */}
      <ToasterWhenNeeded />
    </QueryClientProvider>
  );
}
