/**
 * jsdom has no network to cut: flip navigator.onLine and fire the browser's event, which is what
 * the app listens to (lib/offline/connectivity.ts). Reset after each test by render.tsx.
 */
import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { resetConnectivityForTests } from '@web/lib/offline/connectivity';

export function setBrowserOnline(online: boolean): void {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

export function resetBrowserOnline(): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  resetConnectivityForTests();
  // TanStack's onlineManager hears our connectivity only while a mounted QueryClient listens: a test
  // that ended offline after its client unmounted would leave it offline, and an unmounted
  // client's queries and mutations in the next file paused for ever.
  onlineManager.setOnline(true);
}
