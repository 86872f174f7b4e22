import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, loginAs } from './support/auth';
import { endlessAnimations, useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.DASHBOARD_SCREENSHOTS;

const fresh = (url = baseURL, viewport?: { width: number; height: number }) =>
  browser.open(viewport ? { url, viewport } : { url });

/** The value a person reads beside a stat's label (a <dt> label and its <dd> read-out). */
async function statValue(page: Page, label: string): Promise<string> {
  const stat = page
    .locator('[data-slot="stat"]')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) }) })
    .first();
  return (await stat.getByRole('definition').locator('span > span').first().innerText()).trim();
}

describe('the landing page', () => {
  it('shows every section in order, the sample bars, the gear categories and the live community stats', async () => {
    const { page, errors, externalRequests } = await fresh();
    await page.goto('/');
    const stats = await (await page.request.get('/api/community/stats')).json();
    await page.getByText('OPERATIONAL STATUS: ACTIVE').waitFor();
    await expect.poll(() => statValue(page, 'Active Preppers')).toBe(stats.activePreppersCount.toLocaleString('en-US'));
    expect(await statValue(page, 'Survival Plans')).toBe(String(stats.publicPlansCount));
    expect(await statValue(page, 'Emergency Kits')).toBe(String(stats.publicKitsCount));

    for (const [name, value] of [
      ['Food Supplies', 85],
      ['Water Storage', 60],
      ['Medical Kit', 30],
      ['Power Backup', 15],
    ] as const) {
      expect(await page.getByRole('progressbar', { name }).getAttribute('aria-valuenow')).toBe(String(value));
    }
    for (const [label, slug, count] of [
      ['Food & Water', 'food-and-water', 47],
      ['Shelter', 'shelter', 23],
      ['Medical', 'medical', 31],
      ['Tools', 'tools', 56],
      ['Defense', 'defense', 18],
      ['Power', 'power', 29],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(`^${label}.*${count} items`) });
      expect(await link.getAttribute('href')).toBe(`/gear-vault/${slug}`);
    }
    await page.getByText('© 2025').waitFor();
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('moves Active Preppers up without a reload when a new operative completes a profile', async () => {
    const { page } = await fresh();
    await page.goto('/');
    await page.getByText('OPERATIONAL STATUS: ACTIVE').waitFor();
    const before = (await (await page.request.get('/api/community/stats')).json()).activePreppersCount as number;
    await expect.poll(() => statValue(page, 'Active Preppers')).toBe(before.toLocaleString('en-US'));
    await createVerifiedUser(baseURL, mailSpool);
    await expect
      .poll(() => statValue(page, 'Active Preppers'), { timeout: 10_000 })
      .toBe((before + 1).toLocaleString('en-US'));
  });

  it('subscribes an address to the newsletter', async () => {
    const { page } = await fresh();
    await page.goto('/');
    // The form loads as its section nears the viewport, as a person scrolling down would see it.
    await page.getByRole('heading', { name: 'Get briefed' }).scrollIntoViewIfNeeded();
    const input = page.getByLabel('Email address');
    await input.fill(`news.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await page.getByText('Subscribed', { exact: true }).waitFor();
  });

  it('fits a 320 px screen without horizontal scrolling', async () => {
    const { page } = await fresh(baseURL, { width: 320, height: 640 });
    await page.goto('/');
    await page.getByText('OPERATIONAL STATUS: ACTIVE').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('the command center', () => {
  it('shows the quick actions and the live community overview', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context } = await fresh();
    await loginAs(context, baseURL, user);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    await page.getByRole('heading', { name: 'Community Tactical Overview' }).waitFor();
    for (const [name, href] of [
      ['Knowledge Hub', '/knowledge-hub'],
      ['Resource Tracker', '/resource-tracker'],
      ['Readiness', '/readiness'],
      ['Family Plan', '/family-plan'],
      ['Gear Vault', '/gear-vault'],
      ['Training Protocols', '/training-protocols'],
      ['Survival Plans', '/plans'],
      ['Emergency Kits', '/kits'],
    ] as const) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    // Once loaded, nothing on the dashboard animates for ever (no pulsing lights, no spinner).
    await expect.poll(() => endlessAnimations(page)).toEqual([]);
  });

  // My Overview counts plans and kits: made through the API, as from another device, they show up
  // without a reload (the realtime feed).
  it('My Overview moves when the user gets a new kit and plan', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context } = await fresh();
    await loginAs(context, baseURL, user);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'My Overview' }).waitFor();
    await expect.poll(() => statValue(page, 'My Kits')).toBe('0');

    await apiCall(baseURL, user, 'POST', '/api/kits', { name: 'Car kit' });
    await expect.poll(() => statValue(page, 'My Kits'), { timeout: 10_000 }).toBe('1');
    await apiCall(baseURL, user, 'POST', '/api/plans', { title: 'Flood plan', eventType: 'flood' });
    await expect.poll(() => statValue(page, 'My Plans'), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => statValue(page, 'Personal Score'), { timeout: 10_000 }).toBe('2%');
  });

  it('greets a new user with "Welcome" once, then "Welcome back"; the next step is to describe the household', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool, { welcomed: false });
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      const { page, context, errors } = await fresh(undefined, { width, height });
      await loginAs(context, baseURL, user);
      await page.goto('/dashboard');
      const first = width === 390;
      await page
        .getByRole('heading', { level: 1, name: `${first ? 'Welcome' : 'Welcome back'}, ${user.firstName}` })
        .waitFor();
      const next = page.getByRole('region', { name: 'Next Step' });
      const step = next.getByRole('link', { name: 'Describe your household' });
      expect(await step.getAttribute('href')).toBe('/readiness');
      await page.getByRole('region', { name: 'Readiness' }).getByRole('link', { name: 'Set up readiness' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      if (first) {
        // Marked on the server at once, and still "Welcome" for this page view.
        await expect
          .poll(async () => (await apiCall<{ welcomed: boolean }>(baseURL, user, 'GET', '/api/profile')).welcomed)
          .toBe(true);
        await page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}` }).waitFor();
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
    }
  });
});
