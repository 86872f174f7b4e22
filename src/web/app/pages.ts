import type { ComponentType } from 'react';
import { isRedirect, NOT_FOUND_PAGE, routeTable } from './route-table';

export type PageModule = { Component: ComponentType };
const pages = import.meta.glob<PageModule>('../features/**/*-page.tsx');

/** The loader of a page's chunk (`features/<page>.tsx`), as the router's lazy routes use it. */
export function lazyPage(page: string): () => Promise<PageModule> {
  const load = pages[`../features/${page}.tsx`];
  if (!load) throw new Error(`Route table names a page that does not exist: features/${page}.tsx`);
  return load;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Start loading the chunk of the page at `pathname` (issue 19). The router asks for it only once
 * the app's code has run; asked from the entry, it downloads beside that code. The match is
 * the router's for these paths (static segments, case-insensitive, and `:param` segments); a
 * path it does not know loads nothing here (the router still loads what it needs).
 */
export function preloadPage(pathname: string): void {
  const wanted = segments(pathname).map((s) => s.toLowerCase());
  const entry = routeTable.find((e) => {
    const parts = segments(e.path);
    return parts.length === wanted.length && parts.every((p, i) => p.startsWith(':') || p.toLowerCase() === wanted[i]);
  });
  if (!entry || isRedirect(entry) || (entry.devOnly && !import.meta.env.DEV)) return;
  lazyPage(entry.page ?? NOT_FOUND_PAGE)().catch(() => undefined);
}
