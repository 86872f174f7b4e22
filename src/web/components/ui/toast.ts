import type { ReactNode } from 'react';

/**
 * The toasts' store (decision 0310): React-free, so the landing's first script and the app share
 * it, and toasts raised before <Toaster /> (./toaster) mounts wait here and show once it has.
 */

/** How long a toast stays up. "About 4 to 5 seconds" (docs/product.md#messages-shared-by-every-screen). */
export const TOAST_DURATION_MS = 4500;

export type ToastId = string | number;
export type ToastKind = 'success' | 'error' | 'message';
export interface ShownToast {
  readonly id: ToastId;
  readonly kind: ToastKind;
  readonly title: ReactNode;
  readonly description?: ReactNode;
}
export interface ToastOptions {
  /** A toast with this id that is still up is replaced in place (its text, kind and time). */
  id?: ToastId;
}

interface Entry extends ShownToast {
  /** ms left to live; counts down only while a toaster runs the clocks. */
  left: number;
  startedAt?: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Newest first. As sonner with `visibleToasts={1}` did: the first is shown, the older ones wait
 * behind it with their clocks running and show again if it goes before them.
 */
let entries: Entry[] = [];
let snapshot: readonly ShownToast[] = [];
const subscribers = new Set<() => void>();
/** Mounted toasters that are not paused (not hovered, focused or in a hidden tab). */
let runners = 0;

function publish() {
  snapshot = entries.map(({ id, kind, title, description }) => ({ id, kind, title, description }));
  for (const subscriber of subscribers) subscriber();
}

function start(entry: Entry) {
  if (runners === 0 || entry.timer !== undefined) return;
  entry.startedAt = Date.now();
  entry.timer = setTimeout(() => remove(entry.id), Math.max(entry.left, 0));
}

function stop(entry: Entry) {
  if (entry.timer === undefined) return;
  clearTimeout(entry.timer);
  entry.timer = undefined;
  entry.left -= Date.now() - (entry.startedAt ?? Date.now());
}

function remove(id?: ToastId) {
  const gone = entries.filter((e) => id === undefined || e.id === id);
  if (!gone.length) return;
  for (const entry of gone) stop(entry);
  entries = entries.filter((e) => !gone.includes(e));
  publish();
}

/** <Toaster /> reads the toasts through these (useSyncExternalStore). */
export function subscribeToasts(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}
export const getToasts = (): readonly ShownToast[] => snapshot;

/**
 * A mounted toaster that is not paused runs the toasts' clocks until the returned function is
 * called: a toast raised before any toaster shows gets its whole 4.5 s once one does.
 */
export function runToastClocks(): () => void {
  runners++;
  for (const entry of entries) start(entry);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    runners--;
    if (runners === 0) for (const entry of entries) stop(entry);
  };
}

let sequence = 0;
const show =
  (kind: ToastKind) =>
  (title: ReactNode, description?: ReactNode, options: ToastOptions = {}): ToastId => {
    const id = options.id ?? `holdfast-toast-${++sequence}`;
    const entry: Entry = { id, kind, title, description, left: TOAST_DURATION_MS };
    const index = entries.findIndex((e) => e.id === id);
    if (index === -1) entries = [entry, ...entries];
    else {
      stop(entries[index]!);
      entries = entries.map((e, i) => (i === index ? entry : e));
    }
    start(entry);
    publish();
    return id;
  };

/**
 * The one way feature code raises a notification (rendered by <Toaster /> from ./toaster).
 * `error` is the "destructive" style (docs/product.md#messages-shared-by-every-screen).
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  message: show('message'),
  /** Without an id: every toast. */
  dismiss: (id?: ToastId): void => remove(id),
};
