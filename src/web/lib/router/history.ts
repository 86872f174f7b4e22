export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export interface Location extends Path {
  state: unknown;
  /** Unique per history entry (what scroll positions are saved under). */
  key: string;
}
export type To = string | Partial<Path>;
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** Where the router keeps its entries: the browser's session history, or an array in tests. */
export interface History {
  readonly location: Location;
  /** The entry's position (null for an entry the app did not make, e.g. a plain #hash link's). */
  readonly index: number | null;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back/forward (or go()): called with the entry now current. */
  listen(listener: () => void): () => void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>) =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export function createLocation(to: Partial<Path>, state: unknown = null, key = createKey()): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(createPath(to));
  return { pathname, search, hash, state, key };
}

/**
 * history.state holds { usr, key, idx } (the shape React Router used, so entries made before this
 * router keep their state): `idx` is how far back/forward a pop went, to undo it while blocked.
 */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function createBrowserHistory(): History {
  const read = (): [Location, number | null] => {
    const entry = (window.history.state ?? {}) as EntryState;
    const { pathname, search, hash } = window.location;
    return [{ pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' }, entry.idx ?? null];
  };
  const write = (location: Location, idx: number, method: 'pushState' | 'replaceState') =>
    window.history[method](
      { usr: location.state, key: location.key, idx } satisfies EntryState,
      '',
      createPath(location),
    );
  let [location, index] = read();
  if (index === null) {
    index = 0;
    write(location, index, 'replaceState');
  }
  return {
    get location() {
      return location;
    },
    get index() {
      return index;
    },
    push(next) {
      index = (index ?? 0) + 1;
      location = next;
      try {
        write(next, index, 'pushState');
      } catch {
        // Too much state for the browser (or iOS's 100-entry limit): a full load still gets there.
        window.location.assign(createPath(next));
      }
    },
    replace(next) {
      location = next;
      write(next, index ?? 0, 'replaceState');
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        [location, index] = read();
        listener();
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** Entries in memory (tests): go() calls the listener at once, as a popstate would later. */
export function createMemoryHistory(initialEntries: readonly To[] = ['/'], initialIndex?: number): History {
  const entries = initialEntries.map((to, i) =>
    createLocation(typeof to === 'string' ? parsePath(to) : to, null, i === 0 ? 'default' : createKey()),
  );
  let index = initialIndex ?? entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return entries[index]!;
    },
    get index() {
      return index;
    },
    push(next) {
      index += 1;
      entries.splice(index, entries.length, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
