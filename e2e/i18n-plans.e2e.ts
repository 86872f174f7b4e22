/**
 * Issue 43, the survival plans in the family's language (decision 0341): with the `hf_locale`
 * cookie set, a signed-in user makes a plan with the wizard in German or Spanish, finds it in the
 * list and reads it, every step found by its words in that language.
 */
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs, speaks } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { DESKTOP, shoot, SHOTS } from './support/i18n';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

const LOCALES = [
  {
    locale: 'de',
    stepOne: 'Schritt 1 von 5',
    event: 'Hochwasser',
    next: 'Weiter',
    recommended: 'Mit den empfohlenen Schritten beginnen',
    title: 'Titel des Plans',
    description: 'Beschreibung',
    kitsSelected: '1 Notfallset ausgewählt',
    addNote: 'Notiz hinzufügen',
    note: 'Notiz 1',
    summary: 'Zusammenfassung',
    create: 'Plan erstellen',
    created: 'Der Notfallplan wurde erstellt.',
    listTitle: 'Notfallpläne',
    mine: /^Meine Pläne \(1\)$/,
    view: 'Plan ansehen',
    eventType: 'Ereignis',
    contents: 'Inhalt des Plans',
    kits: 'Verknüpfte Notfallsets',
    items: 'Schritte, Notizen und Anlaufstellen',
    badges: ['Schritt', 'Notiz'],
    edit: 'Plan bearbeiten',
    english: ['Survival Plans', 'My Plans', 'View Plan', 'Event type', 'Plan contents', 'Edit Plan', 'Flood'],
  },
  {
    locale: 'es',
    stepOne: 'Paso 1 de 5',
    event: 'Inundación',
    next: 'Siguiente',
    recommended: 'Empezar con los pasos recomendados',
    title: 'Título del plan',
    description: 'Descripción',
    kitsSelected: '1 kit seleccionado',
    addNote: 'Agregar nota',
    note: 'Nota 1',
    summary: 'Resumen del plan',
    create: 'Crear plan',
    created: '¡El plan de emergencia se creó!',
    listTitle: 'Planes de emergencia',
    mine: /^Mis planes \(1\)$/,
    view: 'Ver plan',
    eventType: 'Tipo de emergencia',
    contents: 'Contenido del plan',
    kits: 'Kits vinculados',
    items: 'Pasos, notas y recursos',
    badges: ['Paso', 'Nota'],
    edit: 'Editar plan',
    english: ['Survival Plans', 'My Plans', 'View Plan', 'Event type', 'Plan contents', 'Edit Plan', 'Flood'],
  },
] as const;

describe.each(LOCALES)('the survival plans in $locale', (l) => {
  it('a user makes a flood plan with the wizard, finds it in the list and reads it, all in the language', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors, externalRequests } = await browser.open({ viewport: DESKTOP });
    await speaks(context, baseURL, user, l.locale);
    await loginAs(context, baseURL, user);
    const kitName = `Notfallrucksack ${l.locale}`;
    await page.goto('/dashboard');
    await page.evaluate(async (name) => {
      await fetch('/api/kits', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, template: '72hour' }),
      });
    }, kitName);

    await page.goto('/plans/new');
    await page.getByText(l.stepOne).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(l.locale);
    // The radio is visually hidden inside its card: a person clicks the card's label.
    await page.getByText(l.event, { exact: true }).click();
    await page.getByRole('button', { name: l.recommended }).click();
    await page.getByRole('button', { name: l.next }).click();
    await page.getByLabel(l.title).fill(`Hochwasser ${l.locale}`);
    await page.getByLabel(l.description).fill('Keller räumen, Papiere nach oben');
    await page.getByRole('button', { name: l.next }).click();
    await page.getByRole('checkbox', { name: kitName }).check();
    await page.getByText(l.kitsSelected).waitFor();
    await page.getByRole('button', { name: l.next }).click();
    await page.getByRole('button', { name: l.addNote }).click();
    await page.getByRole('textbox', { name: l.note, exact: true }).fill('Nachbarn Bescheid geben');
    await page.getByRole('button', { name: l.next }).click();
    // Who sees it: the shared visibility choice (its own catalogue's business); Private stays.
    await page.getByRole('heading', { name: l.summary }).waitFor();
    await page.getByRole('button', { name: l.create }).click();
    await page.getByText(l.created, { exact: true }).waitFor();
    await page.waitForURL(/\/plans(\?.*)?$/);

    // The list, in the language.
    await page.getByRole('heading', { level: 1, name: l.listTitle }).waitFor();
    await page.getByRole('tab', { name: l.mine }).waitFor();
    const card = page.getByRole('article', { name: `Hochwasser ${l.locale}` });
    await card.getByText(l.event, { exact: true }).waitFor();
    for (const english of l.english) expect(await page.getByText(english, { exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    if (SHOTS) await page.getByText(l.created, { exact: true }).waitFor({ state: 'hidden', timeout: 15_000 });
    await shoot(page, `${l.locale}-plans-list`);

    // The plan, in the language.
    await card.getByRole('link', { name: l.view }).click();
    await page.getByRole('heading', { level: 1, name: `Hochwasser ${l.locale}` }).waitFor();
    expect(
      await page.getByText(l.eventType, { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
    ).toBe(l.event);
    const contents = page.getByRole('region', { name: l.contents });
    await contents.getByRole('list', { name: l.kits }).getByRole('link', { name: kitName }).waitFor();
    const badges = await contents.getByRole('list', { name: l.items }).locator('[data-slot="badge"]').allTextContents();
    expect(badges).toContain(l.badges[0]);
    expect(badges).toContain(l.badges[1]);
    await page.getByRole('link', { name: l.edit }).waitFor();
    for (const english of l.english) expect(await page.getByText(english, { exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await shoot(page, `${l.locale}-plan-view`);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
});
