import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sessionQueryOptions } from '@web/lib/auth/session';
import { choosePageLocale, loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { nextTask } from '@web/lib/next-task';
import { createQueryClient } from '@web/lib/query-client';
import { createBrowserRouter, type DataRouter } from '@web/lib/router';
import { App } from './app';
import { messages as shell } from './messages';
import './offline-queues';
import { buildRoutes } from './routes';

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
 * code is loaded, then is replaced in the same task, so nothing blank is ever painted.
 */
export async function bootApp(container: HTMLElement, options: BootOptions = {}): Promise<void> {
  // The page's language first (decision 0332): <html lang dir>, and which catalogues load.
  setPageLocale(choosePageLocale());
  // Issue 41: the rest not in the task that evaluated the app's modules (a long one already).
  await nextTask();
  const queryClient = options.queryClient ?? createQueryClient();
  // Every page but the landing waits for the session (the route guards): ask for it now, while the
  // first page's code loads, not after (kept when the landing's cache already holds it).
  void queryClient.prefetchQuery(sessionQueryOptions);
  const router = createBrowserRouter(buildRoutes(import.meta.env.DEV, queryClient));
  // The first page's catalogues (and the shell's) load with its code; English has none to load.
  await Promise.all([initialized(router), loadAllMessages()]);
  // Issue 41: the page's chunk ran, its data was asked for (routes.tsx) and the whole first render
  // followed in microtasks of one task (45–70 ms on a repeat visit on the bench machine); the
  // render gets a task of its own. The static shell stays on screen meanwhile.
  await nextTask();
  // index.html's title is the English one.
  document.title = shell.t('appTitle');
  options.beforeRender?.();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
