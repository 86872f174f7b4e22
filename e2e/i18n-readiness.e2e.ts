/**
 * Issue 43, /readiness in the family's language (decision 0336): with the `hf_locale` cookie set,
 * the page renders in German or Spanish from its first paint, the household form is filled by its
 * German labels, and the figures are written as the locale writes them (decimal commas in German),
 * in the units the user chose (US gallons stay gallons for a German reader).
 */
import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { openSpeaking, shoot } from './support/i18n';
import { setStock } from './support/stock';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

const openIn = (locale: string, user: TestUser) => openSpeaking(browser, baseURL, user, locale);

describe('/readiness in German and Spanish (issue 43)', () => {
  it('German: the household form filled by its German labels; the water figure with decimal commas, in gallons and in litres', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    // The worked example's stock (issue 15): 60 gallons of water and 250 energy bars, as from another device.
    await setStock(baseURL, user, { 'Water (Gallons)': 60, 'Energy Bars': 250 });
    const { page, errors, externalRequests } = await openIn('de', user);
    await page.goto('/readiness');
    await page.getByRole('heading', { level: 1, name: 'Wie lange kämen wir aus?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByText('Beschreiben Sie unten Ihren Haushalt').waitFor();

    // The worked example's household: 2 adults, a child 9-13, a child 4-8, a 50 lb dog; US, 14 days.
    await page.getByLabel('Erwachsene (14+)').fill('2');
    await page.getByLabel('Kinder 9–13').fill('1');
    await page.getByLabel('Kinder 4–8').fill('1');
    await page.getByRole('button', { name: 'Haustier hinzufügen' }).click();
    await page.getByLabel('Haustier 1: Name').fill('Rex');
    await page.getByLabel('Haustier 1: Gewicht (lb)').fill('50');
    await page.getByRole('button', { name: '14 Tage übernehmen (zu Hause)' }).click();
    await page.getByRole('button', { name: 'Haushalt speichern' }).click();
    await page.getByText('Haushalt gespeichert', { exact: true }).waitFor();

    await page.getByText('12,5 Tage – begrenzt durch die Lebensmittel', { exact: true }).waitFor();
    // The user's US setting wins over the locale: gallons, with a German decimal comma.
    await page.getByText('13,6 Tage', { exact: true }).waitFor();
    await page.getByText('60 gal vorrätig, 4,4 gal pro Tag', { exact: true }).waitFor();
    const toBuy = page.getByRole('region', { name: 'Was noch fehlt' });
    await toBuy.getByRole('heading', { name: 'Lebensmittel: 12.000 kcal fehlen' }).waitFor();
    await toBuy
      .getByRole('region', { name: 'Haustiere' })
      .getByText('Hundetrockenfutter für Rex: 12 lb kaufen')
      .waitFor();
    expect(await page.title()).toMatch(/^Notvorrat/);

    // Metric: litres as German writes them.
    await page.getByRole('radio', { name: 'Metrisch (l, kg)' }).check();
    await page.getByText('227,1 l vorrätig, 16,6 l pro Tag', { exact: true }).waitFor();
    await page.getByLabel('Haustier 1: Gewicht (kg)').waitFor();
    expect(await violations(page)).toEqual([]);
    await shoot(page, 'de-readiness');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('Spanish: the same page, its figures as US Spanish writes them', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    // The worked example's stock (issue 15): 60 gallons of water and 250 energy bars, as from another device.
    await setStock(baseURL, user, { 'Water (Gallons)': 60, 'Energy Bars': 250 });
    await apiCall(baseURL, user, 'PUT', '/api/readiness/household', {
      adults: 2,
      children9to13: 1,
      children4to8: 1,
      childrenUnder4: 0,
      pregnantOrBreastfeeding: 0,
      pets: [{ name: 'Rex', kind: 'dog', weightKg: 22.68 }],
      standard: 'us',
      goalDays: 14,
      customLitresPerPerson: null,
    });
    const { page, errors, externalRequests } = await openIn('es', user);
    await page.goto('/readiness');
    await page.getByRole('heading', { level: 1, name: '¿Cuánto tiempo aguantaríamos?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByText('12.5 días — limitado por los alimentos', { exact: true }).waitFor();
    await page.getByText('60 gal almacenados, 4.4 gal al día', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Qué comprar' })
      .getByText('Alimento seco para perros para Rex: comprar 12 lb')
      .waitFor();
    expect(await page.getByLabel('Adultos (14+)').inputValue()).toBe('2');
    await page.getByLabel('Mascota 1: peso (lb)').waitFor();
    await page.getByRole('button', { name: 'Guardar hogar' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shoot(page, 'es-readiness');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});
