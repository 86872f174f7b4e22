/**
 * The browser end of GET /api/realtime (server-sent events). One EventSource per tab, shared by
 * every component that listens: it opens when the first listener subscribes and closes when the
 * last one leaves, so leaving a live page closes its channel.
 *
 * Reconnecting is ours, not the browser's: on any error the EventSource is closed and a new one
 * opened after an exponential backoff with jitter (1 s doubling to a 30 s cap), reset once the
 * server says `ready`. Changes may have been missed while the stream was down, so the first
 * `ready` after a drop (or after the viewer changed) is passed on as a resync.
 */
import { REALTIME_EVENT, REALTIME_OPS, REALTIME_TABLES, type RealtimeEvent } from '@shared/realtime';

/**
 * `ready`: a stream opened for the first time, at `at` (Date.now()): what was read before then
 * may have missed a change made between the read and the stream's start (a resync covers a
 * reopened stream).
 */
export type RealtimeMessage =
  { type: 'change'; event: RealtimeEvent } | { type: 'resync' } | { type: 'ready'; at: number };
export type RealtimeListener = (message: RealtimeMessage) => void;

/** The part of EventSource this client uses (a fake stands in for it in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike | null;

export const REALTIME_URL = '/api/realtime';
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s... capped at 30 s, then
 * "equal jitter" (a random point in the upper half) so tabs that lost the server together do not
 * all come back in the same millisecond.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const defaultFactory: EventSourceFactory = (url) =>
  // Same origin, so the session cookie goes along. Without EventSource (old browser, jsdom) the
  // page still works; it just is not live.
  typeof EventSource === 'function' ? new EventSource(url) : null;

function parseChange(data: string): RealtimeEvent | null {
  try {
    const value = JSON.parse(data) as Partial<RealtimeEvent>;
    if (
      (REALTIME_TABLES as readonly unknown[]).includes(value.table) &&
      (REALTIME_OPS as readonly unknown[]).includes(value.op) &&
      (typeof value.id === 'string' || value.id === null)
    ) {
      return { table: value.table!, op: value.op!, id: value.id };
    }
  } catch {
    // Not JSON: ignored like any unknown message.
  }
  return null;
}

export interface RealtimeClientOptions {
  url?: string;
  createEventSource?: EventSourceFactory;
  random?: () => number;
}

export interface RealtimeClient {
  /** Listen to changes; the stream is open while anyone listens. Returns the unsubscribe. */
  subscribe(listener: RealtimeListener): () => void;
  /**
   * Who the page is signed in as (null for a visitor). The server filters the stream by the
   * session it saw when the stream opened, so a different viewer reopens it.
   */
  setViewer(viewerId: string | null): void;
  /** For tests and diagnostics. */
  readonly state: { open: boolean; reconnectPending: boolean; attempt: number; listeners: number };
}

export function createRealtimeClient({
  url = REALTIME_URL,
  createEventSource = defaultFactory,
  random = Math.random,
}: RealtimeClientOptions = {}): RealtimeClient {
  const listeners = new Set<RealtimeListener>();
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let viewer: string | null | undefined;
  /** Set when the stream dropped or was reopened: the next `ready` becomes a resync. */
  let missedChanges = false;

  const emit = (message: RealtimeMessage) => {
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (err) {
        console.error('Realtime listener failed', err);
      }
    }
  };

  function open() {
    if (source || retryTimer || listeners.size === 0) return;
    const es = createEventSource(url);
    if (!es) return;
    source = es;
    // Events from a source we already closed (a late dispatch) are ignored.
    const current = () => source === es;
    es.addEventListener(REALTIME_EVENT.ready, () => {
      if (!current()) return;
      attempt = 0;
      if (missedChanges) {
        missedChanges = false;
        emit({ type: 'resync' });
      } else emit({ type: 'ready', at: Date.now() });
    });
    es.addEventListener(REALTIME_EVENT.change, (e) => {
      if (!current()) return;
      const event = parseChange(e.data);
      if (event) emit({ type: 'change', event });
    });
    es.addEventListener(REALTIME_EVENT.resync, () => {
      if (current()) emit({ type: 'resync' });
    });
    es.addEventListener('error', () => {
      if (!current()) return;
      es.close();
      source = null;
      missedChanges = true;
      const delay = backoffDelay(attempt, random);
      attempt += 1;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        open();
      }, delay);
    });
  }

  function close() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    source?.close();
    source = null;
    attempt = 0;
    missedChanges = false;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      open();
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) close();
      };
    },
    setViewer(viewerId) {
      const previous = viewer;
      viewer = viewerId;
      if (previous === undefined || previous === viewerId) return;
      if (!source && !retryTimer) return;
      close();
      missedChanges = true;
      open();
    },
    get state() {
      return { open: source !== null, reconnectPending: retryTimer !== null, attempt, listeners: listeners.size };
    },
  };
}

/** The tab's one client. */
export const realtime: RealtimeClient = createRealtimeClient();
