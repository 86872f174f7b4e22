import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from '@web/components/ui/toast';
import { closeAuthDialog } from '@web/lib/auth/auth-dialogs';
import { resetAuthEventsForTests } from '@web/lib/auth/auth-events';
import { stopOfflineSyncForTests } from '@web/lib/offline/persist';
import { resetOfflineStoreForTests } from '@web/lib/offline/store';
import { resetBrowserOnline } from './connectivity';

// findBy*/waitFor wait up to 15 s (default 1 s): the web tests run beside the integration suite on
// two cores, where a lazy route can take several seconds to render (5 s failed the tracker files in a
// loaded full run). Only a failure waits that long.
configure({ asyncUtilTimeout: 15_000 });

// A test fails on any console.error: React warnings (missing keys, act(), a11y
// props) are bugs, not noise. A test that expects one spies on console.error itself.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  act(() => {
    toast.dismiss();
    closeAuthDialog();
  });
  cleanup();
  // Before the connection is reset to online: a running sync would send its queue through the
  // real fetch once the test's stand-in is gone, fail, and leave the next file offline.
  stopOfflineSyncForTests();
  resetOfflineStoreForTests();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetAuthEventsForTests();
  resetBrowserOnline();
  resetDocument();
});

/**
 * The web files share one jsdom per worker (isolate: false, decision 200): what a test leaves in
 * the document (a portal, the scroll lock and `pointer-events: none` a modal sets on <body>), the
 * URL, storage and cookies are reset after every test (with the app's own module state above), so no file sees another's.
 */
function resetDocument() {
  for (const el of [document.documentElement, document.body]) {
    for (const name of el.getAttributeNames()) if (name !== 'lang') el.removeAttribute(name);
  }
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  // A page's tab title (a guide's, a kit's) is the page's to restore; a test that leaves one must
  // not name the next file's tab.
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Cookies too (the language a page saved: hf_locale, issue 43), so a file's page never opens in
  // another file's language.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

// jsdom lacks these; Radix primitives use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// The router's <ScrollRestoration> scrolls on navigation; jsdom only prints "Not implemented".
window.scrollTo = () => {};
