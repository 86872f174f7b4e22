/**
 * The landing's language switch (issue 43, decision 0335): choosing a language keeps it in the
 * `hf_locale` cookie and loads "/" again, which the server (or, offline, the service worker)
 * answers with that language's prerendered page. It works before React loads: landing-main.ts
 * listens for the select's change (`listenForLocaleSwitch`), and the hydrated or routed landing's
 * own handler (components/language-switch.tsx) does the same. Nothing here imports React or a
 * catalogue: it runs in the landing's first-load script.
 */
import { hardNavigate } from '@web/lib/hard-navigate';

/**
 * LOCALE_COOKIE of @shared/i18n/locales, written as rememberLocale (@web/lib/i18n/i18n) writes it.
 * Not imported from there: that module would join the landing's first-load script, and the app's
 * i18n with it (locale-switch.test.ts holds the two the same).
 */
const COOKIE = 'hf_locale';

/** The attribute that marks the switch's <select> in the prerendered page. */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch';

let switching = false;

/** Keeps `locale` in the cookie (a year, as rememberLocale) and loads "/" in it. Once per page. */
export function switchLocale(locale: string): void {
  if (switching || !/^[a-z]{2}(?:-[a-z0-9]+)*$/i.test(locale)) return;
  switching = true;
  document.cookie = `${COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  hardNavigate('/');
}

/** Before React: a change of the prerendered switch switches the page's language. */
export function listenForLocaleSwitch(doc: Document = document): void {
  doc.addEventListener('change', (e) => {
    const el = e.target;
    if (el instanceof HTMLSelectElement && el.hasAttribute(LOCALE_SWITCH_ATTRIBUTE)) switchLocale(el.value);
  });
}

/**
 * The test pseudo-locales (`x-pseudo`, `x-pseudo-rtl`, decision 0332) have no prerendered page: the
 * server answers them with a real locale's. landing-main.ts lets the app render "/" for them, so
 * the pseudo-locale runs cover the landing too.
 */
export const pseudoLocaleChosen = (cookie: string = document.cookie): boolean =>
  new RegExp(`(?:^|;\\s*)${COOKIE}=x-pseudo(?:-rtl)?(?:;|$)`).test(cookie);

/** For tests: a page that has switched once can switch again. */
export function resetLocaleSwitch(): void {
  switching = false;
}
