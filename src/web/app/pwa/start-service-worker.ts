import { Workbox } from 'workbox-window';
import { showOfflineReady } from './offline-ready';

/**
 * Registers the service worker (built by vite-plugin-pwa, decision 080) and, when a new version
 * is waiting, shows the update prompt. The pages import this module once they have loaded and
 * the browser is idle, so neither it nor workbox-window is in any route's first-paint JavaScript;
 * the prompt (React) loads only when there is an update, so the prerendered landing, which runs
 * no React until it is used (decision 195), does not load React for it.
 *
 * workbox-window is used directly rather than through `virtual:pwa-register`: that module
 * loads workbox-window with a dynamic import, which made Vite split its preload helper into a
 * chunk of its own and cost the landing route 0.4 KB of its first-paint budget.
 */
if ('serviceWorker' in navigator) {
  const workbox = new Workbox('/sw.js', { scope: '/' });

  // Only the tab whose user pressed Reload reloads; other tabs keep the prompt until asked.
  const activate = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };

  // A new worker installed (now, or before this page loaded) and waits for the old one to go.
  workbox.addEventListener('waiting', () => {
    void import('./show-update-prompt').then(
      (m) => m.showUpdatePrompt(activate),
      (error: unknown) => console.warn('The update prompt could not load', error),
    );
  });

  // The first worker this browser installs has cached the app once it is active: say so, once
  // (a later version is an update, and says nothing until it waits; decision 0295).
  // Plain DOM (the landing loads no React for it), in this chunk: 1 KB gzip, and every first visit
  // shows it, which made it a file of its own on most of them (issue 41, decision 0308).
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    showOfflineReady();
  });

  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
