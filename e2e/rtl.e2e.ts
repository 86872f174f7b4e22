/**
 * Issue 43, right to left (decision 0330): with the document's direction set to rtl before the app
 * renders, as a right-to-left locale will set it, the layout mirrors with no change to the app.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { closeWithEscape, useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.RTL_SCREENSHOTS;
const browser = useBrowser(baseURL);
const PHONE = { width: 390, height: 844 };

async function rtlPage(user: TestUser, viewport = PHONE) {
  const t = await browser.open({ viewport });
  // Before any of the app's scripts: the first render is already right to left. The init script
  // runs before the parser has made <html>; the document is parsed ("interactive") before the
  // app's module scripts run.
  await t.context.addInitScript(() => {
    const mirror = () => document.documentElement?.setAttribute('dir', 'rtl');
    mirror();
    document.addEventListener('readystatechange', mirror);
  });
  await loginAs(t.context, baseURL, user);
  return t;
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

/** The page's horizontal overflow in px: in rtl a wide element spills past the left edge. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Where a text's glyphs start and end on screen (its element may be as wide as its container). */
const textBox = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });

/** The computed `scale` of an element: "-1 1" is mirrored along the line. */
const scale = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).scale);

const borders = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      left: s.borderLeftWidth,
      right: s.borderRightWidth,
      paddingLeft: s.paddingLeft,
      paddingRight: s.paddingRight,
    };
  });

describe('right to left: the layout mirrors with dir="rtl" (decision 0330)', () => {
  it('dashboard, tracker and kits: the brand, the back link and the first tab at the right; controls at the left; arrows point right', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, errors, externalRequests } = await rtlPage(user);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const header = page.getByRole('banner');
    // The brand leads the header: at the right edge; the menu trails it: at the left.
    const home = await box(header.getByRole('link', { name: 'Holdfast' }).first());
    const navigation = await box(header.getByRole('button', { name: 'Navigation' }));
    expect(home.x + home.width).toBeGreaterThan(PHONE.width - 40);
    expect(navigation.x).toBeLessThan(home.x);
    const heading = await textBox(page.getByRole('heading', { level: 1 }));
    expect(heading.right).toBeGreaterThan(PHONE.width - 40);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rtl-dashboard-390.png`, fullPage: true });
    // Radix writes a direction on the menu; it takes the page's, not its default ltr.
    await header.getByRole('button', { name: 'Navigation' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await closeWithEscape(page, menu);

    await page.goto('/resource-tracker');
    await page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
    const back = page.getByRole('link', { name: 'Back to Dashboard' });
    const backBox = await box(back);
    expect(backBox.x + backBox.width).toBeGreaterThan(PHONE.width - 24);
    const save = await box(page.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(save.x).toBeLessThan(backBox.x);
    // "Back" points the way back: right, in a right-to-left page.
    expect(await scale(back.locator('svg'))).toBe('-1 1');
    const water = page.locator('[data-slot="resource-item"][data-name="Water (Gallons)"]');
    const increase = await box(water.getByRole('button', { name: 'Increase Water (Gallons)' }));
    const decrease = await box(water.getByRole('button', { name: 'Decrease Water (Gallons)' }));
    expect(increase.x).toBeLessThan(decrease.x);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rtl-tracker-390.png`, fullPage: true });

    // The tabs follow the page: the first one at the right.
    await page.goto('/kits');
    const mine = await box(page.getByRole('tab', { name: 'My Kits (0)' }));
    const templates = await box(page.getByRole('tab', { name: /^Templates \(\d+\)$/ }));
    expect(templates.x).toBeLessThan(mine.x);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 60_000);

  it('family plan and emergency: each person’s leading border is on the right, phone numbers read left to right; axe finds nothing', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await apiCall(baseURL, user, 'PUT', '/api/family-plan', {
      members: [
        { id: 'm1', name: 'Ana Silva', mobilePhone: '+1 555 0100', allergies: 'Penicillin', bloodType: 'O+' },
        { id: 'm2', name: 'Bruno Silva', mobilePhone: '+1 555 0102', conditions: 'Type 1 diabetes' },
      ],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
      meetingPlaces: {
        neighbourhood: { name: 'Oak tree', address: 'Corner of Elm and 3rd', instructions: 'The big oak' },
        outOfTown: { name: "Aunt May's house", address: '12 Hill Rd, Dayton', instructions: '' },
      },
    });
    const { page, errors, externalRequests } = await rtlPage(user);
    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    const ana = page.getByRole('article', { name: 'Ana Silva' });
    expect(await borders(ana)).toEqual({ left: '0px', right: '2px', paddingLeft: '0px', paddingRight: '12px' });
    const anaName = await textBox(ana.getByRole('heading', { name: 'Ana Silva' }));
    const anaBox = await box(ana);
    expect(anaBox.x + anaBox.width - anaName.right).toBeLessThan(16);
    // A phone number stays left to right inside the mirrored page: "+1 555 0100", not "0100 555 1+".
    const call = ana.getByRole('link', { name: 'Call Ana Silva: +1 555 0100' });
    expect(await call.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const callText = await textBox(call);
    const plus = await call.evaluate((el) => {
      const range = document.createRange();
      range.setStart(el.firstChild!, 0);
      range.setEnd(el.firstChild!, 1);
      return range.getBoundingClientRect().left;
    });
    expect(plus - callText.left).toBeLessThan(2);
    const back = page.getByRole('banner').getByRole('link', { name: /Back/ });
    const backBox = await box(back);
    expect(backBox.x + backBox.width).toBeGreaterThan(PHONE.width - 40);
    expect(await scale(back.locator('svg'))).toBe('-1 1');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rtl-family-plan-390.png`, fullPage: true });

    await page.goto('/emergency');
    await page.getByRole('heading', { level: 1, name: 'Emergency' }).waitFor();
    await page.getByRole('region', { name: 'People' }).waitFor();
    const title = await textBox(page.getByRole('heading', { level: 1, name: 'Emergency' }));
    expect(title.right).toBeGreaterThan(PHONE.width - 40);
    // Nearer the right edge than the left one.
    expect(PHONE.width - title.right).toBeLessThan(title.left);
    const people = page
      .getByRole('region', { name: 'Call' })
      .getByRole('link', { name: 'Call Ana Silva: +1 555 0100' });
    expect(await people.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const emergencyBack = await box(page.getByRole('banner').getByRole('link', { name: 'Back to Dashboard' }));
    expect(emergencyBack.x + emergencyBack.width).toBeGreaterThan(PHONE.width - 40);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rtl-emergency-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 60_000);
});
