import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';

type ToastId = string | number;
type Sonner = typeof SonnerModule;

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;

/**
 * sonner (about 9 KB gzip) is not in any route's first-paint JavaScript: it loads with the
 * lazily rendered <Toaster /> or with the first toast, whichever comes first. Toasts raised
 * before it arrives run in order once it has; sonner's Toaster shows toasts created before it
 * subscribed, so none is lost.
 */
export const loadSonner = (): Promise<Sonner> => (loading ??= import('sonner').then((m) => (loaded = m)));

function withSonner(run: (toast: Sonner['toast']) => void) {
  if (loaded) run(loaded.toast);
  else void loadSonner().then((m) => run(m.toast));
}

let raised = false;
const raisedListeners = new Set<() => void>();

/**
 * Calls `listener` once the first toast is raised (at once if one already was). The prerendered
 * landing mounts its <Toaster /> only then, so sonner stays out of its first load.
 */
export function onFirstToast(listener: () => void): () => void {
  if (raised) {
    listener();
    return () => {};
  }
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

/** Tests only: the next toast is the first again (the web files share one module cache). */
export function resetFirstToastForTests(): void {
  raised = false;
  raisedListeners.clear();
}

let sequence = 0;
const show =
  (kind: 'success' | 'error' | 'message') =>
  (title: ReactNode, description?: ReactNode): ToastId => {
    if (!raised) {
      raised = true;
      for (const listener of raisedListeners) listener();
      raisedListeners.clear();
    }
    // Our own id, so the caller gets it at once even while sonner is still loading.
    const id = `holdfast-toast-${++sequence}`;
    withSonner((toast) => toast[kind](title, { description, id }));
    return id;
  };

/**
 * The one way feature code raises a notification (rendered by <Toaster /> from ./sonner).
 * `error` is the "destructive" style (docs/product.md#messages-shared-by-every-screen).
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  message: show('message'),
  /** Without an id: every toast. */
  dismiss: (id?: ToastId): void => withSonner((toast) => void toast.dismiss(id)),
};
