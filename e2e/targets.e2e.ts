/** Targets follow the household's goal, and one row keeps a target of its own (issue 40, decision 0292). */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs } from './support/auth';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.TARGETS_SCREENSHOTS;
const browser = useBrowser(baseURL);

const item = (page: Page, name: string) => page.locator(`[data-slot="resource-item"][data-name="${name}"]`);

describe('targets that follow the goal, in a real browser', () => {
  it('a family of four and a dog: the tracker shows the goal’s targets with no button pressed; one row keeps its own', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors, externalRequests } = await browser.open({ viewport: { width: 1280, height: 800 } });
    await loginAs(context, baseURL, user);

    // The household and goal: 2 adults, a child of 10, one of 6, a 66 lb dog; US, 14 days.
    await page.goto('/readiness');
    await page.getByRole('heading', { level: 1, name: 'How long would we last?' }).waitFor();
    await page.getByLabel('Adults (14+)').fill('2');
    await page.getByLabel('Children 9–13').fill('1');
    await page.getByLabel('Children 4–8').fill('1');
    await page.getByRole('button', { name: 'Add pet' }).click();
    await page.getByLabel('Pet 1 name').fill('Sunny');
    await page.getByLabel('Pet 1 weight (lb)').fill('66');
    await page.getByRole('button', { name: 'Use 14 days (at home)' }).click();
    await page.getByRole('button', { name: 'Save household' }).click();
    await page.getByText('Household saved', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Set targets from my goal' }).count()).toBe(0);

    // The tracker: (4 x 1 gal + 66 lb x 1 fl oz) x 14 days = 64 gallons; 112,000 kcal over the food rows.
    await page.goto('/resource-tracker');
    const water = item(page, 'Water (Gallons)');
    await water.getByText('/ 64 gallons').waitFor();
    await water.getByText('· target from your goal').waitFor();
    await item(page, 'Canned Food').getByText('/ 68 cans').waitFor();
    await item(page, 'Rice (Pounds)').getByText('/ 34 pounds').waitFor();
    // Neither water nor food: the seed's target.
    await item(page, 'Bandages').getByText('/ 50 pieces').waitFor();

    // 60 gallons is 94 % of 64: not GOOD, since the water would not last the 14 days.
    await page.getByLabel('Quantity of Water (Gallons)').fill('60');
    await page.getByText('UNSAVED CHANGES (1)').waitFor();
    await water.getByText('LOW', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText('Resources Updated', { exact: true }).waitFor();
    await water.getByText('LOW', { exact: true }).waitFor();

    // My own target for the cans: kept, and the other food rows share the rest.
    await page.getByRole('button', { name: 'Edit Canned Food' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Canned Food' });
    await dialog.getByText('From your household and goal (Readiness).', { exact: false }).waitFor();
    await dialog.getByLabel(/^Target/).fill('100');
    await dialog.getByRole('button', { name: 'Save supply' }).click();
    await page.getByText('Supply updated', { exact: true }).waitFor();
    const cans = item(page, 'Canned Food');
    await cans.getByText('/ 100 cans').waitFor();
    await cans.getByText('· your own target').waitFor();
    // 112,000 kcal - 100 cans x 300 kcal = 82,000 kcal over rice, beans and bars.
    await item(page, 'Rice (Pounds)').getByText('/ 31 pounds').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/targets-tracker-1280.png`, fullPage: true });

    // The dashboard: days covered lead, and the next step names what limits them.
    await page.goto('/dashboard');
    const readiness = page.getByRole('region', { name: 'Readiness' });
    await readiness.getByText('0.0 days — limited by food', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Next Step' })
      .getByText('Your food would last 0.0 days of the 14-day goal.')
      .waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.slice(0, 2).map((h) => h.toLowerCase())).toEqual(['readiness', 'next step']);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/targets-dashboard-1280.png`, fullPage: true });

    // Readiness lists the own target, which can follow the goal again.
    await page.goto('/readiness');
    const own = page.getByRole('list', { name: 'Your own targets' });
    await own.getByText('Canned Food: 100 cans').waitFor();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('region', { name: 'Targets from your goal' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/targets-readiness-390.png`, fullPage: true });
      await page.goto('/resource-tracker');
      await item(page, 'Canned Food').getByText('· your own target').waitFor();
      await page.screenshot({ path: `${SHOTS}/targets-tracker-390.png`, fullPage: true });
      await page.goto('/dashboard');
      await page.getByRole('region', { name: 'Readiness' }).getByText('0.0 days — limited by food').waitFor();
      await page.screenshot({ path: `${SHOTS}/targets-dashboard-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/readiness');
    }
    await own.getByRole('button', { name: 'Follow my goal again: Canned Food' }).click();
    await page.getByText('Target follows your goal again', { exact: true }).waitFor();
    await page
      .getByRole('list', { name: 'Targets that follow your goal' })
      .getByText(/^Canned Food:/)
      .waitFor();
    await page.goto('/resource-tracker');
    await item(page, 'Canned Food').getByText('· target from your goal').waitFor();

    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
});
