import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs } from './support/auth';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.FAMILY_PLAN_SCREENSHOTS;
const browser = useBrowser(baseURL);
/** The control labelled `text` exactly, a required field's "*" allowed after it. */
const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}\\*?$`));

describe('the family plan in a real browser', () => {
  it('from the dashboard: a person, a contact, two meeting places, practised today; saved and there after a reload; fits 390 px', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);

    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Family Plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    await page.getByText('Missing: Name the people in your household').waitFor();

    await page.getByRole('button', { name: 'Add person' }).click();
    await label(page, 'Person 1 Name').fill('Ana');
    await label(page, 'Person 1 Mobile phone').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Add out-of-town contact' }).click();
    await label(page, 'Out-of-town contact Name').fill('Aunt May');
    await label(page, 'Out-of-town contact Mobile phone').fill('+1 555 0199');
    await label(page, 'In the neighbourhood Name').fill('Oak tree');
    await label(page, 'Outside the town Address').fill('12 Hill Rd, Dayton');
    await page.getByRole('button', { name: 'Add poison control' }).click();
    await page.getByRole('button', { name: 'We practised today' }).click();
    await page.getByText('Everyone 14 and older has a phone').waitFor();
    expect(await page.getByText(/^Missing: /).count()).toBe(0);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText('Family plan saved', { exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-1280.png`, fullPage: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    expect(await label(page, 'Person 1 Name').inputValue()).toBe('Ana');
    expect(await label(page, 'Number 1 Number').inputValue()).toBe('1-800-222-1222');

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const save = await page.getByRole('button', { name: 'Save plan' }).boundingBox();
    expect(save?.height).toBeGreaterThanOrEqual(44);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 90_000);
});
