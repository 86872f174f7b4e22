/*
 * Notifications (issue 37), run inside the service worker that vite.config.ts generates (it loads
 * this file with importScripts). A push carries JSON { title, body, url, tag } (src/shared/push/
 * schemas.ts): show it; a tap focuses an open Holdfast window and takes it to the url, or opens
 * one. Only paths of this site are ever opened.
 */
(() => {
  const FALLBACK_URL = '/dashboard';

  /** The same-origin URL of `value`, or null (another site, a malformed value). */
  function ownUrl(value) {
    if (typeof value !== 'string' || value === '') return null;
    try {
      const url = new URL(value, self.location.origin);
      return url.origin === self.location.origin ? url.href : null;
    } catch {
      return null;
    }
  }

  function readMessage(event) {
    if (!event.data) return {};
    try {
      const parsed = event.data.json();
      return parsed && typeof parsed === 'object' ? parsed : {};
    } catch {
      return { body: event.data.text() };
    }
  }

  self.addEventListener('push', (event) => {
    const message = readMessage(event);
    const title = typeof message.title === 'string' && message.title ? message.title : 'Holdfast';
    const tag = typeof message.tag === 'string' && message.tag ? message.tag : undefined;
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof message.body === 'string' ? message.body : '',
        tag,
        // A new emergency message under the same tag alerts again instead of replacing silently.
        renotify: Boolean(tag),
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: ownUrl(message.url) ?? new URL(FALLBACK_URL, self.location.origin).href },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = ownUrl(event.notification.data && event.notification.data.url) ?? ownUrl(FALLBACK_URL);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => ownUrl(w.url) !== null);
        if (open) {
          // navigate() needs a window this worker controls; otherwise a new window opens.
          const navigated = await open.navigate(target).catch(() => null);
          if (navigated) {
            await navigated.focus().catch(() => undefined);
            return;
          }
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
})();
