/**
 * Sign-in and sign-out news between tabs of this browser. The session cookie is shared by every
 * tab, but a tab only learns that it changed when told: BroadcastChannel where it exists, else
 * the `storage` event (fired in the other tabs when one writes localStorage).
 * A tab never hears its own messages.
 */
export type AuthEventType = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED';
export interface AuthEvent {
  type: AuthEventType;
  at: number;
}

export const AUTH_CHANNEL_NAME = 'holdfast-auth';
/** localStorage key for the fallback; holds the last event only (no token, no user data). */
export const AUTH_STORAGE_KEY = 'holdfast-auth-event';

const TYPES: readonly AuthEventType[] = ['SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED'];
const isAuthEvent = (v: unknown): v is AuthEvent =>
  typeof v === 'object' &&
  v !== null &&
  TYPES.includes((v as AuthEvent).type) &&
  typeof (v as AuthEvent).at === 'number';

let channel: BroadcastChannel | null | undefined;
function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL_NAME) : null;
  }
  return channel;
}

type Listener = (event: AuthEvent) => void;
const listeners = new Set<Listener>();
let detach: (() => void) | null = null;

function dispatch(data: unknown) {
  if (!isAuthEvent(data)) return;
  for (const l of listeners) l(data);
}

function attach() {
  const ch = getChannel();
  if (ch) {
    const onMessage = (e: MessageEvent) => dispatch(e.data);
    ch.addEventListener('message', onMessage);
    return () => ch.removeEventListener('message', onMessage);
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== AUTH_STORAGE_KEY || !e.newValue) return;
    try {
      dispatch(JSON.parse(e.newValue));
    } catch {
      // Someone else's junk under our key: ignore.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Tell the other tabs. */
export function broadcastAuthEvent(type: AuthEventType) {
  const event: AuthEvent = { type, at: Date.now() };
  const ch = getChannel();
  if (ch) {
    ch.postMessage(event);
    return;
  }
  try {
    // A new value each time (`at`), so the storage event fires even for a repeated type.
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(event));
  } catch {
    // Storage disabled (private mode quotas): the other tabs learn on their next request.
  }
}

/** Listen to the other tabs; returns the unsubscribe function. */
export function subscribeToAuthEvents(listener: Listener): () => void {
  listeners.add(listener);
  detach ??= attach();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && detach) {
      detach();
      detach = null;
    }
  };
}

/** For tests: forget the channel so the next use opens a fresh one. */
export function resetAuthEventsForTests() {
  detach?.();
  detach = null;
  listeners.clear();
  channel?.close();
  channel = undefined;
}
