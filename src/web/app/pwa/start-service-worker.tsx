import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { UpdatePrompt } from './update-prompt';

/**
 * Registers the service worker (built by vite-plugin-pwa, decision 080) and, when a new version
 * is waiting, mounts the update prompt in a root of its own (it needs nothing of the app's
 * context). main.tsx imports this module once the page has loaded and the browser is idle, so
 * neither it nor workbox-window is in any route's first-paint JavaScript.
 *
 * workbox-window is used directly rather than through `virtual:pwa-register`: that module
 * loads workbox-window with a dynamic import, which made Vite split its preload helper into a
 * chunk of its own and cost the landing route 0.4 KB of its first-paint budget.
 */
if ('serviceWorker' in navigator) {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let root: ReturnType<typeof createRoot> | undefined;

  // Only the tab whose user pressed Reload reloads; other tabs keep the prompt until asked.
  const activate = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };

  // A new worker installed (now, or before this page loaded) and waits for the old one to go.
  workbox.addEventListener('waiting', () => {
    if (!root) {
      const container = document.createElement('div');
      container.dataset.slot = 'service-worker-root';
      document.body.append(container);
      root = createRoot(container);
    }
    root.render(
      <StrictMode>
        <UpdatePrompt activate={activate} />
      </StrictMode>,
    );
  });

  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
