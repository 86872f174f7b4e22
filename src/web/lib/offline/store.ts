/**
 * The signed-in user's data kept on the device (IndexedDB database `holdfast-offline`, one
 * key-value store `kv`, through idb-keyval). Two records, each stamped with the user it belongs to:
 * - `snapshot`: the dehydrated query cache (profile, stats, supplies, plans, kits) and when it
 *   was saved (written and read by TanStack's persister in persist.ts);
 * - `queue`: supply quantities changed offline, waiting to be sent, and the saves sent whose
 *   answer was not seen yet (resent with their key, decision 0276);
 * - `checkins`: emergency check-ins ("I'm safe") made offline, waiting to be sent (decision 0277).
 * Plus the Cache Storage cache FILES_CACHE (kit and profile pictures the user has seen) and a
 * localStorage marker with the user id, so the entry code can tell cheaply whether anything
 * is kept at all. The copies go on sign-out and whenever another user (or nobody) is found
 * signed in (decision 081); the queue stays until it is sent or its user, or the next user after
 * being asked, discards it (decisions 237, 238). Every operation runs in order, one after the other.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { createStore, del, delMany, entries, get, promisifyRequest, set } from 'idb-keyval';
import type { Checkin } from '@shared/incidents/schemas';
import type { BatchInput } from '@shared/resources/schemas';
import { forgetEmergencyDevice } from '@web/lib/emergency/device-keys';
import { OFFLINE_USER_KEY, offlineUser } from './marker';

export const OFFLINE_DB_NAME = 'holdfast-offline';
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
  /** The quantity the user wants (shown over the kept copy while it waits). */
  currentQuantity: number;
  /**
   * What plus and minus did, summed over the offline saves: sent as a delta so members' changes
   * add up. Absent in queues written before deltas (sent as the quantity, with the conflict rule).
   */
  delta?: number;
  /** The row as the user last saw it from the server: a different updatedAt now is a conflict. */
  baseUpdatedAt: string;
  name: string;
}

/** A batch added, changed or removed offline (the same rule per batch as per row's quantity). */
export interface QueuedBatch {
  id: string;
  resourceId: string;
  /** The batch as the user wants it, or null: removed. */
  batch: BatchInput | null;
  /** The batch as the user last saw it from the server (null: new on this device). */
  baseUpdatedAt: string | null;
  /** The supply's name, to say which one in the sync toast. */
  name: string;
}

/**
 * A save that may have reached the server (decision 0276): sent, or about to be, and its answer
 * not seen yet. It is sent again as it is, with the key it was made with, until an answer comes:
 * the server applies a key once. Nothing is ever merged into it.
 */
export interface SentSave {
  /** The save's key (a UUID), made once when the save was made. */
  key: string;
  changes: QueuedChange[];
  batches: QueuedBatch[];
}

export interface ResourceQueue {
  userId: string;
  /** Saved offline and never sent: merged per row and batch, sealed into a SentSave when sent. */
  changes: QueuedChange[];
  /** Absent in queues written before batches existed. */
  batches?: QueuedBatch[];
  /** Oldest first, all older than `changes` and `batches`; absent in queues written before keys. */
  sent?: SentSave[];
}

/** A check-in made offline: sent when the device is back online, with the same id (stored once). */
export interface QueuedCheckin {
  incidentId: string;
  checkin: Checkin;
  /** Who it is about, as the device named them when it was made (shown while it waits). */
  subjectLabel: string;
  /** When it was made on this device (ISO). */
  queuedAt: string;
}

export interface CheckinQueue {
  userId: string;
  checkins: QueuedCheckin[];
}

interface Records {
  snapshot: Snapshot;
  queue: ResourceQueue;
  checkins: CheckinQueue;
}
type Key = keyof Records;

/** The records holding a user's unsent work: they outlive the session (decision 237). */
const QUEUE_KEYS: readonly IDBValidKey[] = ['queue', 'checkins'] satisfies Key[];

/**
 * Opened on first use, at version 1 with its store created then, as every release has had it.
 * Nothing deletes or upgrades the database, so no tab ever waits on another's open connection.
 */
const kv = createStore(OFFLINE_DB_NAME, 'kv');

/** One operation at a time, in the order asked (a clear can never overtake an earlier write). */
let chain: Promise<unknown> = Promise.resolve();
function inOrder<T>(op: () => Promise<T>): Promise<T> {
  const next = chain.then(op, op);
  chain = next.catch(() => undefined);
  return next;
}

/** Set by clearOfflineData: nothing more is written by this page (it is about to leave). */
let sealed = false;

/** For tests: the next test is a new page (the web tests share one module cache). */
export function resetOfflineStoreForTests(): void {
  sealed = false;
}

export function read<K extends Key>(key: K): Promise<Records[K] | undefined> {
  return inOrder(() => get<Records[K]>(key, kv));
}

export function write<K extends Key>(key: K, value: Records[K]): Promise<void> {
  return inOrder(async () => {
    if (sealed) return;
    await set(key, value, kv);
    localStorage.setItem(OFFLINE_USER_KEY, value.userId);
  });
}

/**
 * Reads and writes a record in ONE IndexedDB transaction, so no other write (of this tab or
 * another) comes between: `change` gets what is stored and returns what to store (undefined:
 * delete it). Resolves with what was stored.
 */
export function update<K extends Key>(
  key: K,
  change: (stored: Records[K] | undefined) => Records[K] | undefined,
): Promise<Records[K] | undefined> {
  return inOrder(async () => {
    if (sealed) return get<Records[K]>(key, kv);
    let next: Records[K] | undefined;
    await kv('readwrite', (store) => {
      // Listened to before any request, so its end is heard however soon it comes.
      const done = promisifyRequest(store.transaction);
      const req = store.get(key) as IDBRequest<Records[K] | undefined>;
      const changed = new Promise<void>((resolve, reject) => {
        req.onsuccess = () => {
          try {
            next = change(req.result);
            if (next === undefined) store.delete(key);
            else store.put(next, key);
            resolve();
          } catch (err) {
            // Nothing was written: the transaction ends with the record as it was.
            reject(err);
          }
        };
        req.onerror = () => reject(req.error);
      });
      return Promise.all([done, changed]);
    });
    if (next !== undefined) localStorage.setItem(OFFLINE_USER_KEY, next.userId);
    return next;
  });
}

export function remove(key: Key): Promise<void> {
  return inOrder(() => del(key, kv));
}

async function deleteFiles() {
  if (typeof caches !== 'undefined') await caches.delete(FILES_CACHE);
}

/**
 * Keep only `userId`'s offline copies (null: nobody's). Queued changes stay whoever made them and
 * whoever signs in or out (decision 237): they are the user's unsent work, and only discardQueue
 * drops them, when the user has said so. The marker then names whoever still has data here (the
 * queue's owner when another user's copies went). Checks the records themselves, so a clear asked
 * for a user that is already the one stored does nothing.
 */
export function forgetAllExcept(userId: string | null): Promise<void> {
  return inOrder(async () => {
    const keepFiles = userId !== null && offlineUser() === userId;
    const all = await entries<IDBValidKey, { userId?: unknown } | undefined>(kv);
    const others = all
      .filter(([key, value]) => !QUEUE_KEYS.includes(key) && value?.userId !== userId)
      .map(([key]) => key);
    if (others.length) await delMany(others, kv);
    if (!keepFiles) {
      await deleteFiles();
      const queueOwner = all.find(([key]) => QUEUE_KEYS.includes(key))?.[1]?.userId;
      // Otherwise the next write of `userId`'s data sets it again.
      if (typeof queueOwner === 'string') localStorage.setItem(OFFLINE_USER_KEY, queueOwner);
      else localStorage.removeItem(OFFLINE_USER_KEY);
    }
  });
}

/**
 * How many changes a queue holds: supplies whose quantity and batches that were edited, each
 * counted once whether it waits in a save sent already, in the changes not sent yet, or both.
 */
export function queuedCount(queue: ResourceQueue | undefined): number {
  if (!queue) return 0;
  const parts = [...(queue.sent ?? []), queue];
  const rows = new Set(parts.flatMap((p) => p.changes.map((c) => c.id)));
  const batches = new Set(parts.flatMap((p) => (p.batches ?? []).map((b) => b.id)));
  return rows.size + batches.size;
}

/**
 * The queued changes waiting on this device, and whose they are; undefined when none wait.
 * `count` is every change (supplies and check-ins), `checkins` how many of them are check-ins.
 */
export async function unsentChanges(): Promise<{ userId: string; count: number; checkins?: number } | undefined> {
  const queue = await read('queue');
  const supplies = queuedCount(queue);
  const checkinQueue = await read('checkins');
  const checkins = checkinQueue?.checkins.length ?? 0;
  if (queue && supplies > 0) {
    const own = checkinQueue?.userId === queue.userId ? checkins : 0;
    return own > 0
      ? { userId: queue.userId, count: supplies + own, checkins: own }
      : { userId: queue.userId, count: supplies };
  }
  return checkinQueue && checkins > 0 ? { userId: checkinQueue.userId, count: checkins, checkins } : undefined;
}

/** The user chose to lose the queued changes (signing out with "discard", or another user's "Continue"). */
export async function discardQueue(): Promise<void> {
  await remove('queue');
  await remove('checkins');
}

/**
 * Sign-out: the offline copies go, and this page writes nothing more. The queued changes go only
 * when `keepQueue` is false; kept, they wait for their user's next sign-in on this device.
 */
export async function clearOfflineData({ keepQueue }: { keepQueue: boolean }): Promise<void> {
  sealed = true;
  forgetEmergencyDevice();
  if (!keepQueue) await discardQueue();
  await forgetAllExcept(null);
}
