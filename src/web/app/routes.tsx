import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { GuestOnly, RequireSession } from './guards';
import { PageSpinner } from './page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { isRedirect, routeTable, type PageRoute } from './route-table';

type PageModule = { Component: ComponentType };
const pages = import.meta.glob<PageModule>('../features/**/*-page.tsx');

function lazyPage(page: string): () => Promise<PageModule> {
  const load = pages[`../features/${page}.tsx`];
  if (!load) throw new Error(`Route table names a page that does not exist: features/${page}.tsx`);
  return load;
}

const pageRoute = (entry: PageRoute): RouteObject => ({
  path: entry.path,
  lazy: lazyPage(entry.page),
});

/** Builds the router's tree from the route table: each access level is a guard layout route. */
export function buildRoutes(includeDevOnly: boolean = import.meta.env.DEV): RouteObject[] {
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
    const route = pageRoute(entry);
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

export const routes: RouteObject[] = buildRoutes();
