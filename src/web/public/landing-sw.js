/*
 * The landing in the visitor's language (issue 43, decision 0335), run inside the service worker
 * that vite.config.ts generates (it loads this file with importScripts, before Workbox registers
 * its own fetch handler). Workbox precaches every locale's landing under its name (landing.html,
 * landing.de.html...). A navigation to "/" gets the one the server would send:
 * the `lang` parameter, else the `hf_locale` cookie, else the browser's languages (the rule of
 * src/shared/landing-locale.ts, repeated here in plain script), from the precache, else the network.
 */
(() => {
  const LOCALES = ['en', 'en-x-plain', 'de', 'es'];
  const COOKIE = 'hf_locale';

  /** The first of the browser's languages Holdfast speaks, by its primary language (negotiate()). */
  function negotiate(languages) {
    for (const tag of languages || []) {
      const language = String(tag).toLowerCase().split('-')[0];
      if (language === 'en' || language === 'de' || language === 'es') return language;
    }
    return 'en';
  }

  async function cookieLocale() {
    // Cookie Store API: the only way a service worker reads a cookie (Chromium, Safari 18.4, Firefox 140).
    if (!self.cookieStore) return null;
    try {
      const cookie = await self.cookieStore.get(COOKIE);
      const value = cookie ? decodeURIComponent(cookie.value) : null;
      return LOCALES.includes(value) ? value : null;
    } catch {
      return null;
    }
  }

  async function landingFor(request, url) {
    const lang = url.searchParams.get('lang');
    const locale = LOCALES.includes(lang) ? lang : ((await cookieLocale()) ?? negotiate(self.navigator.languages));
    // Precached with Workbox's revision parameter, hence ignoreSearch.
    const file = locale === 'en' ? '/landing.html' : `/landing.${locale}.html`;
    const cached = await caches.match(file, { ignoreSearch: true });
    if (cached) return cached;
    return fetch(request);
  }

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.mode !== 'navigate' || request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname !== '/') return;
    // This answer, not Workbox's precached English one for "/".
    event.stopImmediatePropagation();
    event.respondWith(landingFor(request, url));
  });
})();
