import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { sessionQueryOptions } from '@web/lib/auth/session';
import { createQueryClient } from '@web/lib/query-client';
import { App } from './app';
import { routes } from './routes';

/** Resolves once the router has loaded the first page's lazy chunk (or failed to). */
function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export interface BootOptions {
  /** The landing's query cache (session, community stats), carried over when it hands over. */
  queryClient?: QueryClient;
  /** Runs just before the app renders, once its first page is ready (the landing unmounts). */
  beforeRender?: () => void;
}

/**
 * Start the whole app (router, every route) in `container`. What the container shows (the
 * prerendered landing, the static shell of index.html) stays on screen until the first page's
 * code and the session are there, then is replaced when React commits, so nothing blank is
 * ever painted.
 */
export async function bootApp(container: HTMLElement, options: BootOptions = {}): Promise<void> {
  const queryClient = options.queryClient ?? createQueryClient();
  // Every page asks who is signed in (guards, layout): asked now, the answer comes back while
  // the first page's code loads rather than after the page has rendered (one round trip less
  // before a signed-in page shows; the same query the guards read, fresh for its staleTime).
  // The first render waits for it too: an answer arriving in the middle of a time-sliced
  // render (below) would make React redo the whole render at once (a query is an external
  // store), and the container's static shell says "Loading…" meanwhile as the guard would.
  // prefetchQuery settles either way (a failure is the query's error state, as before).
  const session = queryClient.prefetchQuery(sessionQueryOptions);
  const router = createBrowserRouter(routes);
  await Promise.all([initialized(router), session]);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (options.beforeRender) {
    // Handing over from the hydrated landing: its root unmounts and the app renders in the same
    // task, so nothing blank is painted in between.
    options.beforeRender();
    flushSync(() => root.render(app));
    return;
  }
  // The container's static shell stays on screen until React commits (createRoot replaces the
  // container's children at commit), so the first render can be a transition: time-sliced,
  // React yields to the browser every few milliseconds instead of one long task.
  startTransition(() => root.render(app));
}
