import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs } from './support/auth';
import { downloadText, useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.READINESS_SCREENSHOTS;
const browser = useBrowser(baseURL);

describe('readiness in a real browser', () => {
  it('the worked example: 12.5 days limited by food, metric, the targets the goal gives, the shopping list', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);

    // Stock first, as a family would: 60 gallons of water and 250 energy bars, in the tracker.
    await page.goto('/resource-tracker');
    await page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
    // From the keyboard: focus the plus button and press Enter (310 mouse clicks take long).
    const press = async (name: string, times: number) => {
      await page.getByRole('button', { name }).focus();
      for (let i = 0; i < times; i++) await page.keyboard.press('Enter');
    };
    await press('Increase Water (Gallons)', 60);
    await press('Increase Energy Bars', 250);
    await page.getByText('UNSAVED CHANGES (2)').waitFor();
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText('Resources Updated', { exact: true }).waitFor();

    // The dashboard leads there.
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Readiness' });
    await card.getByText('Describe your household').waitFor();
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Readiness' }).click();
    await page.getByRole('heading', { level: 1, name: 'How long would we last?' }).waitFor();
    await page.getByText('Describe your household below').waitFor();

    // The worked example's household: 2 adults, a child 9-13, a child 4-8, a 50 lb dog; US, 14 days.
    await page.getByLabel('Adults (14+)').fill('2');
    await page.getByLabel('Children 9–13').fill('1');
    await page.getByLabel('Children 4–8').fill('1');
    await page.getByRole('button', { name: 'Add pet' }).click();
    await page.getByLabel('Pet 1 name').fill('Rex');
    await page.getByLabel('Pet 1 weight (lb)').fill('50');
    await page.getByRole('button', { name: 'Use 14 days (at home)' }).click();
    await page.getByRole('button', { name: 'Save household' }).click();
    await page.getByText('Household saved', { exact: true }).waitFor();
    await page.getByText('12.5 days — limited by food', { exact: true }).waitFor();
    await page.getByText('13.6 days', { exact: true }).waitFor();
    const toBuy = page.getByRole('region', { name: 'What to buy' });
    await toBuy.getByText('Water (Gallons): buy 2 gallons').waitFor();
    await toBuy.getByText('Food: 12,000 kcal short').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/readiness-1280.png`, fullPage: true });

    // The CSV of what to buy.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toBuy.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^holdfast-shopping-list-14-days-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadText(download);
    expect(csv.split('\r\n')[0]).toBe('resource,item,buy,unit');
    expect(csv).toContain('Water,Water (Gallons),2,gallons\r\n');
    expect(csv).toMatch(/Food,Energy Bars,\d+,bars\r\n/);

    // Metric: litres instead of gallons, the same figure.
    await page.getByRole('radio', { name: 'Metric (L, kg)' }).check();
    await page.getByText('227.1 L stored, 16.6 L a day').waitFor();
    await page.getByLabel('Pet 1 weight (kg)').waitFor();
    expect(await page.getByLabel('Pet 1 weight (kg)').inputValue()).toBe('22.68');
    await toBuy.getByText('Water: 5.5 L short', { exact: false }).waitFor();

    // Targets follow the goal with nothing to press (decision 0292): water 62 gallons.
    const targets = page.getByRole('list', { name: 'Targets that follow your goal' });
    await targets.getByText('Water (Gallons): 62 gallons').waitFor();
    expect(await page.getByRole('button', { name: 'Set targets from my goal' }).count()).toBe(0);

    // The dashboard shows the same figure.
    await page.goto('/dashboard');
    await card.getByText('12.5 days — limited by food', { exact: true }).waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/readiness-dashboard-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/readiness');
      await page.getByText('12.5 days — limited by food', { exact: true }).waitFor();
      await page.screenshot({ path: `${SHOTS}/readiness-390.png`, fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `${SHOTS}/readiness-print.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 90_000);
});
