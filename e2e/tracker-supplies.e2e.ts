import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Resource } from '../src/shared/resources/schemas';
import { apiCall, createVerifiedUser, loginAs } from './support/auth';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository), e.g. /tmp/shots. */
const SHOTS = process.env.TRACKER_SCREENSHOTS;
const browser = useBrowser(baseURL);

const item = (page: Page, name: string) => page.locator(`[data-slot="resource-item"][data-name="${name}"]`);
const namesIn = (page: Page, category: string) =>
  page
    .getByRole('region', { name: category })
    .locator('[data-slot="resource-item"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));

/** The height of every visible button in the open dialog (and its name), for the phone check. */
const dialogButtonHeights = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('button')
    .evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
          height: el.getBoundingClientRect().height,
        })),
    );

async function signedInTracker(viewport?: { width: number; height: number }) {
  const user = await createVerifiedUser(baseURL, mailSpool);
  // US units (the default, set here so the test does not lean on it): volumes in gallons.
  await apiCall(baseURL, user, 'PUT', '/api/readiness/units', { units: 'us' });
  const t = await browser.open(viewport ? { viewport } : {});
  await loginAs(t.context, baseURL, user);
  await t.page.goto('/resource-tracker');
  await t.page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
  return { ...t, user };
}

describe('custom supplies in a real browser', () => {
  it('a new user adds "Water bricks" in gallons, edits it, reloads (kept) and deletes it', async () => {
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    const { page, errors, externalRequests, user } = await signedInTracker();

    await page.getByRole('button', { name: 'Add supply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add supply' });
    await dialog.getByLabel('Gallons per unit', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Water bricks');
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Water & Hydration' });
    await dialog.getByRole('textbox', { name: 'Unit', exact: true }).fill('bricks');
    await dialog.getByRole('spinbutton', { name: 'Target', exact: true }).fill('4');
    await dialog.getByLabel('Gallons per unit', { exact: true }).fill('3.5');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-add-1280.png` });

    const [post] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/resources') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Add supply' }).click(),
    ]);
    expect(post.status()).toBe(201);
    const sent = JSON.parse(post.request().postData() ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Water bricks', category: 'Water & Hydration', unit: 'bricks' });
    expect(sent.targetQuantity).toBe(4);
    expect(sent.litresPerUnit).toBeCloseTo(13.2489, 3);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Supply added', { exact: true }).waitFor();

    const bricks = item(page, 'Water bricks');
    await bricks.getByText('/ 4 bricks').waitFor();
    await bricks.getByText('Custom', { exact: true }).waitFor();
    expect(await namesIn(page, 'Water & Hydration')).toEqual([
      'Water (Gallons)',
      'Water Purification Tablets',
      'Water Filters',
      'Water bricks',
    ]);

    // Edit: the fields come back as saved (3.5 gal), a new target and name are sent.
    await page.getByRole('button', { name: 'Edit Water bricks' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Water bricks' });
    await edit.getByLabel('Gallons per unit', { exact: true }).waitFor();
    expect(await edit.getByLabel('Gallons per unit', { exact: true }).inputValue()).toBe('3.5');
    expect(await edit.getByRole('spinbutton', { name: 'Target', exact: true }).inputValue()).toBe('4');
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Water bricks (blue)');
    await edit.getByRole('spinbutton', { name: 'Target', exact: true }).fill('6');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-edit-1280.png` });
    const [patch] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/resources/') && r.request().method() === 'PATCH'),
      edit.getByRole('button', { name: 'Save supply' }).click(),
    ]);
    expect(patch.status()).toBe(200);
    expect(JSON.parse(patch.request().postData() ?? '{}')).toEqual({ name: 'Water bricks (blue)', targetQuantity: 6 });
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Supply updated', { exact: true }).waitFor();
    await item(page, 'Water bricks (blue)').getByText('/ 6 bricks').waitFor();

    // Kept by the server.
    await page.reload();
    await page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
    await item(page, 'Water bricks (blue)').getByText('/ 6 bricks').waitFor();
    const rows = await apiCall<{ resources: Resource[] }>(baseURL, user, 'GET', '/api/resources');
    const saved = rows.resources.find((r) => r.name === 'Water bricks (blue)');
    expect(saved).toMatchObject({ isCustom: true, targetQuantity: 6, unit: 'bricks', category: 'Water & Hydration' });
    expect(saved!.litresPerUnit).toBeCloseTo(13.2489, 3);

    // Delete, after the confirm.
    await page.getByRole('button', { name: 'Edit Water bricks (blue)' }).click();
    const again = page.getByRole('dialog', { name: 'Edit Water bricks (blue)' });
    await again.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Water bricks (blue)?' });
    await confirm.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-delete-confirm-1280.png` });
    const [del] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/resources/') && r.request().method() === 'DELETE'),
      confirm.getByRole('button', { name: 'Delete' }).click(),
    ]);
    expect(del.status()).toBe(204);
    await page.getByText('Supply deleted', { exact: true }).waitFor();
    await item(page, 'Water bricks (blue)').waitFor({ state: 'detached' });
    expect(await namesIn(page, 'Water & Hydration')).toHaveLength(3);

    // A default row has no Delete.
    await page.getByRole('button', { name: 'Edit Tent' }).click();
    const tent = page.getByRole('dialog', { name: 'Edit Tent' });
    await tent.getByLabel('Gallons per unit', { exact: true }).waitFor();
    expect(await tent.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await tent.getByRole('button', { name: 'Cancel' }).click();
    await tent.waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('on a 390 px phone the dialog fits and its buttons are at least 44 px tall', async () => {
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    const { page } = await signedInTracker({ width: 390, height: 844 });
    const add = page.getByRole('button', { name: 'Add supply' });
    expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const edit = page.getByRole('button', { name: 'Edit Water (Gallons)' });
    expect((await edit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-390.png` });

    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add supply' });
    await dialog.getByLabel('Gallons per unit', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Add supply' }).click();
    await dialog.getByText('Enter a name (up to 60 characters)').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-add-390.png` });
    for (const b of await dialogButtonHeights(page)) {
      if (b.name === 'Close') continue;
      expect(b.height, b.name).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await edit.click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Water (Gallons)' });
    await editDialog.getByLabel('Gallons per unit', { exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-edit-390.png` });
  });
});
