import { useSyncExternalStore } from 'react';

/**
 * Which account dialog is open, as a tiny store any page can drive ("open sign-in" from the
 * landing hero, "Sign Up" from inside the sign-in dialog...). The dialogs themselves live in
 * features/auth and are mounted once by the app shell; their code loads on first open.
 */
export type AuthDialog = 'sign-in' | 'sign-up';

/**
 * What a page opening a dialog knows (a household invitation's page, decision 0261). Kept while
 * the visitor switches between the two dialogs; forgotten when the dialog closes.
 */
export interface AuthDialogOptions {
  /** The address to fill in: the one the invitation was sent to. */
  email?: string;
  /** The page to come back to once signed in: at once after sign-in, after the profile after sign-up. */
  returnTo?: string;
  /** The invitation's token (sign-up sends it; the emailed link then returns to its page). */
  invitation?: string;
}

let current: AuthDialog | null = null;
let options: AuthDialogOptions = {};
const subscribers = new Set<() => void>();
let preloader: (() => void) | null = null;

function set(next: AuthDialog | null) {
  if (next === current) return;
  current = next;
  for (const s of subscribers) s();
}

/** Open `dialog`; `next` replaces the options (without it, those of the open dialog stay: "Sign Up" inside sign-in). */
export function openAuthDialog(dialog: AuthDialog, next?: AuthDialogOptions) {
  preloader?.();
  if (next) options = next;
  set(dialog);
}

export function closeAuthDialog() {
  options = {};
  set(null);
}

/** The options of the open dialog (read when its form mounts). */
export function getAuthDialogOptions(): AuthDialogOptions {
  return options;
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
