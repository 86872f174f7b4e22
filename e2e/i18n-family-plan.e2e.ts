/**
 * Issue 43, the family plan in the family's language (decision 0337): with the `hf_locale` cookie
 * set, a signed-in family fills in its plan in German or Spanish, saves it, reads it and prints the
 * fridge sheet, every step found by its words in that language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, loginAs, speaks } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { DESKTOP, shoot, SHOTS } from './support/i18n';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);
const MM = 96 / 25.4;

/** The control labelled `text` exactly, a required field's "*" allowed after it. */
const label = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

const LOCALES = [
  {
    locale: 'de',
    title: 'Notfallplan der Familie',
    form: 'Familienplan',
    addPerson: 'Person hinzufügen',
    name: 'Person 1 Name',
    mobile: 'Person 1 Mobiltelefon',
    allergies: 'Person 1 Allergien',
    meetingName: 'In der Nachbarschaft Name',
    meetingAddress: 'In der Nachbarschaft Adresse',
    named: '1 Person eingetragen',
    placesLeft: 'Tragen Sie mindestens zwei Treffpunkte ein (bisher 1)',
    save: 'Plan speichern',
    saved: 'Familienplan gespeichert',
    edit: 'Plan bearbeiten',
    call: 'Ana Silva anrufen: +49 151 2345678',
    meetingPlaces: 'Treffpunkte',
    stillMissing: 'Noch offen',
    printSheet: 'Kühlschrankblatt drucken',
    sheet: 'Kühlschrankblatt',
    sheetText: ['Notfallplan der Familie', 'Notruf', 'Treffpunkte', 'In der Nachbarschaft: Die Eiche, Ulmenweg 3'],
    sheetAllergies: 'Allergien: Erdnüsse',
    english: ['Family emergency plan', 'Meeting places', 'Save plan', 'Out-of-town contacts'],
    sheetPets: 'Rex (Hund)',
    printCards: 'Notfallkarten drucken',
    cardFront: 'Notfallkarte, Vorderseite: Ana Silva',
    cardContact: 'Kontakt außerhalb: Aunt May Parker,',
  },
  {
    locale: 'es',
    title: 'Plan de emergencia familiar',
    form: 'Plan familiar',
    addPerson: 'Agregar persona',
    name: 'Persona 1 Nombre',
    mobile: 'Persona 1 Teléfono celular',
    allergies: 'Persona 1 Alergias',
    meetingName: 'En el vecindario Nombre',
    meetingAddress: 'En el vecindario Dirección',
    named: '1 persona anotada',
    placesLeft: 'Agregue al menos dos puntos de encuentro (1 hasta ahora)',
    save: 'Guardar plan',
    saved: 'Plan familiar guardado',
    edit: 'Editar plan',
    call: 'Llamar a Ana Silva: +49 151 2345678',
    meetingPlaces: 'Puntos de encuentro',
    stillMissing: 'Lo que falta',
    printSheet: 'Imprimir hoja para el refrigerador',
    sheet: 'Hoja para el refrigerador',
    sheetText: [
      'Plan de emergencia familiar',
      'Emergencias',
      'Puntos de encuentro',
      'En el vecindario: Die Eiche, Ulmenweg 3',
    ],
    sheetAllergies: 'Alergias: Erdnüsse',
    english: ['Family emergency plan', 'Meeting places', 'Save plan', 'Out-of-town contacts'],
    sheetPets: 'Rex (perro)',
    printCards: 'Imprimir tarjetas de bolsillo',
    cardFront: 'Tarjeta de bolsillo, frente: Ana Silva',
    cardContact: 'Contacto fuera de la ciudad: Aunt May Parker,',
  },
] as const;

describe.each(LOCALES)('the family plan in $locale', (l) => {
  it('a family fills in its plan, saves it, reads it and prints the fridge sheet in the language', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors, externalRequests } = await browser.open({ viewport: DESKTOP });
    await speaks(context, baseURL, user, l.locale);
    await loginAs(context, baseURL, user);

    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: l.title }).waitFor();
    expect(await page.title()).toBe(`${l.title} — Holdfast`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(l.locale);
    // An empty plan opens in the form.
    const form = page.getByRole('form', { name: l.form });
    await form.waitFor();
    await page.getByRole('button', { name: l.addPerson }).click();
    await label(page, l.name).fill('Ana Silva');
    await page.getByText(l.named).waitFor();
    await label(page, l.mobile).fill('+49 151 2345678');
    await label(page, l.allergies).fill('Erdnüsse');
    await label(page, l.meetingName).fill('Die Eiche');
    await label(page, l.meetingAddress).fill('Ulmenweg 3');
    await page.getByText(l.placesLeft).waitFor();
    for (const english of l.english) expect(await page.getByText(english, { exact: true }).count()).toBe(0);
    await shoot(page, `${l.locale}-family-plan-form`);

    await page.getByRole('button', { name: l.save }).click();
    await page.getByText(l.saved, { exact: true }).waitFor();
    // Saved: the plan to read, in the language; the phone a tel: link read left to right.
    const ana = page.getByRole('article', { name: 'Ana Silva' });
    await ana.waitFor();
    expect(await form.count()).toBe(0);
    const call = ana.getByRole('link', { name: l.call });
    expect(await call.getAttribute('href')).toBe('tel:+491512345678');
    expect(await call.getAttribute('dir')).toBe('ltr');
    await page.getByRole('region', { name: l.meetingPlaces }).getByText('Die Eiche').waitFor();
    await page.getByRole('region', { name: l.stillMissing }).waitFor();
    await page.getByRole('button', { name: l.edit }).waitFor();
    for (const english of l.english) expect(await page.getByText(english, { exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    // The picture without the toast over the page's top.
    if (SHOTS) await page.getByText(l.saved, { exact: true }).waitFor({ state: 'hidden', timeout: 15_000 });
    await shoot(page, `${l.locale}-family-plan-read`);

    // The fridge sheet, in the language, on one page of A4 (190 mm printable width).
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: l.printSheet }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByLabel(l.sheet, { exact: true });
    await sheet.waitFor();
    const text = (await sheet.textContent()) ?? '';
    for (const shown of [...l.sheetText, l.sheetAllergies, 'Ana Silva: +49 151 2345678']) expect(text).toContain(shown);
    expect(text).not.toContain('Meeting places');
    expect(await sheet.getByRole('link', { name: '+49 151 2345678' }).getAttribute('dir')).toBe('ltr');
    await page.setViewportSize({ width: Math.floor(190 * MM), height: 1000 });
    expect((await sheet.boundingBox())!.height).toBeLessThanOrEqual(259.4 * MM);
    const pdf = Buffer.from(await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
  it('a typical family of four prints its fridge sheet and its wallet cards on one page each, A4 or Letter, in the language', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const person = (id: string, name: string, more: Record<string, unknown>) => ({ id, name, ...more });
    const place = (name: string, address: string, instructions: string) => ({ name, address, instructions });
    const readiness = await apiCall<{ household: { pets: { id: string }[] } }>(
      baseURL,
      user,
      'PUT',
      '/api/readiness/household',
      {
        adults: 3,
        children9to13: 0,
        children4to8: 0,
        childrenUnder4: 1,
        pregnantOrBreastfeeding: 0,
        pets: [
          { name: 'Rex', kind: 'dog', weightKg: 20 },
          { name: 'Mia', kind: 'cat', weightKg: 4 },
        ],
        standard: 'us',
        goalDays: 14,
        customLitresPerPerson: null,
      },
    );
    const [rex, mia] = readiness.household.pets;
    await apiCall(baseURL, user, 'PUT', '/api/family-plan', {
      pets: [
        { petId: rex!.id, vet: 'Dr Paws, Oak Vets, 555 0177', microchip: '985141000123456' },
        { petId: mia!.id, vet: 'Dr Paws, Oak Vets, 555 0177', microchip: '985141000654321' },
      ],
      members: [
        person('m1', 'Ana Silva', {
          mobilePhone: '+1 555 0100',
          otherPhone: '+1 555 0101',
          email: 'ana@example.com',
          allergies: 'Penicillin, bee stings (carries an EpiPen)',
          medicines: 'Levothyroxine 50 mcg every morning',
          bloodType: 'O+',
          place: { kind: 'work', name: 'Mill Street Clinic', address: '4 Mill St', phone: '555 0140', plan: '' },
        }),
        person('m2', 'Bruno Silva', {
          mobilePhone: '+1 555 0102',
          conditions: 'Type 1 diabetes: insulin pump, glucose tablets in bag',
          bloodType: 'A-',
          place: { kind: 'work', name: 'Riverside Warehouse', address: '90 River Rd', phone: '555 0141', plan: '' },
        }),
        person('m3', 'Carla Silva', {
          mobilePhone: '+1 555 0103',
          allergies: 'Peanuts, tree nuts',
          place: { kind: 'school', name: 'Elm High School', address: '1 Elm Ave', phone: '555 0150', plan: '' },
        }),
        person('m4', 'Davi Silva', {
          medicines: 'Asthma inhaler (salbutamol) as needed',
          place: { kind: 'childcare', name: 'Little Oaks', address: '7 Oak Ln', phone: '555 0160', plan: '' },
        }),
      ],
      outOfTownContacts: [
        { name: 'Aunt May Parker', mobilePhone: '+1 555 0199', otherPhone: '+1 555 0198', email: 'may@example.com' },
        { name: 'Grandpa Joe', mobilePhone: '+1 555 0177', otherPhone: '', email: '' },
      ],
      meetingPlaces: {
        indoor: place('Basement', '', 'Under the stairs, by the water and the radio'),
        neighbourhood: place('Oak tree', 'Corner of Elm and 3rd', 'The big oak across the street'),
        outsideNeighbourhood: place('Public library', '200 Main St', 'Front steps; inside if it rains'),
        outOfTown: place("Aunt May's house", '12 Hill Rd, Dayton', 'Spare key with the neighbour at 14'),
      },
      emergencyRegion: 'us',
      numbers: [
        { label: 'Poison control', number: '1-800-222-1222', note: '' },
        { label: 'Doctor', number: '555 0123', note: 'Dr Lee' },
        { label: 'Pharmacy', number: '555 0124', note: '' },
        { label: 'Veterinarian', number: '555 0125', note: '' },
        { label: 'Insurance', number: '1-800-555-0126', note: 'Policy 12-345' },
        { label: 'Utilities', number: '555 0127', note: 'Gas leaks' },
      ],
    });
    const { page, context, errors, externalRequests } = await browser.open({ viewport: DESKTOP });
    await speaks(context, baseURL, user, l.locale);
    await loginAs(context, baseURL, user);
    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: l.title }).waitFor();
    await page.evaluate(() => {
      window.print = () => {};
    });
    const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length;

    await page.getByRole('button', { name: l.printSheet }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByLabel(l.sheet, { exact: true });
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain(l.sheetPets);
    // Looked at on A4's printable width (190 mm) before it is measured.
    await page.setViewportSize({ width: Math.floor(190 * MM), height: 1000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${l.locale}-family-plan-fridge-sheet-718.png`, fullPage: true });
    for (const format of ['A4', 'Letter'] as const) expect(pages(await page.pdf({ format }))).toBe(1);
    await page.setViewportSize(DESKTOP);

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: l.printCards }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-slot="wallet-card"]').count()).toBe(8);
    expect(await page.getByLabel(l.cardFront).textContent()).toContain(l.cardContact);
    for (const format of ['A4', 'Letter'] as const) expect(pages(await page.pdf({ format }))).toBe(1);
    // Every line within the card: nothing the browser had to wrap or clip.
    const overflowing = await page
      .locator('[data-slot="wallet-card"]')
      .evaluateAll(
        (cards) =>
          cards.filter((card) => [...card.children].some((line) => line.scrollWidth > card.clientWidth)).length,
      );
    expect(overflowing).toBe(0);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/${l.locale}-family-plan-wallet-cards-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
});
