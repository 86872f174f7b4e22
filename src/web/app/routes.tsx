import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { sessionQueryOptions } from '@web/lib/auth/session';
import { loadAllMessages } from '@web/lib/i18n/i18n';
import { redirect, type RouteObject } from '@web/lib/router';
import { GuestOnly, RequireSession } from './guards';
import { PageSpinner } from './page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { isRedirect, routeTable, type PageRoute } from './route-table';

/**
 * A page module: its Component, and optionally `prefetch`, which asks for the data the page shows
 * (the same query options its components use) as soon as its code has loaded, so the requests run
 * beside the first render instead of after it.
 */
type PageModule = { Component: ComponentType; prefetch?: (queryClient: QueryClient) => void };
const pages = import.meta.glob<PageModule>('../features/**/*-page.tsx');

function lazyPage(page: string): () => Promise<PageModule> {
  const load = pages[`../features/${page}.tsx`];
  if (!load) throw new Error(`Route table names a page that does not exist: features/${page}.tsx`);
  return load;
}

/**
 * A signed-in page's prefetch runs once the session names a user with a profile (what the route
 * guard lets through): a visitor's page asks for nothing it would be refused. The session is the
 * one already asked for (boot.tsx) or known, not asked for again.
 */
function prefetchSignedIn(queryClient: QueryClient, prefetch: (queryClient: QueryClient) => void) {
  queryClient.ensureQueryData(sessionQueryOptions).then(
    (session) => {
      if (session.user && session.profile) prefetch(queryClient);
    },
    () => undefined,
  );
}

const pageRoute = (entry: PageRoute, queryClient?: QueryClient): RouteObject => ({
  path: entry.path,
  lazy: async () => {
    const { prefetch, ...route } = await lazyPage(entry.page)();
    // The page's catalogues in the page's language (its module defined them as it loaded).
    await loadAllMessages();
    if (prefetch && queryClient && entry.access === 'session') prefetchSignedIn(queryClient, prefetch);
    return route;
  },
});

/** Builds the router's tree from the route table: each access level is a guard layout route. */
export function buildRoutes(includeDevOnly: boolean = import.meta.env.DEV, queryClient?: QueryClient): RouteObject[] {
  const children: RouteObject[] = [];
  const guest: RouteObject[] = [];
  const session: RouteObject[] = [];
  const sessionNoProfile: RouteObject[] = [];
  for (const entry of routeTable) {
    if (isRedirect(entry)) {
      children.push({ path: entry.path, loader: () => redirect(entry.redirect) });
      continue;
    }
    if (entry.devOnly && !includeDevOnly) continue;
    const route = pageRoute(entry, queryClient);
    if (entry.access === 'guest') guest.push(route);
    else if (entry.access === 'session') (entry.profileOptional ? sessionNoProfile : session).push(route);
    else children.push(route);
  }
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      // Shown while the first page's lazy chunk loads.
      HydrateFallback: PageSpinner,
      children: [
        ...children,
        { Component: GuestOnly, children: guest },
        { element: <RequireSession />, children: session },
        { element: <RequireSession profileOptional />, children: sessionNoProfile },
      ],
    },
  ];
}
