/**
 * Issue 18: offline edits are never lost. A supply change queued offline outlives the session
 * (expired while the network was down, as after a long outage) and reaches the server when the
 * same user signs in again; another user signing in on that browser is asked before it is
 * discarded (decisions 237, 238). Like offline-data.e2e.ts, this file runs its own server (same
 * port and data folder across a restart, so the origin, its IndexedDB and the cookie stay) and its
 * own SMTP receiver. A session expires as it does on the server: its row's expires_at passes (set
 * in the embedded PostgreSQL through its socket).
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { embeddedDirFor, embeddedUrl } from '../src/server/db/embedded';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { deviceContents, useOwnServer } from './support/offline';

const own = useOwnServer('durable');
const browser = useBrowser('http://127.0.0.1');

/** The user's sessions end as by age: expires_at in the past (Better Auth then answers nobody). */
async function expireSessions(user: TestUser) {
  const db = new pg.Client({ connectionString: embeddedUrl(embeddedDirFor(own.dataDir)) });
  await db.connect();
  try {
    const { rowCount } = await db.query(
      `update sessions set expires_at = now() - interval '1 minute'
        where user_id = (select id from users where email = $1)`,
      [user.email],
    );
    expect(rowCount).toBeGreaterThan(0);
  } finally {
    await db.end();
  }
  // The server remembers a validated session for up to 2 s (SessionMemo): wait that out.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${own.baseURL}/api/account/session`, {
          headers: { cookie: `${user.cookie.name}=${user.cookie.value}` },
        });
        return ((await res.json()) as { user: unknown }).user;
      },
      { timeout: 10_000 },
    )
    .toBeNull();
}

/** A fresh session of `user` from another device, to read what the server has. */
async function serverResources(user: TestUser): Promise<Resource[]> {
  const res = await fetch(`${own.baseURL}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  const line = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
  const [name, value] = line.split(';')[0]!.split(/=(.*)/s) as [string, string];
  return (
    await apiCall<{ resources: Resource[] }>(own.baseURL, { ...user, cookie: { name, value } }, 'GET', '/api/resources')
  ).resources;
}

const cannedFood = (resources: Resource[]) => resources.find((r) => r.name === 'Canned Food')!;

/** The user's id as the device's records carry it (the marker names whose data is kept). */
const keptUser = async (page: Page) => (await deviceContents(page)).marker;

/**
 * Signed in with the supplies on screen and kept on the device; then -1 Canned Food, saved offline
 * (the server stopping meanwhile when asked: its exit code once it has ended).
 */
async function queueOneCanOffline(page: Page, stopServer: boolean, context: { setOffline(o: boolean): Promise<void> }) {
  await page.goto('/resource-tracker');
  const row = page.locator('[data-slot="resource-item"][data-name="Canned Food"]');
  await row.waitFor();
  await expect.poll(() => keptUser(page), { timeout: 5000 }).not.toBeNull();
  await context.setOffline(true);
  const stopping = stopServer ? await own.stopping() : undefined;
  await page.getByRole('button', { name: 'Decrease Canned Food' }).click();
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await page.getByText('Saved on this device', { exact: true }).waitFor();
  expect((await row.locator('[data-slot="quantity"]').innerText()).trim()).toBe('4');
  return stopping?.exited;
}

async function signInThroughTheForm(page: Page, user: TestUser) {
  await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'ENTER COMMAND CENTER' }).click();
}

async function withFiveCans(): Promise<TestUser> {
  const user = await createVerifiedUser(own.baseURL, own.mailSpool);
  const { resources } = await apiCall<{ resources: Resource[] }>(own.baseURL, user, 'GET', '/api/resources');
  await apiCall(own.baseURL, user, 'PUT', '/api/resources', {
    changes: [{ id: cannedFood(resources).id, currentQuantity: 5 }],
  });
  return user;
}

describe('offline edits outlive the session', () => {
  it('-1 Canned Food queued offline, the session expires meanwhile: kept on the device, sent when the same user signs in again', async () => {
    const user = await withFiveCans();
    const { context, page, errors } = await browser.open({ url: own.baseURL, serviceWorkers: 'allow' });
    await loginAs(context, own.baseURL, user);

    // The network goes (cut, and the server stopped); the change waits on the device.
    const exited = await queueOneCanOffline(page, true, context);
    const userId = await keptUser(page);

    // The server comes back, but the session ended while it was away.
    expect(await exited).toBe(0);
    await own.start();
    await expireSessions(user);
    await context.setOffline(false);
    await page.waitForURL(`${own.baseURL}/`, { timeout: 20_000 });
    await page.getByText('Session expired', { exact: true }).waitFor();
    // The change is still on the device, under its user; the offline copy of the data is not.
    await expect
      .poll(async () => (await deviceContents(page)).records, { timeout: 5000 })
      .toEqual([{ key: 'queue', userId }]);
    expect(cannedFood(await serverResources(user)).currentQuantity).toBe(5);

    // The same user signs in again: it is sent, as any queued change is.
    await signInThroughTheForm(page, user);
    await page.getByText('Offline changes synced', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('1 supply quantity saved.').waitFor();
    expect(cannedFood(await serverResources(user)).currentQuantity).toBe(4);
    await expect.poll(async () => (await deviceContents(page)).records.map((r) => r.key)).not.toContain('queue');
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
  }, 120_000);

  it('another user signing in on that browser is asked first: Cancel keeps the change (and signs them out), Continue discards it', async () => {
    const ada = await withFiveCans();
    const bo = await createVerifiedUser(own.baseURL, own.mailSpool, { overrides: { firstName: 'Bo' } });
    const { context, page, errors } = await browser.open({ url: own.baseURL, serviceWorkers: 'allow' });
    await loginAs(context, own.baseURL, ada);
    await queueOneCanOffline(page, false, context);
    const adaId = await keptUser(page);

    await expireSessions(ada);
    await context.setOffline(false);
    await page.waitForURL(`${own.baseURL}/`, { timeout: 20_000 });
    await expect
      .poll(async () => (await deviceContents(page)).records, { timeout: 5000 })
      .toEqual([{ key: 'queue', userId: adaId }]);

    // Bo signs in on the same browser: asked, with how many changes would go.
    await signInThroughTheForm(page, bo);
    const ask = page.getByRole('alertdialog', { name: 'Discard unsent changes of another account?' });
    await ask.waitFor();
    expect(await ask.innerText()).toContain('This device holds 1 supply change that another account made offline');
    expect(await ask.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    // Cancel: Bo is signed out again and the change stays.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByText('1 supply change of the other account stays on this device until it signs in here again.')
      .waitFor();
    expect(page.url()).toBe(`${own.baseURL}/`);
    expect((await deviceContents(page)).records).toEqual([{ key: 'queue', userId: adaId }]);
    const session = await page.evaluate(() => fetch('/api/account/session').then((r) => r.json()));
    expect(session).toMatchObject({ user: null });

    // Bo again, and Continue: the change is discarded; Bo is in, and nothing of Ada's is sent.
    await signInThroughTheForm(page, bo);
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Unsent changes discarded', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${bo.firstName}` }).waitFor();
    await expect
      .poll(async () => (await deviceContents(page)).records.map((r) => r.key), { timeout: 5000 })
      .not.toContain('queue');
    expect(cannedFood(await serverResources(ada)).currentQuantity).toBe(5);
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
  }, 120_000);
});
