import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { isRedirect, routeTable } from './route-table';

type PageModule = { Component: ComponentType };
const pages = import.meta.glob<PageModule>('../features/**/*-page.tsx');

function lazyPage(page: string): () => Promise<PageModule> {
  const load = pages[`../features/${page}.tsx`];
  if (!load) throw new Error(`Route table names a page that does not exist: features/${page}.tsx`);
  return load;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: routeTable
      .filter((entry) => isRedirect(entry) || !entry.devOnly || import.meta.env.DEV)
      .map((entry): RouteObject => {
        if (isRedirect(entry)) {
          return { path: entry.path, loader: () => redirect(entry.redirect) };
        }
        return { path: entry.path, lazy: lazyPage(entry.page) };
      }),
  },
];
