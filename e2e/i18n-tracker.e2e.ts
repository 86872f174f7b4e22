/**
 * Issue 43, the resource tracker in the family's language (decision 0342): with the `hf_locale`
 * cookie set, /resource-tracker renders in German or Spanish from its first paint, a row is counted
 * and saved by its German names, the counts are written the locale's way (1.250 in German), and the
 * supplies' own names and units stay the family's words.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { openSpeaking, shoot } from './support/i18n';
import { setStock } from './support/stock';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

/** Some stock, as from another device: a few gallons of water and a large count of cans. */
const STOCK = { 'Water (Gallons)': 6, 'Canned Food': 1250, Bandages: 30, Flashlights: 4 };

const openIn = (locale: string, user: TestUser) => openSpeaking(browser, baseURL, user, locale);

const row = (page: Page, name: string) => page.locator(`[data-slot="resource-item"][data-name="${name}"]`);

describe('/resource-tracker in German and Spanish (issue 43)', () => {
  it('German: the list by its German names, a plus saved with „Änderungen speichern“, counts with German digits', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await setStock(baseURL, user, STOCK);
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
    await shoot(page, 'de-tracker');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('Spanish: the same list, with usted', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await setStock(baseURL, user, STOCK);
    const { page, errors, externalRequests } = await openIn('es', user);
    await page.goto('/resource-tracker');
    await page.getByRole('heading', { level: 1, name: 'Inventario de suministros' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('region', { name: 'Alimentos y nutrición' }).waitFor();
    await page.getByRole('button', { name: 'Agregar suministro' }).waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).waitFor();
    await row(page, 'Tent').getByText('Crítico', { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shoot(page, 'es-tracker');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});
