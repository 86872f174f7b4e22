import { CircleCheckIcon, OctagonAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { getToasts, runToastClocks, subscribeToasts, toast, type ShownToast, type ToastId } from './toast';

/**
 * Where toasts appear (decision 0295): at the top in the middle, below the sticky page header (and
 * the offline banner when it shows), on phones and desktops alike. Buttons just pressed sit in the
 * header's right-hand corner, at the bottom of a form or in a bar stuck to the bottom of the screen
 * (Save plan): a toast there covered them.
 */
export const TOAST_OFFSET = 'calc(var(--offline-banner-height, 0px) + 4.5rem)';

const DARK = '(prefers-color-scheme: dark)';
function subscribeScheme(onChange: () => void) {
  const query = window.matchMedia(DARK);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersDark = () => window.matchMedia(DARK).matches;
function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const tabHidden = () => document.hidden;
const never = () => false;

const ICONS = {
  success: <CircleCheckIcon aria-hidden="true" className="size-4 text-good" />,
  error: <OctagonAlertIcon aria-hidden="true" className="size-4" />,
  message: null,
};

/**
 * Mount once near the root (decision 0310, in place of sonner). One toast is visible at a time:
 * the newest. Older ones wait behind it with their time running, as sonner's with one visible
 * toast did, and show again if the newer one goes first. Each lasts 4.5 s, paused while the
 * pointer is over it, while the focus is in it and while the tab is hidden. The palette follows
 * the OS (globals.css re-scopes it on `data-theme`). Raise toasts through ./toast.
 */
export function Toaster() {
  const shown: ShownToast | undefined = useSyncExternalStore(subscribeToasts, getToasts, getToasts)[0];
  const dark = useSyncExternalStore(subscribeScheme, prefersDark, never);
  const hidden = useSyncExternalStore(subscribeVisibility, tabHidden, never);
  // The toast under the pointer: one that goes from under it fires no pointerleave, and the
  // next one must not stay paused until the pointer moves over it.
  const [hovered, setHovered] = useState<ToastId | null>(null);
  const [focused, setFocused] = useState(false);
  const paused = (shown !== undefined && hovered === shown.id) || focused || hidden;
  useEffect(() => (paused ? undefined : runToastClocks()), [paused]);

  const region = useRef<HTMLElement>(null);
  const item = useRef<HTMLLIElement>(null);
  /** Where the focus was before it came into a toast: it goes back there when the toast goes. */
  const cameFrom = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!focused || region.current?.contains(document.activeElement)) return;
    if (item.current) item.current.focus();
    else {
      cameFrom.current?.focus({ preventScroll: true });
      cameFrom.current = null;
      setFocused(false);
    }
  }, [shown?.id, focused]);
  // Alt+T takes the focus to the toast, as sonner's hotkey did.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey && e.code === 'KeyT') item.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      aria-label={messages.t('notifications')}
      aria-keyshortcuts="Alt+T"
      data-toaster=""
      data-theme={dark ? 'dark' : 'light'}
      style={{ top: TOAST_OFFSET }}
      className="fixed left-1/2 z-[999999999] w-[356px] -translate-x-1/2 font-sans max-[600px]:inset-e-4 max-[600px]:inset-s-4 max-[600px]:w-auto max-[600px]:translate-x-0"
      onPointerEnter={() => setHovered(shown?.id ?? null)}
      onPointerMove={() => setHovered(shown?.id ?? null)}
      onPointerLeave={() => setHovered(null)}
      // Capture: Preact's onFocus/onBlur are the native events, which do not bubble.
      onFocusCapture={(e) => {
        if (focused) return;
        cameFrom.current = e.relatedTarget instanceof HTMLElement ? e.relatedTarget : null;
        setFocused(true);
      }}
      onBlurCapture={(e) => {
        // A toast removed with the focus in it: the layout effect above gives the focus back.
        if (!(e.target as Node).isConnected || e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        cameFrom.current = null;
        setFocused(false);
      }}
    >
      <ol aria-live="polite" className="m-0 list-none p-0">
        {shown && (
          <li
            key={shown.id}
            ref={item}
            tabIndex={0}
            data-type={shown.kind}
            className={cn(
              'relative flex w-full animate-[toast-in_0.4s_ease] items-center gap-1.5 rounded-[var(--radius)] border border-s-[3px] border-border border-s-primary bg-popover p-4 text-sm text-popover-foreground shadow-[0_12px_32px_-12px_rgb(0_0_0/0.55)] [overflow-wrap:anywhere] outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring max-sm:pe-14',
              shown.kind === 'success' && 'border-s-good',
              shown.kind === 'error' && 'border-destructive bg-destructive text-destructive-foreground',
            )}
          >
            <button
              type="button"
              aria-label={messages.t('dismissNotification')}
              onClick={() => toast.dismiss(shown.id)}
              // On phones a 44 px target inside the toast's top-right corner (on desktops 20 px,
              // astride the top-left corner); the text makes room for it.
              className="absolute top-0 inset-s-0 z-[1] flex size-5 -translate-x-[35%] -translate-y-[35%] sm:rtl:translate-x-[35%] cursor-pointer items-center justify-center rounded-full border border-input bg-popover p-0 text-popover-foreground outline-none hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring max-sm:top-1 max-sm:inset-e-1 max-sm:inset-s-auto max-sm:size-11 max-sm:translate-none max-sm:border-0 max-sm:bg-transparent"
            >
              <XIcon aria-hidden="true" className="size-3" />
            </button>
            {ICONS[shown.kind] && (
              <div className="-ms-[3px] me-1 flex size-4 shrink-0 items-center">{ICONS[shown.kind]}</div>
            )}
            <div role={shown.kind === 'error' ? 'alert' : 'status'} className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="leading-normal font-semibold">{shown.title}</div>
              {shown.description ? (
                <div className={cn('leading-[1.4]', shown.kind !== 'error' && 'text-muted-foreground')}>
                  {shown.description}
                </div>
              ) : null}
            </div>
          </li>
        )}
      </ol>
    </section>
  );
}
