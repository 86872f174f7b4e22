/**
 * Issue 10: the signed-in user's data offline, with the network really cut (context.setOffline)
 * AND the server stopped. This file runs its own server (same port and data folder across the
 * restart, so the origin, its service worker, IndexedDB and the session cookie stay the same)
 * and its own SMTP receiver; the shared server of the other e2e files is not touched.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { ONE_ADULT_HOUSEHOLD } from '../src/shared/readiness/example-households';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { deviceContents, loadUnderServiceWorker, useOwnServer } from './support/offline';

const own = useOwnServer('offline');
const browser = useBrowser('http://127.0.0.1');

// A user for each test (the first signs out at its end), made together before them.
let users: [TestUser, TestUser];
beforeAll(async () => {
  users = await Promise.all([
    createVerifiedUser(own.baseURL, own.mailSpool),
    createVerifiedUser(own.baseURL, own.mailSpool),
  ]);
});

const call = <T>(user: TestUser, method: string, pathname: string, body?: unknown) =>
  apiCall<T>(own.baseURL, user, method, pathname, body);

const water = (resources: Resource[]) => resources.find((r) => r.name === 'Water (Gallons)')!;
const BANNER = /^OFFLINE — showing data saved (just now|\d+ minutes? ago)$/;
/** The status saying OFFLINE in capitals: a toast is a status too ("Offline changes synced"). */
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: /OFFLINE/ });

/** The kept snapshot's query keys (their string parts), once the debounced write has happened. */
function keptQueries(page: Page) {
  return page.evaluate(async () => {
    // Never create the database from here (the app creates it with its store).
    if (!(await indexedDB.databases()).some((d) => d.name === 'holdfast-offline')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('holdfast-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    if (!db.objectStoreNames.contains('kv')) {
      db.close();
      return [];
    }
    const snapshot = await new Promise<{ state: { queries: { queryKey: unknown[] }[] } } | undefined>(
      (resolve, reject) => {
        const req = db.transaction('kv', 'readonly').objectStore('kv').get('snapshot');
        req.onsuccess = () => resolve(req.result as never);
        req.onerror = () => reject(req.error);
      },
    );
    db.close();
    return (snapshot?.state.queries ?? []).map((q) => q.queryKey.filter((part) => typeof part === 'string').join('/'));
  });
}

describe('offline: the signed-in user reads their data and queues supply edits', () => {
  it('plans, kits, supplies, readiness and the family plan (kept from the first page) open offline with the banner; +2 water counts in readiness and syncs after a restart; sign-out leaves nothing', async () => {
    const user = users[0];
    // Data made through the API: a 72-hour kit with a picture on one item, a plan that links it.
    const { kit } = await call<{ kit: { id: string; name: string; items: { id: string; category: string }[] } }>(
      user,
      'POST',
      '/api/kits',
      {
        name: 'Go Bag Alpha',
        template: '72hour',
      },
    );
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4a6b3a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'item.png');
    const upload = await fetch(`${own.baseURL}/api/kits/${kit.id}/items/${kit.items[0]!.id}/image`, {
      method: 'PUT',
      headers: { cookie: `${user.cookie.name}=${user.cookie.value}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { plan } = await call<{ plan: { id: string } }>(user, 'POST', '/api/plans', {
      title: 'Quake Drill',
      eventType: 'earthquake',
      items: [{ kind: 'step', content: 'Drop, cover and hold on' }],
      kitIds: [kit.id],
    });

    // Readiness: one adult, 14 days; 20 energy bars (3.6 days of food), no water yet.
    const { resources: seeded } = await call<{ resources: Resource[] }>(user, 'GET', '/api/resources');
    await call(user, 'PUT', '/api/resources', {
      changes: [{ id: seeded.find((r) => r.name === 'Energy Bars')!.id, currentQuantity: 20 }],
    });
    await call(user, 'PUT', '/api/readiness/household', { ...ONE_ADULT_HOUSEHOLD, pets: [] });
    // The family plan: one adult, her out-of-town contact.
    await call(user, 'PUT', '/api/family-plan', {
      members: [{ id: 'm1', name: 'Dana Reyes', dateOfBirth: '1985-04-02', mobilePhone: '+1 555 0142' }],
      outOfTownContacts: [{ name: 'Uncle Sol', mobilePhone: '+1 555 0177' }],
    });

    const { context, page, errors } = await browser.open({ url: own.baseURL, serviceWorkers: 'allow' });
    await loginAs(context, own.baseURL, user);

    // Online: the first visit installs the service worker; the next load is controlled by it.
    const worker = await loadUnderServiceWorker(page, '/dashboard', () =>
      page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor(),
    );
    expect(Boolean(worker)).toBe(true);
    // The family plan is kept from the first signed-in page, before it is ever opened.
    await expect.poll(() => keptQueries(page), { timeout: 5000 }).toContain('family-plan');

    // Online visits of the pages to read offline later.
    const visits: { path: string; kept: string; shows: (p: Page) => Promise<unknown> }[] = [
      {
        path: '/plans',
        kept: 'plans/list',
        shows: (p) => p.getByRole('heading', { name: 'Quake Drill' }).first().waitFor(),
      },
      {
        path: `/plans/${plan.id}`,
        kept: `plans/detail/${plan.id}`,
        shows: async (p) => {
          await p.getByRole('heading', { level: 1, name: 'Quake Drill' }).waitFor();
          await p.getByText('Drop, cover and hold on').waitFor();
          await p.getByText('Go Bag Alpha').first().waitFor();
        },
      },
      {
        path: '/kits',
        kept: 'kits/list',
        shows: (p) => p.getByRole('heading', { name: 'Go Bag Alpha' }).first().waitFor(),
      },
      {
        path: `/kits/${kit.id}`,
        kept: `kits/detail/${kit.id}`,
        shows: async (p) => {
          await p.getByRole('heading', { level: 1, name: 'Go Bag Alpha' }).waitFor();
          // Categories start collapsed: open the one holding the item with the picture.
          const category = p.locator(`section[data-category="${kit.items[0]!.category}"]`);
          await category.getByRole('button').first().click();
          const img = category.locator('img[data-slot="kit-item-thumbnail"]').first();
          await img.scrollIntoViewIfNeeded();
          await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(64);
        },
      },
      {
        path: '/resource-tracker',
        kept: 'resources',
        shows: (p) => p.getByRole('region', { name: 'Water & Hydration' }).waitFor(),
      },
      {
        path: '/readiness',
        kept: 'readiness',
        shows: (p) => p.getByText('0.0 days — limited by water', { exact: true }).waitFor(),
      },
      {
        path: '/dashboard',
        kept: 'me/stats',
        shows: (p) => p.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor(),
      },
    ];
    for (const v of visits) {
      await page.goto(v.path);
      await v.shows(page);
      // Written to the device shortly after the answer (debounced), before the next full load.
      await expect.poll(() => keptQueries(page), { timeout: 5000 }).toContain(v.kept);
    }
    await expect
      .poll(() => keptQueries(page), { timeout: 5000 })
      .toEqual(
        expect.arrayContaining([
          'session',
          'resources',
          'plans/list',
          `plans/detail/${plan.id}`,
          'kits/list',
          `kits/detail/${kit.id}`,
        ]),
      );
    const online = await deviceContents(page);
    expect(online.records.map((r) => r.userId)).toEqual(online.records.map(() => expect.any(String)));
    expect(online.apiUrls.every((u) => new URL(u).pathname.startsWith('/api/files/'))).toBe(true);

    // The network goes: cut for the browser, and the server stopped (it takes no connection; the
    // rest of its shutdown goes on meanwhile, and has ended well before the restart).
    await context.setOffline(true);
    const { exited } = await own.stopping();

    for (const v of visits) {
      await page.goto(v.path);
      await v.shows(page);
      const banner = offlineBanner(page);
      expect((await banner.innerText()).trim()).toMatch(BANNER);
    }
    // The family plan opens offline, never opened online on this device.
    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    // Its read view (decision 0295) names the person saved online.
    await page.getByRole('heading', { name: 'Dana Reyes' }).waitFor();
    expect(await offlineBanner(page).innerText()).toMatch(BANNER);

    // Other writes are disabled offline, with the reason (no request is tried).
    await page.goto(`/kits/${kit.id}`);
    const edit = page.getByRole('link', { name: 'Edit Kit' });
    await edit.waitFor();
    expect(await edit.getAttribute('aria-disabled')).toBe('true');
    expect(
      await edit.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      ),
    ).toContain('Not available offline. Reconnect to make changes.');

    // +2 water offline, saved on the device; a reload (still offline) keeps it.
    await page.goto('/resource-tracker');
    const increase = page.getByRole('button', { name: 'Increase Water (Gallons)' });
    await increase.click();
    await increase.click();
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText('Saved on this device', { exact: true }).waitFor();
    await page.reload();
    const waterRow = page.locator('[data-slot="resource-item"][data-name="Water (Gallons)"]');
    await waterRow.waitFor();
    expect((await waterRow.locator('[data-slot="quantity"]').innerText()).trim()).toBe('2');
    // Readiness counts the 2 gallons saved on the device: 7.57 L for one adult is 2.0 days.
    await page.goto('/readiness');
    await page.getByText('2.0 days — limited by water', { exact: true }).waitFor();

    // Back online: the server restarts (same data), the network returns, the queue is sent.
    expect(await exited).toBe(0);
    await own.start();
    await context.setOffline(false);
    await page.getByText('Offline changes synced', { exact: true }).waitFor({ timeout: 20_000 });
    const { resources } = await call<{ resources: Resource[] }>(user, 'GET', '/api/resources');
    expect(water(resources).currentQuantity).toBe(2);
    await expect.poll(() => offlineBanner(page).count()).toBe(0);

    // Sign out: nothing of the user stays on the device.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: new RegExp(`${user.firstName} ${user.lastName}`) }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Yes, Sign Out' }).click();
    await page.waitForURL(`${own.baseURL}/`);
    await page.getByText('Signed out', { exact: true }).waitFor();
    const after = await deviceContents(page);
    expect(after).toEqual({ records: [], apiUrls: [], marker: null });
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
  }, 120_000);

  it('a supply changed on another device while offline: both changes add up (+3 offline on top of the 7 set elsewhere)', async () => {
    const user = users[1];
    const { context, page, errors } = await browser.open({ url: own.baseURL, serviceWorkers: 'allow' });
    await loginAs(context, own.baseURL, user);
    await page.goto('/resource-tracker');
    await page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
    await expect.poll(() => keptQueries(page), { timeout: 5000 }).toContain('resources');

    // This browser loses the network (the server stays up for the other device).
    await context.setOffline(true);
    const increase = page.getByRole('button', { name: 'Increase Water (Gallons)' });
    for (let i = 0; i < 3; i++) await increase.click();
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText('Saved on this device', { exact: true }).waitFor();
    await page.getByText(BANNER).waitFor();

    // Meanwhile another device saves a different quantity of the same row.
    const { resources } = await call<{ resources: Resource[] }>(user, 'GET', '/api/resources');
    const before = water(resources);
    await call(user, 'PUT', '/api/resources', { changes: [{ id: before.id, currentQuantity: 7 }] });

    await context.setOffline(false);
    await page.getByText('Offline changes synced', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('1 supply quantity saved.', { exact: true }).waitFor();
    // Sent as "+3" (decision 243): applied to the 7 the other device saved.
    const after = water((await call<{ resources: Resource[] }>(user, 'GET', '/api/resources')).resources);
    expect(after).toMatchObject({ currentQuantity: 10, targetQuantity: before.targetQuantity });
    const row = page.locator('[data-slot="resource-item"][data-name="Water (Gallons)"]');
    await expect.poll(async () => (await row.locator('[data-slot="quantity"]').innerText()).trim()).toBe('10');
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
  }, 60_000);
});
