import { Suspense, useEffect, useState } from 'react';
import { lazyOrNothing } from '@web/lib/lazy-or-nothing';
import { onFirstToast } from './toast';

// Its own chunk, with sonner (about 10 KB gzip): in no page's first load (issue 41).
export const loadToaster = () => import('./sonner');
const Toaster = lazyOrNothing(() => loadToaster().then((m) => m.Toaster), 'The toaster failed to load');

/**
 * The app's and the landing's <Toaster />: it (and sonner) load with the first toast, not with
 * the page. sonner's Toaster shows the toasts raised before it subscribed (components/ui/toast.ts),
 * so none is lost.
 */
export function ToasterWhenNeeded() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
