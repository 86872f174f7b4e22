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

let sequence = 0;
const show =
  (kind: 'success' | 'error' | 'message') =>
  (title: ReactNode, description?: ReactNode): ToastId => {
    // Our own id, so the caller gets it at once even while sonner is still loading.
    const id = `holdfast-toast-${++sequence}`;
    withSonner((toast) => toast[kind](title, { description, id }));
    return id;
  };

/**
 * The one way feature code raises a notification (rendered by <Toaster /> from ./sonner).
 * `error` is the spec's "destructive" style.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  message: show('message'),
  /** Without an id: every toast. */
  dismiss: (id?: ToastId): void => withSonner((toast) => void toast.dismiss(id)),
};
