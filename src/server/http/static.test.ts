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
