/**
 * Issue 16 in a real browser: batches, expiry, and the reminder email. This file runs its own
 * server with the test hooks on (HOLDFAST_TEST_HOOKS, NODE_ENV=test: the server's clock can be
 * moved and the reminder sweep run at once) and its own SMTP receiver.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp';
import { ONE_ADULT_HOUSEHOLD } from '../src/shared/readiness/example-households';
import { addMonths } from '../src/shared/supplies/rotation';
import { calendarDayLabel, localToday } from '../src/web/lib/format';
import { apiCall, createVerifiedUser, loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { linkIn, waitForMail } from './support/mail';
import { removeDataDir, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let smtp: TestSmtpServer;
let mailSpool: string;
let baseURL: string;

beforeAll(async () => {
  mailSpool = await mkdtemp(path.join(tmpdir(), 'holdfast-expiry-mail-'));
  smtp = await startSmtpServer(mailSpool);
  server = await startServer({
    env: {
      NODE_ENV: 'test',
      HOLDFAST_TEST_HOOKS: '1',
      REMINDER_SWEEP_MINUTES: '0',
      SMTP_URL: smtp.url,
      RATE_LIMIT_SCALE: '100',
    },
  });
  baseURL = server.url;
});
afterAll(async () => {
  await server?.stop();
  if (server) await removeDataDir(server.dataDir);
  await smtp?.close();
  await rm(mailSpool, { recursive: true, force: true });
});

/** Where the screenshots for a human look go (outside the repository), e.g. /tmp/shots. */
const SHOTS = process.env.EXPIRY_SCREENSHOTS;
const browser = useBrowser('http://127.0.0.1');
const hook = async (route: string, body: unknown = {}) => {
  const res = await fetch(`${baseURL}/api/test/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
};

const item = (page: Page, name: string) => page.locator(`[data-slot="resource-item"][data-name="${name}"]`);
/** The browser's day (the same machine as the server here), and dates as the app writes them. */
const localDay = (d: Date) => localToday(d);
const label = (day: string) => calendarDayLabel(day);

describe('stock with dates in a real browser', () => {
  it('water bottled at home keeps 6 months; expired cans are left out; 23 days before, the reminder; unsubscribe', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await apiCall(baseURL, user, 'PUT', '/api/readiness/household', { ...ONE_ADULT_HOUSEHOLD, pets: [] });
    const { page, context, errors, externalRequests } = await browser.open({ url: baseURL });
    await loginAs(context, baseURL, user);
    await page.goto('/resource-tracker');
    const water = item(page, 'Water (Gallons)');
    await water.waitFor();

    // 10 gallons bottled at home today: best before six months ahead, shown before saving.
    const today = localDay(new Date());
    const yesterday = localDay(new Date(Date.now() - 86_400_000));
    const sixMonths = addMonths(today, 6);
    await water.getByRole('button', { name: 'Batches (0) of Water (Gallons)' }).click();
    await water.getByRole('button', { name: 'Add batch of Water (Gallons)' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add batch of Water (Gallons)' });
    await dialog.getByRole('spinbutton', { name: 'Quantity (gallons)' }).fill('10');
    await dialog.getByRole('combobox', { name: 'Keeps' }).selectOption({ label: 'Water bottled at home: 6 months' });
    expect(await dialog.getByLabel('Best before').inputValue()).toBe(sixMonths);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/batch-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Add batch' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await water.getByText(`best before ${label(sixMonths)}`).waitFor();
    await water.locator('[data-slot="quantity"]').getByText('10', { exact: true }).waitFor();

    // Canned food that expired yesterday.
    const cans = item(page, 'Canned Food');
    await cans.getByRole('button', { name: 'Batches (0) of Canned Food' }).click();
    await cans.getByRole('button', { name: 'Add batch of Canned Food' }).click();
    dialog = page.getByRole('dialog', { name: 'Add batch of Canned Food' });
    await dialog.getByRole('spinbutton', { name: 'Quantity (cans)' }).fill('40');
    await dialog.getByLabel('Best before').fill(yesterday);
    await dialog.getByRole('button', { name: 'Add batch' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('UNSAVED CHANGES (2)').waitFor();

    const [put] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/resources') && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'SAVE CHANGES' }).click(),
    ]);
    expect(put.status()).toBe(200);
    await page.getByText('Resources Updated', { exact: true }).waitFor();
    // Struck through as expired, and not counted: 0 of 50 cans, 40 expired.
    const expiredBatch = cans.locator('[data-slot="batch"]').filter({ hasText: `expired ${label(yesterday)}` });
    await expiredBatch.locator('s').getByText('40 cans').waitFor();
    await cans.locator('[data-slot="quantity"]').getByText('0', { exact: true }).waitFor();
    await cans.locator('[data-slot="expired-quantity"]').getByText('40').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-batches-1280.png`, fullPage: true });
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await cans.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/tracker-batches-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Kept after a reload (saved, not only on screen).
    await page.reload();
    await item(page, 'Canned Food').locator('[data-slot="expired-quantity"]').getByText('40').waitFor();

    // Readiness: 10 gallons is 10 days of water, but the only food expired: 0 days, limited by food.
    await page.goto('/readiness');
    await page.getByText('0.0 days — limited by food', { exact: true }).waitFor();
    const expiring = page.getByRole('region', { name: 'Expiring within 30 days' });
    await expiring.locator('s').getByText('Canned Food: 40 cans').waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/readiness-expiry-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expiring.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/readiness-expiry-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // 23 days before the water expires (the server's clock, moved by the test hook): the digest
    // names the water (within 30 days) and the expired cans.
    const reminderDay = new Date(`${sixMonths}T12:00:00Z`);
    reminderDay.setUTCDate(reminderDay.getUTCDate() - 23);
    await hook('clock', { now: reminderDay.toISOString() });
    const run = await hook('reminders/run');
    expect(run.digests).toBe(1);
    const mail = await waitForMail(mailSpool, (m) => m.to.includes(user.email) && /expire/i.test(m.subject));
    expect(mail.body).toContain('Water (Gallons)');
    expect(mail.body).toContain('Canned Food');
    // Header lines may be folded (RFC 5322): unfold them first.
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/reminders\/unsubscribe\/[^>]+>/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The link in the message: no sign-in needed (a fresh browser context).
    const unsubscribe = linkIn(mail, `${baseURL}/unsubscribe/`);
    const signedOut = await browser.open({ url: baseURL });
    await signedOut.page.goto(unsubscribe);
    await signedOut.page.getByText('You will no longer get expiry reminders.').waitFor();
    if (SHOTS) await signedOut.page.screenshot({ path: `${SHOTS}/unsubscribe-1280.png` });
    const settings = await apiCall<{ reminders: boolean }>(baseURL, user, 'GET', '/api/reminders/settings');
    expect(settings.reminders).toBe(false);

    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    expect(signedOut.errors).toEqual([]);
  });

  it('a typed quantity and "Bought" of stock that keeps a year are best before a year ahead; the batch editor agrees', async () => {
    // Issue 35 item 7 (decision 0257). The server's clock back to now (the test before moved it).
    await hook('clock', { now: new Date().toISOString() });
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors } = await browser.open({ url: baseURL });
    await loginAs(context, baseURL, user);
    await page.goto('/resource-tracker');
    const bars = item(page, 'Energy Bars');
    await bars.waitFor();
    const today = localDay(new Date());
    const yearAhead = addMonths(today, 12);

    await bars.getByRole('spinbutton', { name: 'Quantity of Energy Bars', exact: true }).fill('12');
    await bars.getByRole('button', { name: 'Bought Energy Bars', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'How many Energy Bars did you buy?' }).fill('6');
    await page.getByRole('button', { name: '+ 6 bought to Energy Bars' }).click();
    // Before saving: one batch of new stock, best before a year ahead.
    await bars.getByRole('button', { name: 'Batches (1) of Energy Bars' }).click();
    await bars.getByText(`best before ${label(yearAhead)}`).waitFor();
    const [put] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/resources') && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'SAVE CHANGES' }).click(),
    ]);
    expect(put.status()).toBe(200);
    await page.getByText('Resources Updated', { exact: true }).waitFor();

    // Stored so by the server: after a reload, the batch and its editor agree.
    await page.reload();
    await item(page, 'Energy Bars').getByRole('button', { name: 'Batches (1) of Energy Bars' }).click();
    const batch = `18 bars, added ${label(today)}`;
    await item(page, 'Energy Bars')
      .getByText(`best before ${label(yearAhead)}`)
      .waitFor();
    await page.getByRole('button', { name: `Edit batch: ${batch}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit batch of Energy Bars' });
    expect(await dialog.getByLabel('Best before').inputValue()).toBe(yearAhead);
    expect(await dialog.getByRole('combobox', { name: 'Keeps' }).locator('option:checked').textContent()).toBe(
      '1 year',
    );
    expect(errors).toEqual([]);
  });
});
