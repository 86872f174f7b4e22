/**
 * The signed-in user's data kept on the device (IndexedDB database `holdfast-offline`, one
 * key-value store). Two records, each stamped with the user it belongs to:
 * - `snapshot`: the dehydrated query cache (profile, stats, supplies, plans, kits) and when it
 *   was saved;
 * - `queue`: supply quantities changed offline, waiting to be sent.
 * Plus the Cache Storage cache FILES_CACHE (kit and profile pictures the user has seen) and a
 * localStorage marker with the user id, so the entry code can tell cheaply whether anything
 * is kept at all. Everything goes on sign-out and whenever another user (or nobody) is found
 * signed in (decision 081). Every operation runs in order, one after the other.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { OFFLINE_USER_KEY, offlineUser } from './marker';

export const OFFLINE_DB_NAME = 'holdfast-offline';
const STORE = 'kv';
/** Written by the service worker's /api/files route (vite.config.ts); deleted here. */
export const FILES_CACHE = 'holdfast-user-files';

export interface Snapshot {
  userId: string;
  /** Date.now() when written. */
  savedAt: number;
  /** The build that wrote it: data shapes may change between versions. */
  buster: string;
  state: DehydratedState;
}

export interface QueuedChange {
  id: string;
  /** The quantity the user wants. */
  currentQuantity: number;
  /** The row as the user last saw it from the server: a different updatedAt now is a conflict. */
  baseUpdatedAt: string;
  name: string;
}

export interface ResourceQueue {
  userId: string;
  changes: QueuedChange[];
}

interface Records {
  snapshot: Snapshot;
  queue: ResourceQueue;
}
type Key = keyof Records;

let dbPromise: Promise<IDBDatabase> | undefined;
function openDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(OFFLINE_DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => {
      const db = req.result;
      // Another tab deleting or upgrading the database: let it, open again next time.
      db.onversionchange = () => {
        db.close();
        dbPromise = undefined;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  });
  dbPromise.catch(() => (dbPromise = undefined));
  return dbPromise;
}

function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        let result: T;
        const req = body(tx.objectStore(STORE));
        if (req) req.onsuccess = () => (result = req.result);
        tx.oncomplete = () => resolve(result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

/** One operation at a time, in the order asked (a clear can never overtake an earlier write). */
let chain: Promise<unknown> = Promise.resolve();
function inOrder<T>(op: () => Promise<T>): Promise<T> {
  const next = chain.then(op, op);
  chain = next.catch(() => undefined);
  return next;
}

/** Set by clearOfflineData: nothing more is written by this page (it is about to leave). */
let sealed = false;

export function read<K extends Key>(key: K): Promise<Records[K] | undefined> {
  return inOrder(() =>
    run<Records[K] | undefined>('readonly', (s) => s.get(key) as IDBRequest<Records[K] | undefined>),
  );
}

export function write<K extends Key>(key: K, value: Records[K]): Promise<void> {
  return inOrder(async () => {
    if (sealed) return;
    await run('readwrite', (s) => void s.put(value, key));
    localStorage.setItem(OFFLINE_USER_KEY, value.userId);
  });
}

export function remove(key: Key): Promise<void> {
  return inOrder(() => run('readwrite', (s) => void s.delete(key)));
}

async function deleteFiles() {
  if (typeof caches !== 'undefined') await caches.delete(FILES_CACHE);
}

/**
 * Keep only `userId`'s data (null: keep nothing). Checks the records themselves, so a clear
 * asked for a user that is already the one stored does nothing.
 */
export function forgetAllExcept(userId: string | null): Promise<void> {
  return inOrder(async () => {
    const keepFiles = userId !== null && offlineUser() === userId;
    await run('readwrite', (s) => {
      const cursor = s.openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) return;
        if ((c.value as { userId?: unknown } | undefined)?.userId !== userId) c.delete();
        c.continue();
      };
    });
    if (!keepFiles) {
      await deleteFiles();
      // The next write of `userId`'s data sets it again.
      localStorage.removeItem(OFFLINE_USER_KEY);
    }
  });
}

/** Sign-out: everything goes, and this page writes nothing more. */
export function clearOfflineData(): Promise<void> {
  sealed = true;
  return forgetAllExcept(null);
}
