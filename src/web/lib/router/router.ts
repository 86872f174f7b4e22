import {
  createBrowserHistory,
  createLocation,
  createMemoryHistory,
  parsePath,
  type History,
  type HistoryAction,
  type Location,
  type Path,
  type To,
} from './history';
import { matchRoutes, toRecords, type RouteMatch, type RouteObject, type RouteRecord } from './match';

/** A response a route answered with instead of a page (React Router's ErrorResponse shape). */
export interface ErrorResponse {
  status: number;
  statusText: string;
  internal: boolean;
  data: unknown;
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  const e = error as Partial<ErrorResponse> | null;
  return (
    e != null &&
    typeof e.status === 'number' &&
    typeof e.statusText === 'string' &&
    typeof e.internal === 'boolean' &&
    'data' in e
  );
}

/** What a redirect route's loader returns: the navigation goes on to `to`, in place of its own location. */
export function redirect(to: string, status = 302): Response {
  return new Response(null, { status, headers: { Location: to } });
}

export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  location?: Location;
  proceed?: () => void;
  reset?: () => void;
}
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

export const IDLE_BLOCKER: Blocker = { state: 'unblocked' };

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** True once the first location's lazy routes have loaded (or failed). */
  initialized: boolean;
  /** A failed lazy import, loader or unmatched path, at the index of the route it belongs to. */
  error: { index: number; error: unknown } | null;
  /** The blocker holding a navigation (one at a time), and its key. */
  blocker: Blocker;
  blockerKey: string | null;
  /** The navigation asked to keep the scroll position (a filter changed in place). */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface DataRouter {
  readonly state: RouterState;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Registers the blocker `key` (useBlocker); the function is read at each navigation. */
  getBlocker(key: string, fn: () => BlockerFunction): () => void;
  /** Called just before the location changes (ScrollRestoration saves the position). */
  beforeCommit(listener: (from: Location) => void): () => void;
  dispose(): void;
}

/** Resolves `to` against the current location: an absolute path, "." (this page), or a search/hash only. */
export function resolveTo(to: To, from: Path): Partial<Path> {
  const path = typeof to === 'string' ? parsePath(to) : to;
  const pathname = path.pathname;
  if (pathname === undefined) return { pathname: from.pathname, search: path.search ?? '', hash: path.hash ?? '' };
  if (pathname === '.') return { ...path, pathname: from.pathname };
  if (!pathname.startsWith('/')) throw new Error(`Relative paths are not supported: "${pathname}"`);
  return path;
}

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location');

async function toRouteError(error: unknown): Promise<unknown> {
  if (!(error instanceof Response)) return error;
  const data: unknown = await error.text().catch(() => null);
  return { status: error.status, statusText: error.statusText, internal: false, data } satisfies ErrorResponse;
}

function loadLazy(route: RouteRecord): Promise<void> {
  if (!route.lazy || route.loaded) return Promise.resolve();
  route.loading ??= route.lazy().then(
    (loaded) => {
      Object.assign(route, loaded);
      route.loaded = true;
    },
    (error: unknown) => {
      // Asked for again on the next navigation there (the connection may be back).
      route.loading = undefined;
      throw error;
    },
  );
  return route.loading;
}

function createRouter(routes: RouteObject[], history: History): DataRouter {
  const records = toRecords(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const commitListeners = new Set<(from: Location) => void>();
  const blockers = new Map<string, () => BlockerFunction>();
  let navigationId = 0;
  let ignoreNextPop = false;
  let index = history.index;
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: matchRoutes(records, history.location.pathname) ?? [],
    initialized: false,
    error: null,
    blocker: IDLE_BLOCKER,
    blockerKey: null,
    preventScrollReset: false,
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const setBlocker = (key: string | null, blocker: Blocker) => update({ blocker, blockerKey: key });

  /**
   * Holds a navigation: proceed() lets it go on, reset() drops it. Each acts only while this one is
   * held (a confirm dialog's Leave also closes the dialog, whose close means Stay: a reset after
   * proceed() must not stop a back/forward still on its way).
   */
  function block(key: string, location: Location, go: () => void) {
    const blocked: Blocker = {
      state: 'blocked',
      location,
      proceed: () => {
        if (state.blocker !== blocked) return;
        setBlocker(key, { state: 'proceeding', location });
        go();
      },
      reset: () => {
        if (state.blocker === blocked) setBlocker(null, IDLE_BLOCKER);
      },
    };
    setBlocker(key, blocked);
  }

  /** The first registered blocker that refuses this navigation (none while one is proceeding). */
  function blockingKey(nextLocation: Location, historyAction: HistoryAction): string | null {
    if (state.blocker.state === 'proceeding') return null;
    for (const [key, fn] of blockers) {
      if (fn()({ currentLocation: state.location, nextLocation, historyAction })) return key;
    }
    return null;
  }

  /**
   * Loads what `location` needs (lazy routes, loaders) while the current page stays, then commits:
   * `write` puts the entry in the history (nothing for a pop, which is there already).
   */
  async function load(
    location: Location,
    historyAction: HistoryAction,
    write: (location: Location) => void,
    preventScrollReset = false,
  ): Promise<void> {
    const id = ++navigationId;
    const matches = matchRoutes(records, location.pathname);
    let error: RouterState['error'] = null;
    if (!matches) {
      const notFound: ErrorResponse = {
        status: 404,
        statusText: 'Not Found',
        internal: true,
        data: `No route matches URL "${location.pathname}"`,
      };
      error = { index: 0, error: notFound };
    } else {
      // Nothing to wait for (every route loaded, no loader): the commit is synchronous, as React Router's is.
      if (matches.some((m) => !m.route.loaded)) {
        const loads = await Promise.allSettled(matches.map((m) => loadLazy(m.route)));
        if (id !== navigationId) return;
        const failed = loads.findIndex((r) => r.status === 'rejected');
        if (failed >= 0) error = { index: failed, error: (loads[failed] as PromiseRejectedResult).reason };
      }
      for (let i = 0; !error && i < matches.length; i++) {
        const { route, params } = matches[i]!;
        if (!route.loader) continue;
        try {
          const request = new Request(new URL(location.pathname + location.search, window.location.origin));
          let result = route.loader({ request, params });
          if (result instanceof Promise) result = await result;
          if (id !== navigationId) return;
          if (isRedirect(result)) {
            const target = createLocation(parsePath(result.headers.get('Location')!));
            // The redirect takes the place of the location that asked for it.
            if (historyAction === 'PUSH') return load(target, 'PUSH', history.push, preventScrollReset);
            return load(target, 'REPLACE', history.replace, preventScrollReset);
          }
        } catch (thrown) {
          error = { index: i, error: await toRouteError(thrown) };
          if (id !== navigationId) return;
        }
      }
    }
    for (const listener of commitListeners) listener(state.location);
    write(location);
    index = history.index;
    update({
      location,
      historyAction,
      // An unmatched path shows the root route's ErrorBoundary.
      matches: matches ?? records.slice(0, 1).map((route) => ({ route, params: {} })),
      initialized: true,
      error,
      blocker: IDLE_BLOCKER,
      blockerKey: null,
      preventScrollReset,
    });
  }

  async function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    const path = resolveTo(to, state.location);
    const location = createLocation(path, options.state ?? null);
    const historyAction: HistoryAction = options.replace ? 'REPLACE' : 'PUSH';
    const key = blockingKey(location, historyAction);
    if (key !== null) {
      block(key, location, () => void navigate(to, options));
      return;
    }
    await load(
      location,
      historyAction,
      historyAction === 'PUSH' ? history.push : history.replace,
      options.preventScrollReset,
    );
  }

  const stopListening = history.listen(() => {
    const location = history.location;
    const next = history.index;
    if (ignoreNextPop) {
      // The pop that undid a blocked back/forward.
      ignoreNextPop = false;
      index = next;
      return;
    }
    const delta = next !== null && index !== null ? next - index : null;
    const key = delta ? blockingKey(location, 'POP') : null;
    if (key !== null && delta) {
      ignoreNextPop = true;
      history.go(-delta);
      block(key, location, () => history.go(delta));
      return;
    }
    index = next;
    void load(location, 'POP', () => undefined);
  });

  // The first location: its lazy routes load now; `initialized` says when they have.
  void load(history.location, 'POP', () => undefined);

  return {
    get state() {
      return state;
    },
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBlocker(key, fn) {
      blockers.set(key, fn);
      return () => {
        blockers.delete(key);
        if (state.blockerKey === key) setBlocker(null, IDLE_BLOCKER);
      };
    },
    beforeCommit(listener) {
      commitListeners.add(listener);
      return () => commitListeners.delete(listener);
    },
    dispose() {
      stopListening();
      listeners.clear();
    },
  };
}

export function createBrowserRouter(routes: RouteObject[]): DataRouter {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries, initialIndex }: { initialEntries?: To[]; initialIndex?: number } = {},
): DataRouter {
  return createRouter(routes, createMemoryHistory(initialEntries, initialIndex));
}
