import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

export const INVALIDATION_DEBOUNCE_MS = 300;
/** Under a steady stream of changes, refetch at least this often instead of waiting forever. */
export const INVALIDATION_MAX_WAIT_MS = 1_500;

export interface InvalidationBatcher {
  /** Queue these keys; they are invalidated together once changes pause. */
  add(keys: readonly QueryKey[]): void;
  /** Drop whatever is queued. */
  cancel(): void;
}

/**
 * Debounces invalidations: a burst of change events (a kit saved with twenty items, a seed
 * script) becomes one refetch per query, `delayMs` after the last event, and never later than
 * `maxWaitMs` after the first.
 */
export function createInvalidationBatcher(
  flush: (keys: QueryKey[]) => void,
  { delayMs = INVALIDATION_DEBOUNCE_MS, maxWaitMs = INVALIDATION_MAX_WAIT_MS } = {},
): InvalidationBatcher {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstAt = 0;

  const run = () => {
    timer = null;
    const keys = [...pending.values()];
    pending.clear();
    if (keys.length > 0) flush(keys);
  };

  return {
    add(keys) {
      if (keys.length === 0) return;
      for (const key of keys) pending.set(hashKey(key), key);
      const now = Date.now();
      if (timer === null) firstAt = now;
      else clearTimeout(timer);
      timer = setTimeout(run, Math.max(0, Math.min(delayMs, firstAt + maxWaitMs - now)));
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}

// One batcher per query client, shared by every hook on the page: two cards that both watch
// `kits` and both show community stats cause one refetch, not two.
const batchers = new WeakMap<QueryClient, InvalidationBatcher>();

export function invalidationBatcherFor(queryClient: QueryClient): InvalidationBatcher {
  let batcher = batchers.get(queryClient);
  if (!batcher) {
    batcher = createInvalidationBatcher((keys) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    });
    batchers.set(queryClient, batcher);
  }
  return batcher;
}
