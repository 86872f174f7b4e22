/**
 * axe-core (WCAG 2.1 A and AA rules) over states the phone sweep (phone.e2e.ts, which runs axe on
 * every route) does not reach, as a signed-in user with data on each: the tracker with a batch
 * list and the batch dialog open, readiness with its expiry panel, the family plan with a pet, and
 * the survival plan wizard's step that links it (support/axe.ts runs axe-core).
 */
import { describe, expect, inject, it } from 'vitest';
import { ONE_ADULT_HOUSEHOLD } from '../src/shared/readiness/example-households';
import { localToday } from '../src/web/lib/format';
import { apiCall, createVerifiedUser, loginAs } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it('tracker batches, readiness, the family plan and the plan wizard have no violations', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await apiCall(baseURL, user, 'PUT', '/api/readiness/household', {
      ...ONE_ADULT_HOUSEHOLD,
      pets: [{ name: 'Rex', kind: 'dog', weightKg: 20 }],
    });
    await apiCall(baseURL, user, 'PUT', '/api/family-plan', {
      members: [{ id: 'm1', name: 'Ana', mobilePhone: '+1 555 0100' }],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
      meetingPlaces: { neighbourhood: { name: 'Oak tree' } },
    });
    const { page, context, errors } = await browser.open();
    await loginAs(context, baseURL, user);
    const found: Record<string, string[]> = {};

    // The tracker with an expired batch of cans, saved, its list open; then the batch dialog.
    await page.goto('/resource-tracker');
    const cans = page.locator('[data-slot="resource-item"][data-name="Canned Food"]');
    await cans.getByRole('button', { name: 'Batches (0) of Canned Food' }).click();
    await cans.getByRole('button', { name: 'Add batch of Canned Food' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add batch of Canned Food' });
    await dialog.getByRole('spinbutton', { name: 'Quantity (cans)' }).fill('40');
    await dialog.getByLabel('Best before').fill(localToday(new Date(Date.now() - 86_400_000)));
    found['batch dialog'] = await violations(page);
    await dialog.getByRole('button', { name: 'Add batch' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText('Resources Updated', { exact: true }).waitFor();
    await cans.locator('[data-slot="expired-quantity"]').waitFor();
    found.tracker = await violations(page);

    await page.goto('/readiness');
    await page.getByRole('region', { name: 'Expiring within 30 days' }).locator('s').first().waitFor();
    found.readiness = await violations(page);

    // The family plan opens on its read view (decision 0295), then its edit form.
    await page.goto('/family-plan');
    await page.getByRole('button', { name: 'Edit plan' }).waitFor();
    found['family plan (read)'] = await violations(page);
    await page.getByRole('button', { name: 'Edit plan' }).click();
    await page.getByLabel("Rex's vet").waitFor();
    found['family plan'] = await violations(page);

    await page.goto('/plans/new');
    await page.getByText('Flood', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Plan Title').fill('Flood plan');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Our family communication plan' }).waitFor();
    found['plan wizard step 3'] = await violations(page);

    expect(found).toEqual({
      'batch dialog': [],
      tracker: [],
      readiness: [],
      'family plan (read)': [],
      'family plan': [],
      'plan wizard step 3': [],
    });
    expect(errors).toEqual([]);
  }, 120_000);
});
