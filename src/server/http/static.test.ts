import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { mountWebApp } from './static';

// A small stand-in for dist/web with the files `vite build` and vite-plugin-pwa emit.
let webRoot: string;
let app: Hono<AppEnv>;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'holdfast-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webRoot, 'landing.html'), '<!doctype html><div id="root"><h1>Landing</h1></div>');
  // The build's .gz twin of a file (vite.config.ts precompress).
  await writeFile(path.join(webRoot, 'assets', 'big-def456.js'), `export const x = "${'a'.repeat(4000)}";`);
  await writeFile(
    path.join(webRoot, 'assets', 'big-def456.js.gz'),
    gzipSync(await readFile(path.join(webRoot, 'assets', 'big-def456.js'))),
  );
  await writeFile(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(webRoot, 'manifest.webmanifest'), JSON.stringify({ name: 'Holdfast' }));
  await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'export {};');
  app = new Hono<AppEnv>();
  mountWebApp(app, webRoot);
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves the service worker as JavaScript that is revalidated on every update check', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await app.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ name: 'Holdfast' });
  });

  it('keeps the year-long cache on hashed assets', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with index.html, revalidated', async () => {
    const res = await app.request('/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers "/" with the prerendered landing, revalidated', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<h1>Landing</h1>');
    // Every other page still gets the app's shell.
    expect(await (await app.request('/dashboard')).text()).not.toContain('Landing');
  });

  it('sends the .gz twin to a browser that accepts gzip, the file itself otherwise', async () => {
    const gz = await app.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toMatch(/^export const x/);
    const plain = await app.request('/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toMatch(/^export const x/);
  });
});

describe("the landing in the visitor's language (issue 43)", () => {
  let localized: string;
  let localizedApp: Hono<AppEnv>;

  beforeAll(async () => {
    localized = await mkdtemp(path.join(tmpdir(), 'holdfast-web-'));
    await writeFile(path.join(localized, 'index.html'), '<!doctype html><div id="root"></div>');
    const pages = {
      'landing.html': 'en',
      'landing.de.html': 'de',
      'landing.es.html': 'es',
      'landing.en-x-plain.html': 'en-x-plain',
    };
    for (const [file, locale] of Object.entries(pages)) {
      const html = `<!doctype html><html data-locale="${locale}"><div id="root"><h1>${locale}</h1>${'x'.repeat(2000)}</div>`;
      await writeFile(path.join(localized, file), html);
      await writeFile(path.join(localized, `${file}.gz`), gzipSync(html));
    }
    localizedApp = new Hono<AppEnv>();
    mountWebApp(localizedApp, localized);
  });
  afterAll(async () => {
    await rm(localized, { recursive: true, force: true });
  });

  const landing = async (headers: Record<string, string> = {}, url = '/') => {
    const res = await localizedApp.request(url, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')?.split(/\s*,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
    return { res, locale: /data-locale="([^"]+)"/.exec(await res.text())?.[1] };
  };

  it('answers "/" in the language of the hf_locale cookie', async () => {
    expect((await landing({ cookie: 'theme=dark; hf_locale=de' })).locale).toBe('de');
    expect((await landing({ cookie: 'hf_locale=en-x-plain' })).locale).toBe('en-x-plain');
    // The cookie wins over the browser's languages.
    expect((await landing({ cookie: 'hf_locale=es', 'accept-language': 'de-DE,de;q=0.9' })).locale).toBe('es');
  });

  it('else by Accept-Language, else in English', async () => {
    expect((await landing({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).locale).toBe('de');
    expect((await landing({ 'accept-language': 'fr-FR,es-MX;q=0.8' })).locale).toBe('es');
    expect((await landing({ 'accept-language': 'fr-FR' })).locale).toBe('en');
    expect((await landing()).locale).toBe('en');
    // A cookie naming no locale of ours (a pseudo-locale, junk) is not a choice.
    expect((await landing({ cookie: 'hf_locale=x-pseudo', 'accept-language': 'es' })).locale).toBe('es');
    expect((await landing({ cookie: 'hf_locale=%E0%A4%A', 'accept-language': 'de' })).locale).toBe('de');
  });

  it('answers each hreflang alternate ("/?lang=de") in its language', async () => {
    expect((await landing({ cookie: 'hf_locale=es' }, '/?lang=de')).locale).toBe('de');
    expect((await landing({ 'accept-language': 'de' }, '/?lang=nope')).locale).toBe('de');
  });

  it('keeps the .gz twin, and varies by encoding too', async () => {
    const { res } = await landing({ 'accept-encoding': 'gzip', cookie: 'hf_locale=de' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')?.split(/\s*,\s*/)).toEqual(['Accept-Encoding', 'Cookie', 'Accept-Language']);
  });

  it('answers English where a build has no file for the language', async () => {
    // The stand-in at the top of this file has landing.html only.
    const res = await app.request('/', { headers: { cookie: 'hf_locale=de' } });
    expect(await res.text()).toContain('<h1>Landing</h1>');
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });
});
