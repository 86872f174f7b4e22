import { useSyncExternalStore } from 'react';

/**
 * Which account dialog is open, as a tiny store any page can drive ("open sign-in" from the
 * landing hero, "Sign Up" from inside the sign-in dialog...). The dialogs themselves live in
 * features/auth and are mounted once by the app shell; their code loads on first open.
 */
export type AuthDialog = 'sign-in' | 'sign-up';

let current: AuthDialog | null = null;
const subscribers = new Set<() => void>();
let preloader: (() => void) | null = null;

function set(next: AuthDialog | null) {
  if (next === current) return;
  current = next;
  for (const s of subscribers) s();
}

export function openAuthDialog(dialog: AuthDialog) {
  preloader?.();
  set(dialog);
}

export function closeAuthDialog() {
  set(null);
}

export function getOpenAuthDialog(): AuthDialog | null {
  return current;
}

function subscribe(cb: () => void) {
  subscribers.add(cb);
  return () => subscribers.delete(cb);
}

/** The open dialog, or null. */
export function useOpenAuthDialog(): AuthDialog | null {
  return useSyncExternalStore(subscribe, getOpenAuthDialog, () => null);
}

/**
 * Start loading the dialogs' code before the click (on hover or focus of a button that opens
 * one), so the dialog appears at once. The dialog host registers how.
 */
export function preloadAuthDialogs() {
  preloader?.();
}

export function registerAuthDialogPreloader(load: () => void) {
  preloader = load;
}
