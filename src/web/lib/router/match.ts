import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

/** A route as the app declares it (the shape React Router's data routers take, the part the app uses). */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Loads the rest of the route (its page's chunk); the result is merged into the route. */
  lazy?: () => Promise<Omit<RouteObject, 'lazy' | 'children' | 'path'>>;
  /** Runs before the route renders; a returned `redirect()` sends the navigation elsewhere. */
  loader?: (args: { request: Request; params: Params }) => unknown;
  ErrorBoundary?: ComponentType | null;
  /** Shown (in place of the route) until the first location's lazy routes have loaded. */
  HydrateFallback?: ComponentType | null;
  children?: RouteObject[];
}

/** The router's copy of a route: `lazy`'s result is merged into it, not into the app's object. */
export interface RouteRecord extends Omit<RouteObject, 'children'> {
  /** The full pattern, from the root (undefined for a layout route without a path). */
  fullPath?: string;
  children: RouteRecord[];
  /** The pending or settled load of `lazy`; undefined until asked for, null when there is none. */
  loading?: Promise<void> | null;
  loaded: boolean;
}

export interface RouteMatch {
  route: RouteRecord;
  params: Params;
}

const joinPaths = (parent: string | undefined, path: string) =>
  path.startsWith('/') ? path : `${(parent ?? '').replace(/\/+$/, '')}/${path}`;

export function toRecords(routes: readonly RouteObject[], parentPath?: string): RouteRecord[] {
  return routes.map(({ children = [], ...route }) => {
    const fullPath = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    return { ...route, fullPath, children: toRecords(children, fullPath), loaded: !route.lazy };
  });
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** React Router's ranking: static 10, dynamic 3, splat -2, plus one per segment; ties keep the table's order. */
function score(pattern: string): number {
  const segments = segmentsOf(pattern);
  let total = segments.length;
  for (const s of segments) total += s === '*' ? -2 : s.startsWith(':') ? 3 : 10;
  if (segments.length === 0) total += 1;
  return total;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchPattern(pattern: string, pathname: string): Params | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '*') {
      params['*'] = have.slice(i).map(decode).join('/');
      return params;
    }
    const h = have[i];
    if (h === undefined) return null;
    if (w.startsWith(':')) params[w.slice(1)] = decode(h);
    else if (w.toLowerCase() !== decode(h).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

interface Branch {
  chain: RouteRecord[];
  pattern: string;
  score: number;
  order: number;
}

function branchesOf(records: RouteRecord[], parents: RouteRecord[] = [], out: Branch[] = []): Branch[] {
  for (const record of records) {
    const chain = [...parents, record];
    branchesOf(record.children, chain, out);
    // A route without a path never matches by itself: it is a layout for its children.
    if (record.path !== undefined) {
      out.push({ chain, pattern: record.fullPath!, score: score(record.fullPath!), order: out.length });
    }
  }
  return out;
}

/** The routes (root first) that render `pathname`, or null when none does. */
export function matchRoutes(records: RouteRecord[], pathname: string): RouteMatch[] | null {
  // By score; on a tie, children before their parent, then the table's order.
  const branches = branchesOf(records).sort((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of branches) {
    const params = matchPattern(branch.pattern, pathname);
    if (params) return branch.chain.map((route) => ({ route, params }));
  }
  return null;
}
