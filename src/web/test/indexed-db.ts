/**
 * jsdom has no IndexedDB, and no in-memory IndexedDB package is a dependency: this is the least of
 * one that idb-keyval (lib/offline/store.ts) needs, over a Map (open, one object store, get, put,
 * delete, getAll, getAllKeys; values stored as structured clones, requests answered on a later
 * microtask as a browser does). The offline rules run unchanged on it; the browser tests
 * (e2e/offline-*.e2e.ts) run the real IndexedDB.
 */
import { vi } from 'vitest';

type Handler = (() => void) | null;
interface FakeRequest<T> {
  result: T;
  error: null;
  onsuccess: Handler;
  onerror: Handler;
  oncomplete: Handler;
  onabort: Handler;
}

/** The one database's one store, shared by every test file of the worker (cleared per test). */
const records = new Map<string, unknown>();

function answer<T>(compute: () => T): FakeRequest<T> {
  const req: FakeRequest<T> = {
    result: undefined as T,
    error: null,
    onsuccess: null,
    onerror: null,
    oncomplete: null,
    onabort: null,
  };
  queueMicrotask(() => {
    req.result = compute();
    (req.onsuccess ?? req.oncomplete)?.();
  });
  return req;
}

const keyOf = (key: IDBValidKey) => String(key);

function objectStore() {
  const transaction = answer(() => undefined);
  return {
    transaction,
    get: (key: IDBValidKey) => answer(() => structuredClone(records.get(keyOf(key)))),
    put: (value: unknown, key: IDBValidKey) => {
      records.set(keyOf(key), structuredClone(value));
      return answer(() => key);
    },
    delete: (key: IDBValidKey) => {
      records.delete(keyOf(key));
      return answer(() => undefined);
    },
    getAllKeys: () => answer(() => [...records.keys()]),
    getAll: () => answer(() => [...records.values()].map((v) => structuredClone(v))),
  };
}

const database = { transaction: () => ({ objectStore }), onclose: null as Handler };
const fakeIndexedDb = { open: () => answer(() => database) };

/** IndexedDB (and Cache Storage, whose deletion is recorded) for this test; removed after it by setup.ts. */
export function installIndexedDb() {
  records.clear();
  vi.stubGlobal('indexedDB', fakeIndexedDb);
  const cachesDelete = vi.fn(async (_name: string) => true);
  vi.stubGlobal('caches', { delete: cachesDelete });
  return {
    /** What the device keeps now: key -> its user id. */
    owners: () => Object.fromEntries([...records].map(([key, value]) => [key, (value as { userId?: unknown }).userId])),
    record: (key: string) => structuredClone(records.get(key)),
    put: (key: string, value: unknown) => void records.set(key, structuredClone(value)),
    cachesDelete,
  };
}
