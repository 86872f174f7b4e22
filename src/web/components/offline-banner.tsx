import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WifiOffIcon } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { messages } from '@web/app/messages';
import { useOnline } from '@web/lib/offline/connectivity';
import { isOfflineQueryKey } from '@web/lib/offline/marker';

/**
 * When the oldest piece of data on screen was fetched from the server: the data of every query a
 * mounted component is watching (the session aside: it is checked, not shown). 0 when none.
 */
function oldestShown(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || query.getObserversCount() === 0) continue;
    if (query.queryKey[0] === 'session' || !isOfflineQueryKey(query.queryKey)) continue;
    if (oldest === 0 || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

const subscribeNothing = () => () => {};

function bannerText(queryClient: QueryClient): string {
  const savedAt = oldestShown(queryClient);
  return savedAt ? messages.t('offlineSaved', { savedAt }) : messages.t('offlineNothingSaved');
}

/**
 * Signed-in pages, offline (decision 081): 'OFFLINE — showing data saved {relative time}', the
 * age of the oldest data on screen; when nothing on the page was saved on this device, says so.
 * It sticks to the top of the screen on long pages (decision 0295); its height is published as
 * `--offline-banner-height` so the sticky page headers and the toasts sit below it (globals.css).
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  // The text itself is the snapshot: it changes with the queries on screen and with the clock.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(onChange);
      const timer = setInterval(onChange, 30_000);
      return () => {
        unsubscribe();
        clearInterval(timer);
      };
    },
    [queryClient],
  );
  const text = useSyncExternalStore(online ? subscribeNothing : subscribe, () =>
    online ? '' : bannerText(queryClient),
  );
  const banner = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const el = banner.current;
    if (online || !el) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty('--offline-banner-height', `${el.offsetHeight}px`);
    publish();
    // jsdom has no ResizeObserver; the first height is published either way.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty('--offline-banner-height');
    };
  }, [online]);
  // Rendered only offline (a live region while online would be one more "status" on every page).
  if (online) return null;
  return (
    <p
      ref={banner}
      role="status"
      data-offline-banner
      className="sticky top-0 z-50 flex items-center justify-center gap-2 border-b border-low bg-low px-4 py-2 text-center text-sm font-semibold text-low-foreground print:hidden"
    >
      <WifiOffIcon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
