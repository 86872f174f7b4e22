import { toast } from '@web/components/ui/toast';

/**
 * A toast that survives one full page load (sessionStorage, this tab only): "Signed out" is
 * raised just before `window.location.assign('/')` and must show on the page that loads next.
 */
const KEY = 'holdfast-flash';

export interface Flash {
  kind: 'success' | 'error' | 'message';
  title: string;
  description?: string;
}

export function setFlash(flash: Flash) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage unavailable: the toast is lost, the redirect still happens.
  }
}

/** Whether a flash waits for this page load. */
export function hasPendingFlash(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Show and forget the pending flash, if any. */
export function showPendingFlash() {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const flash = JSON.parse(raw) as Partial<Flash>;
    if (typeof flash.title !== 'string') return;
    const show = flash.kind === 'error' ? toast.error : flash.kind === 'message' ? toast.message : toast.success;
    show(flash.title, typeof flash.description === 'string' ? flash.description : undefined);
  } catch {
    // Not ours: ignore.
  }
}
