/**
 * Supply export and import in a real browser (issue 42): one household's EXPORT REPORT download,
 * imported through "Import CSV" into another account, shows the same supplies with the same
 * batches, dates and per-unit figures.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Resource } from '../src/shared/resources/schemas';
import { apiCall, createVerifiedUser, loginAs } from './support/auth';
import { downloadText, useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where screenshots for a human look go (outside the repository), e.g. /tmp/shots. */
const SHOTS = process.env.TRACKER_SCREENSHOTS;
const browser = useBrowser(baseURL);

/** A supply without ids or times, to compare two households. */
const shape = (r: Resource) => ({
  name: r.name,
  category: r.category,
  unit: r.unit,
  currentQuantity: r.currentQuantity,
  litresPerUnit: r.litresPerUnit,
  kcalPerUnit: r.kcalPerUnit,
  shelfLife: r.shelfLife,
  batches: r.batches.map((b) => [b.quantity, b.addedOn, b.expiresOn, b.note]).sort(),
});

describe('export and import', () => {
  it("a household's downloaded CSV, imported into another account, gives the same supplies", async () => {
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    const from = await createVerifiedUser(baseURL, mailSpool);
    const { resources: seeded } = await apiCall<{ resources: Resource[] }>(baseURL, from, 'GET', '/api/resources');
    const { resource: oats } = await apiCall<{ resource: Resource }>(baseURL, from, 'POST', '/api/resources', {
      name: 'Rolled oats',
      category: 'Food & Nutrition',
      unit: 'bags',
      targetQuantity: 6,
      litresPerUnit: null,
      kcalPerUnit: 3800,
      shelfLife: 'one-year',
    });
    const cans = seeded.find((r) => r.name === 'Canned Food')!;
    const batch = (
      resourceId: string,
      quantity: number,
      addedOn: string,
      expiresOn: string | null,
      note: string | null,
    ) => ({
      id: randomUUID(),
      resourceId,
      quantity,
      addedOn,
      expiresOn,
      note,
    });
    await apiCall(baseURL, from, 'PUT', '/api/resources', {
      batches: [
        batch(oats.id, 4, '2026-10-01', '2027-10-01', 'pantry, top shelf'),
        batch(cans.id, 12, '2026-09-15', '2027-09-15', null),
        batch(cans.id, 6, '2026-11-01', null, null),
      ],
    });

    const a = await browser.open();
    await loginAs(a.context, baseURL, from);
    await a.page.goto('/resource-tracker');
    await a.page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
    await a.page.getByRole('button', { name: 'EXPORT REPORT' }).click();
    const [download] = await Promise.all([
      a.page.waitForEvent('download'),
      a.page.getByRole('menuitem', { name: 'Download CSV' }).click(),
    ]);
    const csv = await downloadText(download);
    expect(csv).toContain('Rolled oats');

    const to = await createVerifiedUser(baseURL, mailSpool);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const b = await browser.open({ viewport });
      await loginAs(b.context, baseURL, to);
      await b.page.goto('/resource-tracker');
      await b.page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
      await b.page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Import supplies' });
      await dialog.getByLabel('CSV file').setInputFiles({
        name: download.suggestedFilename(),
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      if (viewport.width === 390) {
        // The second time the same file changes nothing: every line is already there.
        await dialog
          .getByText('A Holdfast export, 23 lines: 0 new, 0 to merge, 23 already there, 0 refused.')
          .waitFor();
        expect(await dialog.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);
        if (SHOTS) await b.page.screenshot({ path: `${SHOTS}/import-again-390.png` });
        expect(b.errors).toEqual([]);
        break;
      }
      const button = dialog.getByRole('button', { name: 'Import 2 supplies' });
      await button.waitFor();
      await dialog.getByText('A Holdfast export, 23 lines: 1 new, 2 to merge, 20 already there, 0 refused.').waitFor();
      if (SHOTS) await b.page.screenshot({ path: `${SHOTS}/import-preview-1280.png` });
      await button.click();
      await b.page.getByText('Supplies imported', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await b.page.locator('[data-slot="resource-item"][data-name="Rolled oats"]').waitFor();
      expect(b.errors).toEqual([]);
      expect(b.externalRequests).toEqual([]);
    }

    const mine = await apiCall<{ resources: Resource[] }>(baseURL, from, 'GET', '/api/resources');
    const theirs = await apiCall<{ resources: Resource[] }>(baseURL, to, 'GET', '/api/resources');
    const byName = (rows: Resource[]) => rows.map(shape).sort((x, y) => x.name.localeCompare(y.name));
    expect(byName(theirs.resources)).toEqual(byName(mine.resources));
    expect(a.errors).toEqual([]);
  }, 90_000);

  it('a spreadsheet with semicolons: the columns are mapped on a phone, the preview follows, the stock is imported', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, errors } = await browser.open({ viewport: { width: 390, height: 844 } });
    await loginAs(page.context(), baseURL, user);
    await page.goto('/resource-tracker');
    await page.getByRole('region', { name: 'Water & Hydration' }).waitFor();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import supplies' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'pantry.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('What;How many;Good until\r\nRolled oats;3;2027-01-01\r\nLentils;2;\r\n'),
    });
    // The guess finds no quantity column: the user picks it, and the date.
    const quantity = dialog.getByRole('combobox', { name: 'Quantity' });
    await quantity.waitFor();
    await quantity.selectOption({ label: 'How many' });
    await dialog.getByText('A spreadsheet, 2 lines: 2 new, 0 to merge, 0 already there, 0 refused.').waitFor();
    await dialog.getByRole('combobox', { name: 'Best before' }).selectOption({ label: 'Good until' });
    await dialog.getByText('best before 2027-01-01').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-mapping-390.png` });
    await dialog.getByRole('button', { name: 'Import 2 supplies' }).click();
    await page.getByText('Supplies imported', { exact: true }).waitFor();
    // The tracker shows the imported stock in the row's quantity field.
    expect(
      await page
        .locator('[data-slot="resource-item"][data-name="Rolled oats"]')
        .getByRole('spinbutton', { name: 'Quantity of Rolled oats' })
        .inputValue(),
    ).toBe('3');
    const { resources } = await apiCall<{ resources: Resource[] }>(baseURL, user, 'GET', '/api/resources');
    expect(resources.find((r) => r.name === 'Rolled oats')!.batches.map((b) => [b.quantity, b.expiresOn])).toEqual([
      [3, '2027-01-01'],
    ]);
    expect(errors).toEqual([]);
  }, 60_000);
});
