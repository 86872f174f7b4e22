import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { loadRoutePreloads, withPreloads } from './route-preloads';
import { mountWebApp } from './static';

// A stand-in for dist/web: the shell, and the build's list of each page's chunks.
let webRoot: string;
let app: Hono<AppEnv>;
const shell = '<!doctype html><html><head><title>Holdfast</title></head><body><div id="root"></div></body></html>';
const preloads = [
  {
    path: '/dashboard',
    files: ['/assets/dashboard-page-a1.js', '/assets/chart-b2.js'],
    catalogues: { de: ['/assets/de-g7.js', '/assets/messages-shell-de-h8.js'], es: ['/assets/es-i9.js'] },
  },
  { path: '/kits/new', files: ['/assets/new-kit-page-c3.js'] },
  { path: '/kits/:id', files: ['/assets/kit-page-d4.js'] },
  { path: '/kits/:id/edit', files: ['/assets/kit-edit-page-e5.js'] },
  { path: '*', files: ['/assets/not-found-page-f6.js'] },
];

const tagsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'holdfast-preloads-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), shell);
  await writeFile(path.join(webRoot, 'landing.html'), '<!doctype html><html><head></head><body>Landing</body></html>');
  await writeFile(path.join(webRoot, 'route-preloads.json'), JSON.stringify(preloads));
  app = new Hono<AppEnv>();
  mountWebApp(app, webRoot);
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

describe("the shell names the page's own chunks for preloading (decision 0312)", () => {
  it("adds the matching route's chunks at the end of <head>, static segments before parameters", async () => {
    const dashboard = await (await app.request('/dashboard')).text();
    expect(tagsIn(dashboard)).toEqual(['/assets/dashboard-page-a1.js', '/assets/chart-b2.js']);
    expect(dashboard).toMatch(/chart-b2\.js"><\/head>/);
    expect(tagsIn(await (await app.request('/kits/new')).text())).toEqual(['/assets/new-kit-page-c3.js']);
    expect(tagsIn(await (await app.request('/kits/0b6c1e9e-aaaa-4bbb-8ccc-123456789abc')).text())).toEqual([
      '/assets/kit-page-d4.js',
    ]);
    expect(tagsIn(await (await app.request('/kits/abc/edit')).text())).toEqual(['/assets/kit-edit-page-e5.js']);
    // Paths match as the client router matches them: any case, a trailing slash.
    expect(tagsIn(await (await app.request('/Dashboard/')).text())).toEqual([
      '/assets/dashboard-page-a1.js',
      '/assets/chart-b2.js',
    ]);
    // Anything else is the not-found page's.
    expect(tagsIn(await (await app.request('/no/such/page')).text())).toEqual(['/assets/not-found-page-f6.js']);
  });

  it("adds the page's catalogues in the reader's language: the cookie, else Accept-Language (decision 0364)", async () => {
    const german = await app.request('/dashboard', { headers: { cookie: 'hf_locale=de' } });
    expect(tagsIn(await german.text())).toEqual([
      '/assets/dashboard-page-a1.js',
      '/assets/chart-b2.js',
      '/assets/de-g7.js',
      '/assets/messages-shell-de-h8.js',
    ]);
    // A shared cache keeps one answer per language.
    expect(german.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    const spanish = await app.request('/dashboard', { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(tagsIn(await spanish.text())).toEqual([
      '/assets/dashboard-page-a1.js',
      '/assets/chart-b2.js',
      '/assets/es-i9.js',
    ]);
    // The cookie wins over the browser's languages; English here has no catalogue chunk to name.
    const english = await app.request('/dashboard', { headers: { cookie: 'hf_locale=en', 'accept-language': 'de' } });
    expect(tagsIn(await english.text())).toEqual(['/assets/dashboard-page-a1.js', '/assets/chart-b2.js']);
    // A page with no catalogue chunks answers the same to everyone.
    const kit = await app.request('/kits/new', { headers: { cookie: 'hf_locale=de' } });
    expect(tagsIn(await kit.text())).toEqual(['/assets/new-kit-page-c3.js']);
    expect(kit.headers.get('vary') ?? '').not.toMatch(/Cookie/);
  });

  it('leaves the landing and the files alone', async () => {
    expect(tagsIn(await (await app.request('/')).text())).toEqual([]);
  });

  it('serves the plain shell when the build wrote no list', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'holdfast-preloads-bare-'));
    try {
      await writeFile(path.join(bare, 'index.html'), shell);
      expect(loadRoutePreloads(bare)).toBeNull();
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('refuses a list naming anything but a built script under /assets, or a locale it does not know', async () => {
    const bad = await mkdtemp(path.join(tmpdir(), 'holdfast-preloads-bad-'));
    try {
      await writeFile(
        path.join(bad, 'route-preloads.json'),
        JSON.stringify([{ path: '/dashboard', files: ['"><script>alert(1)</script>'] }]),
      );
      expect(() => loadRoutePreloads(bad)).toThrow();
      await writeFile(
        path.join(bad, 'route-preloads.json'),
        JSON.stringify([{ path: '/dashboard', files: [], catalogues: { de: ['"><script>alert(1)</script>'] } }]),
      );
      expect(() => loadRoutePreloads(bad)).toThrow();
      await writeFile(
        path.join(bad, 'route-preloads.json'),
        JSON.stringify([{ path: '/dashboard', files: [], catalogues: { fr: ['/assets/fr.js'] } }]),
      );
      expect(() => loadRoutePreloads(bad)).toThrow();
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });

  it('inserts nothing when there is nothing to insert or no <head> to end', () => {
    expect(withPreloads(shell, '')).toBe(shell);
    expect(withPreloads('<p>no head</p>', '<link>')).toBe('<p>no head</p>');
  });
});
