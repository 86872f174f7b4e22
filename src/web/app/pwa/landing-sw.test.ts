/**
 * public/landing-sw.js (decision 0335), run in a stand-in service worker: the landing it answers
 * "/" with, by the rule of src/shared/landing-locale.ts.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { landingFile } from '@shared/landing-locale';
import script from '../../public/landing-sw.js?raw';

/** public/landing-sw.js in a stand-in service worker: its fetch listener, and what it answers. */
function landingWorker({ cookie, languages }: { cookie?: string; languages: string[] }) {
  let listener: ((event: unknown) => void) | undefined;
  const precached = new Set(LOCALES.map((l) => `/${landingFile(l)}`));
  const self = {
    location: { origin: 'https://holdfast.test' },
    navigator: { languages },
    cookieStore: { get: async (name: string) => (name === 'hf_locale' && cookie ? { value: cookie } : null) },
    addEventListener: (type: string, fn: (event: unknown) => void) => {
      if (type === 'fetch') listener = fn;
    },
  };
  const caches = { match: async (url: string) => (precached.has(url) ? `cached ${url}` : undefined) };
  const fetch = async (request: { url: string }) => `network ${request.url}`;
  new Function('self', 'caches', 'fetch', script)(self, caches, fetch);
  return async (url: string, mode = 'navigate') => {
    let answer: Promise<unknown> | undefined;
    let stopped = false;
    listener!({
      request: { url, mode, method: 'GET' },
      respondWith: (p: Promise<unknown>) => (answer = p),
      stopImmediatePropagation: () => (stopped = true),
    });
    return { answer: await answer, stopped };
  };
}

describe('the service worker\'s "/" (public/landing-sw.js)', () => {
  it("answers with the cookie's landing from the precache, before Workbox", async () => {
    const worker = landingWorker({ cookie: 'de', languages: ['es-US'] });
    expect(await worker('https://holdfast.test/')).toEqual({ answer: 'cached /landing.de.html', stopped: true });
    expect((await worker('https://holdfast.test/?lang=es')).answer).toBe('cached /landing.es.html');
  });

  it("else the browser's languages as negotiate() reads them, else English", async () => {
    expect((await landingWorker({ languages: ['fr-FR', 'es-MX'] })('https://holdfast.test/')).answer).toBe(
      'cached /landing.es.html',
    );
    expect((await landingWorker({ cookie: 'x-pseudo', languages: ['de-AT'] })('https://holdfast.test/')).answer).toBe(
      'cached /landing.de.html',
    );
    expect((await landingWorker({ languages: ['fr'] })('https://holdfast.test/')).answer).toBe('cached /landing.html');
    expect((await landingWorker({ cookie: 'en-x-plain', languages: [] })('https://holdfast.test/')).answer).toBe(
      'cached /landing.en-x-plain.html',
    );
  });

  it('leaves every other request to Workbox', async () => {
    const worker = landingWorker({ cookie: 'de', languages: [] });
    expect(await worker('https://holdfast.test/dashboard')).toEqual({ answer: undefined, stopped: false });
    expect(await worker('https://holdfast.test/', 'cors')).toEqual({ answer: undefined, stopped: false });
  });
});
