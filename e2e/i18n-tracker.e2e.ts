/**
 * Issue 43, the resource tracker in the family's language (decision 0342): with the `hf_locale`
 * cookie set, /resource-tracker renders in German or Spanish from its first paint, a row is counted
 * and saved by its German names, the counts are written the locale's way (1.250 in German), and the
 * supplies' own names and units stay the family's words.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { apiCall, createVerifiedUser, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { openSpeaking, overflowing } from './support/i18n';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (copied to docs/screenshots/issue-43 by hand). */
const SHOTS = process.env.I18N_SCREENSHOTS;
const browser = useBrowser(baseURL);

/** Some stock, as from another device: a few gallons of water and a large count of cans. */
async function stock(user: TestUser) {
  const { resources } = await apiCall<{ resources: Resource[] }>(baseURL, user, 'GET', '/api/resources');
  const idOf = (name: string) => resources.find((r) => r.name === name)!.id;
  await apiCall(baseURL, user, 'PUT', '/api/resources', {
    changes: [
      { id: idOf('Water (Gallons)'), currentQuantity: 6 },
      { id: idOf('Canned Food'), currentQuantity: 1250 },
      { id: idOf('Bandages'), currentQuantity: 30 },
      { id: idOf('Flashlights'), currentQuantity: 4 },
    ],
  });
}

const openIn = (locale: string, user: TestUser) => openSpeaking(browser, baseURL, user, locale);

/** The page at 1280x800 and on a phone (390x844), whole: on the phone nothing sticks out. */
async function shots(page: Page, name: string) {
  // The page from its top, without a toast over it.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await overflowing(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const row = (page: Page, name: string) => page.locator(`[data-slot="resource-item"][data-name="${name}"]`);

describe('/resource-tracker in German and Spanish (issue 43)', () => {
  it('German: the list by its German names, a plus saved with „Änderungen speichern“, counts with German digits', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await stock(user);
    const { page, errors, externalRequests } = await openIn('de', user);
    await page.goto('/resource-tracker');
    await page.getByRole('heading', { level: 1, name: 'Vorratsliste' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.title()).toMatch(/^Vorratsliste/);
    await page.getByRole('region', { name: 'Wasser und Getränke' }).waitFor();
    await page.getByRole('region', { name: 'Medizin und Erste Hilfe' }).waitFor();
    // The family's own words stay; the count is written the German way.
    await row(page, 'Canned Food').getByText('1.250', { exact: true }).first().waitFor({ state: 'attached' });
    expect(await row(page, 'Canned Food').getByLabel('Menge von Canned Food').inputValue()).toBe('1250');

    await row(page, 'Tent').getByRole('button', { name: 'Tent erhöhen' }).click();
    await page.getByText('Ungespeicherte Änderungen (1)').waitFor();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Vorräte aktualisiert', { exact: true }).waitFor();
    await page.getByText('Vorräte aktualisiert', { exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Ungespeicherte Änderungen (1)').waitFor({ state: 'detached' });

    // A row's batches, dated the German way.
    await row(page, 'Canned Food')
      .getByRole('button', { name: /^Chargen \(1\)/ })
      .click();
    await row(page, 'Canned Food').getByRole('list', { name: 'Chargen von Canned Food' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shots(page, 'de-tracker');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('Spanish: the same list, with usted', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await stock(user);
    const { page, errors, externalRequests } = await openIn('es', user);
    await page.goto('/resource-tracker');
    await page.getByRole('heading', { level: 1, name: 'Inventario de suministros' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('region', { name: 'Alimentos y nutrición' }).waitFor();
    await page.getByRole('button', { name: 'Agregar suministro' }).waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).waitFor();
    await row(page, 'Tent').getByText('Crítico', { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shots(page, 'es-tracker');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});
