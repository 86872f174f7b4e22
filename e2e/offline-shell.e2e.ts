/**
 * Issue 10: after one online visit the service worker has precached the app shell, every
 * route's code and the guide/gear images, so the app opens offline at any route. The user's own
 * data offline is tested in offline-data.e2e.ts; here only that session pages open from it.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ARTICLES, GEAR_TOPICS } from '@shared/content';
import { createVerifiedUser, loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { loadUnderServiceWorker } from './support/offline';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

/** The path of every URL in Cache Storage (Workbox adds a revision query to unhashed files). */
async function cachedPaths(page: Page): Promise<string[]> {
  const urls = await cachedUrls(page);
  return urls.map((u) => new URL(u).pathname);
}
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

function hasKeptSnapshot(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    // Never create the database from here (the app creates it with its store).
    if (!(await indexedDB.databases()).some((d) => d.name === 'holdfast-offline')) return false;
    return new Promise<boolean>((resolve) => {
      const req = indexedDB.open('holdfast-offline');
      req.onerror = () => resolve(false);
      req.onsuccess = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains('kv')) return resolve(false);
        const get = db.transaction('kv', 'readonly').objectStore('kv').get('snapshot');
        get.onsuccess = () => {
          db.close();
          resolve(get.result !== undefined);
        };
        get.onerror = () => resolve(false);
      };
    });
  });
}

describe('the app shell offline', () => {
  it('says "Ready for offline use" once the first visit has cached the app, and not again', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { context, page, errors } = await browser.open({ serviceWorkers: 'allow' });
    await loginAs(context, baseURL, user);
    await page.goto('/dashboard');
    const notice = page.getByRole('status').filter({ hasText: 'Ready for offline use' });
    await notice.waitFor({ timeout: 60_000 });
    // The next visit is already cached: nothing said.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(1000);
    expect(await notice.count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('after one online visit, opens offline at any route from the service worker; /api is never cached', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { context, page, errors } = await browser.open({ serviceWorkers: 'allow' });
    await loginAs(context, baseURL, user);

    // Online: the dashboard, then wait for the service worker (registered after load, lazily); the
    // next load is the first it controls.
    const worker = await loadUnderServiceWorker(page, '/dashboard', () =>
      page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor(),
    );
    expect(worker).toBe(`${baseURL}/sw.js`);

    const cachedOnline = await cachedPaths(page);
    expect(cachedOnline).toContain('/index.html');
    expect(cachedOnline).toContain('/manifest.webmanifest');
    expect(cachedOnline.some((p) => /^\/assets\/dashboard-page-[\w-]+\.js$/.test(p))).toBe(true);
    expect(cachedOnline.some((p) => p.startsWith('/images/gear/'))).toBe(true);
    expect(cachedOnline.filter((p) => p.startsWith('/api'))).toEqual([]);
    // The user's own data is on the device too (IndexedDB, e2e/offline-data.e2e.ts): wait for it.
    await expect.poll(() => hasKeptSnapshot(page), { timeout: 5000 }).toBe(true);

    // Offline: the network is cut for the page and its service worker.
    await context.setOffline(true);
    const failed: string[] = [];
    const responses: Response[] = [];
    page.on('requestfailed', (req) => {
      // A code chunk still loading when the test navigates on is aborted by the navigation
      // (net::ERR_ABORTED): not a request that went to the network.
      if (req.failure()?.errorText === 'net::ERR_ABORTED' && !new URL(req.url()).pathname.startsWith('/api/')) return;
      failed.push(new URL(req.url()).pathname);
    });
    // Chromium fetches the tab's favicon itself, past the service worker (it is precached all
    // the same); only that browser request may fail besides the API.
    const browserOwn = new Set(['/favicon.svg']);
    page.on('response', (res) => responses.push(res));

    // A session page: the shell and the page's code load; the session check gets no answer and
    // the session kept on the device answers instead.
    await page.goto('/knowledge-hub');
    await page.getByRole('heading', { level: 1, name: 'Knowledge Hub' }).waitFor();
    // The warning banner of every signed-in page watches the household's warnings kept on the
    // device (issue 38): even a guide page shows saved data, and says how old it is.
    await page.getByText(/^OFFLINE — showing data saved /).waitFor();

    // Public guides render in full from precached code and content.
    await page.goto('/intel/1');
    await page.getByRole('heading', { level: 1, name: ARTICLES[0]!.title }).waitFor();
    // So do the guides for the events families face (decision 0289).
    await page.goto('/guides/hurricane');
    await page.getByRole('heading', { level: 1, name: 'Hurricanes' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'During' }).waitFor();
    // A topic that shows its products without opening sections.
    const topic = GEAR_TOPICS.find((t) => !('sections' in t))!;
    await page.goto(`/gear/${topic.id}`);
    await page.getByRole('heading', { level: 1, name: topic.title }).waitFor();
    const images = page.locator('img[src^="/images/gear/"][loading="eager"]');
    await expect.poll(() => images.count()).toBeGreaterThan(0);
    await expect
      .poll(() => images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);

    await page.goto('/dashboard');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();

    // With nothing kept on the device, a session page says the session could not be checked.
    await page.evaluate(() => localStorage.removeItem('holdfast-offline-user'));
    await page.goto('/knowledge-hub');
    await page.getByRole('heading', { level: 1, name: 'Could not check your session' }).waitFor();

    // Only API calls went to the (absent) network; everything else came from the worker.
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((p) => !p.startsWith('/api/') && !browserOwn.has(p))).toEqual([]);
    const notFromWorker = responses
      .filter((r) => !new URL(r.url()).pathname.startsWith('/api/') && !r.fromServiceWorker())
      .map((r) => r.url());
    expect(notFromWorker).toEqual([]);
    expect(responses.length).toBeGreaterThan(0);

    // Still nothing of the API in Cache Storage, after the user's API calls online and offline.
    const cachedAfter = await cachedPaths(page);
    expect(cachedAfter.filter((p) => p.startsWith('/api'))).toEqual([]);
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
    await context.setOffline(false);
  }, 60_000);

  it('links the web app manifest from index.html with the installable fields', async () => {
    const { page } = await browser.open({ serviceWorkers: 'allow' });
    const html = await (await page.request.get('/dashboard')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

    const res = await page.request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Holdfast',
      short_name: 'Holdfast',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#1b1f14',
      background_color: '#1b1f14',
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const img = await page.request.get(icon.src);
      expect(img.status()).toBe(200);
      expect(img.headers()['content-type']).toBe('image/png');
    }

    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });
});
