import { CircleCheckIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';

export const OFFLINE_READY_TEXT = 'Ready for offline use';
/** How long the notice stays unless dismissed: long enough to read twice. */
export const OFFLINE_READY_MS = 10_000;

/**
 * Said once, when the first service worker of this browser has finished caching the app
 * (decision 0295): from now on Holdfast opens without a connection. A status, not a toast: the
 * landing (no React, no toaster) is where most first visits end. At the top in the middle, where
 * the toasts go, so it covers no button just pressed.
 */
export function OfflineReady() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="offline-ready"
      className="fixed inset-x-4 top-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-sm border border-optimal bg-popover px-4 py-2 text-sm text-popover-foreground shadow-lg"
    >
      <CircleCheckIcon aria-hidden="true" className="size-4 shrink-0 text-optimal" />
      <p className="grow">
        <strong>{OFFLINE_READY_TEXT}</strong>
        <span className="block text-muted-foreground">This device now opens Holdfast without a connection.</span>
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 shrink-0"
        aria-label="Dismiss"
        onClick={() => setShown(false)}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
