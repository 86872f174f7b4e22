/**
 * Watched places in a real browser (issue 38): an owner adds a place on /household with "Use my
 * location" (geolocation granted, the browser's position set), sees it listed and kept after a
 * reload; the panel is axe clean. Screenshots at 390x844 and 1280x800 when PLACES_SCREENSHOTS names
 * a folder (docs/screenshots/issue-38/).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const SHOTS = process.env.PLACES_SCREENSHOTS;
const browser = useBrowser(baseURL);

async function shots(page: Page, name: string) {
  const panel = page.getByRole('region', { name: 'Watched places' });
  if (SHOTS) {
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-1280x800.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  if (SHOTS) {
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-390x844.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('watched places in a real browser', () => {
  it('an owner adds a place with "Use my location" and sees it listed; axe clean', async () => {
    const owner = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Ana', lastName: 'Owner' } });
    const tracked = await browser.open();
    const { context, page } = tracked;
    await loginAs(context, baseURL, owner);
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation({ latitude: 52.520008, longitude: 13.404954, accuracy: 20 });

    await page.goto('/household');
    const panel = page.getByRole('region', { name: 'Watched places' });
    await panel.getByText('No places yet.').waitFor();
    const form = panel.getByRole('form', { name: 'Add a place' });
    await form.getByLabel(/^Name\*?$/).fill('Grandparents');
    await form.getByLabel(/^Country\*?$/).fill('de');
    await form.getByLabel('District key (ARS)').fill('110000000000');
    await form.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => form.getByLabel(/^Latitude\*?$/).inputValue()).toBe('52.520008');
    expect(await form.getByLabel(/^Longitude\*?$/).inputValue()).toBe('13.404954');
    expect(await violations(page)).toEqual([]);
    await shots(page, 'places-form');

    await form.getByRole('button', { name: 'Add place' }).click();
    await page.getByText('Grandparents added', { exact: true }).waitFor();
    const item = panel.getByRole('listitem').filter({ hasText: 'Grandparents' });
    await item.getByText('52.520008, 13.404954').waitFor();
    await item.getByText('District key (ARS) 110000000000').waitFor();
    await page.getByRole('region', { name: 'Activity' }).getByText('added the watched place Grandparents').waitFor();

    // Saved on the server: there after a reload.
    await page.reload();
    await panel.getByRole('listitem').filter({ hasText: 'Grandparents' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shots(page, 'places-list');
    expect(tracked.errors).toEqual([]);
    expect(tracked.externalRequests).toEqual([]);
  });
});
