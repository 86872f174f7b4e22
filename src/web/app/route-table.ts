/**
 * The route table as plain data: the router builds from it, and the build's bundle report
 * reads it to size each route's first paint. A page is `features/<page>.tsx`, a module that
 * exports `Component` (React Router's lazy-route convention), so every route is its own chunk.
 */
export interface PageRoute {
  path: string;
  page: string;
  /** Only routed by the Vite dev server (reference pages for developers). */
  devOnly?: boolean;
}
export interface RedirectRoute {
  path: string;
  redirect: string;
}
export type RouteEntry = PageRoute | RedirectRoute;

export const routeTable: readonly RouteEntry[] = [
  { path: '/', page: 'landing/landing-page' },
  // Landing-era paths (DECISIONS.md "Routes").
  { path: '/knowledge', redirect: '/knowledge-hub' },
  { path: '/tracker', redirect: '/resource-tracker' },
  { path: '/gear', redirect: '/gear-vault' },
  { path: '/ops', redirect: '/plans' },
  { path: '/design-system', page: 'design-system/design-system-page', devOnly: true },
  { path: '*', page: 'not-found/not-found-page' },
];

export const isRedirect = (r: RouteEntry): r is RedirectRoute => 'redirect' in r;
