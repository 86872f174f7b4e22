import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeness } from '@shared/family-plan/completeness';
import { familyPlanSchema, FAMILY_PLAN_MESSAGES, type FamilyPlan } from '@shared/family-plan/schemas';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { checkText } from '@web/lib/family-plan/check-text';
import { calendarDayLabel } from '@web/lib/format';
import { errorText, loadErrorTexts } from '@web/lib/i18n/error-text';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { mockApi } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as FamilyPlanPage } from './family-plan-page';
import { en } from './messages/en';

/** The family plan in German and Spanish (issue 43, decision 0337); English is family-plan-page.test.tsx's. */
const slow = { timeout: 15_000 };
const empty = familyPlanSchema.parse({});
const rex = { id: 'p1', name: 'Rex', kind: 'dog' as const };
const saved = (plan: FamilyPlan) => ({ body: { plan, updatedAt: '2026-11-24T12:00:00.000Z', householdPets: [rex] } });
const family: FamilyPlan = familyPlanSchema.parse({
  members: [
    { id: 'm1', name: 'Ana', mobilePhone: '+1 555 0100', allergies: 'Penicillin', dateOfBirth: '1990-06-01' },
    { id: 'm2', name: 'Leo', place: { kind: 'school', name: 'Elm', phone: '555 0150', plan: 'Grandpa Joe' } },
  ],
  outOfTownContacts: [{ name: 'May', mobilePhone: '+1 555 0199' }],
  meetingPlaces: { neighbourhood: { name: 'Oak tree', address: '12 Hill Rd' } },
  numbers: [{ label: 'Dr Paws', number: '555 0177' }],
  pets: [{ petId: 'p1', vet: 'Dr Paws', microchip: '123' }],
});

async function inLocale(locale: PageLocale) {
  setPageLocale(locale);
  await loadAllMessages();
}

/**
 * Every text the page shows and names (text, accessible names and descriptions, the tab's title),
 * checked for the English catalogue's texts that the locale writes differently.
 */
function expectNoEnglish(catalogue: Record<string, unknown>) {
  const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [document.title, document.body.textContent, ...labels].join('\n');
  const english = Object.entries(en).filter(
    ([key, text]) => typeof text === 'string' && text !== catalogue[key] && text.length > 3,
  );
  expect(english.length).toBeGreaterThan(50);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Whole words: the Spanish "Contacto" is not the English "Contact".
  for (const [key, text] of english) {
    const found = new RegExp(`(^|[^\\p{L}])${escape(text as string)}($|[^\\p{L}])`, 'u').test(shown);
    expect({ key, found }).toEqual({ key, found: false });
  }
}

afterEach(() => setPageLocale('en'));

describe('/family-plan in German', () => {
  beforeEach(() => inLocale('de'));

  it('fills in a person and a meeting place in German, the checklist follows, saving shows the plan to read', async () => {
    const { callsTo } = mockApi({
      'GET /api/family-plan': saved(empty),
      'PUT /api/family-plan': (call) => saved(familyPlanSchema.parse(call.body)),
    });
    const { user } = renderAt(<FamilyPlanPage />, { path: '/family-plan' });
    await screen.findByRole('heading', { level: 1, name: 'Notfallplan der Familie' }, slow);
    expect(document.title).toBe('Notfallplan der Familie — Holdfast');
    expect(await screen.findByRole('form', { name: 'Familienplan' }, slow)).toBeVisible();
    const checks = within(await screen.findByRole('region', { name: 'Vollständigkeit' }, slow));
    expect(checks.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Fehlt: Tragen Sie die Personen in Ihrem Haushalt ein',
      'Fehlt: Tragen Sie eine Kontaktperson außerhalb mit Telefon ein',
      'Fehlt: Tragen Sie mindestens zwei Treffpunkte ein (bisher 0)',
      'Fehlt: Tragen Sie für jede Person ab 14 Jahren ein Telefon ein',
      'Fehlt: Üben Sie den Plan und tragen Sie eine Übung ein',
    ]);

    await user.click(screen.getByRole('button', { name: 'Person hinzufügen' }));
    await user.type(field('Person 1 Name'), 'Ana');
    expect(checks.getByText('1 Person eingetragen')).toBeVisible();
    expect(checks.getByText('Tragen Sie ein Telefon für Ana ein')).toBeVisible();
    await user.type(field('Person 1 Mobiltelefon'), '+49 151 0100');
    await user.selectOptions(screen.getByLabelText('Person 1 Schule, Kinderbetreuung oder Arbeitsplatz'), 'school');
    expect(field('Person 1 Name der Schule')).toBeVisible();
    await user.type(field('In der Nachbarschaft Name'), 'Die Eiche');
    await user.type(field('Außerhalb des Ortes Adresse'), 'Hügelstraße 12, Hamburg');
    expect(checks.getByText('2 Treffpunkte')).toBeVisible();
    expect(checks.getByText('Alle ab 14 Jahren haben ein Telefon')).toBeVisible();
    expect(screen.getByRole('option', { name: '112 (Europäische Union)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arztpraxis hinzufügen' }));
    expect(field('Nummer 1 Bezeichnung')).toHaveValue('Arztpraxis');
    await user.type(field('Nummer 1 Nummer'), '030 0123');
    expect(screen.getByRole('button', { name: 'Nummer 1 (Arztpraxis) entfernen' })).toBeVisible();
    expect(screen.getByLabelText('Mikrochipnummer von Rex')).toBeVisible();
    expectNoEnglish((await import('./messages/de')).default);

    await user.click(screen.getByRole('button', { name: 'Plan speichern' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Familienplan gespeichert'), slow);
    expect(callsTo('PUT /api/family-plan')).toHaveLength(1);
    const ana = await screen.findByRole('article', { name: 'Ana' }, slow);
    expect(within(ana).getByRole('link', { name: 'Ana anrufen: +49 151 0100' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'Plan bearbeiten' })).toBeVisible();
  });

  it('says what is wrong with a field in German', async () => {
    mockApi({ 'GET /api/family-plan': saved(family) });
    const { user } = renderAt(<FamilyPlanPage />, { path: '/family-plan' });
    await user.click(await screen.findByRole('button', { name: 'Plan bearbeiten' }, slow));
    await user.clear(await screen.findByLabelText(/^Person 1 Mobiltelefon/, undefined, slow));
    await user.type(field('Person 1 Mobiltelefon'), 'ruf mich an');
    await user.click(screen.getByRole('button', { name: 'Plan speichern' }));
    await waitFor(() =>
      expect(field('Person 1 Mobiltelefon')).toHaveAccessibleDescription(
        'Geben Sie eine Telefonnummer ein: Ziffern, Leerzeichen, +, -, ( ) und . (3 bis 30 Zeichen).',
      ),
    );
    expect(screen.queryByText(FAMILY_PLAN_MESSAGES.phone)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    expect(within(dialog).getByRole('button', { name: 'Bleiben' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Verlassen' }));
    expect(await screen.findByRole('article', { name: 'Ana' })).toBeVisible();
  });
});

describe('/family-plan in Spanish', () => {
  beforeEach(() => inLocale('es'));

  it('reads the saved plan in Spanish: phones to call, dates in Spanish, what is missing in words', async () => {
    mockApi({ 'GET /api/family-plan': saved(family) });
    renderAt(<FamilyPlanPage />, { path: '/family-plan' });
    await screen.findByRole('heading', { level: 1, name: 'Plan de emergencia familiar' }, slow);
    const ana = await screen.findByRole('article', { name: 'Ana' }, slow);
    expect(within(ana).getByRole('link', { name: 'Llamar a Ana: +1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(within(ana).getByRole('link', { name: 'Llamar a Ana: +1 555 0100' })).toHaveAttribute('dir', 'ltr');
    expect(ana).toHaveTextContent('Nacimiento1 de junio de 1990');
    expect(ana).toHaveTextContent('AlergiasPenicillin');
    expect(screen.getByRole('article', { name: 'Leo' })).toHaveTextContent('EscuelaElm');
    expect(screen.getByRole('article', { name: 'Leo' })).toHaveTextContent('Plan para recogerloGrandpa Joe');
    expect(screen.getByRole('link', { name: 'Llamar a los servicios de emergencia: 911' })).toBeVisible();
    expect(screen.getByRole('link', { name: '12 Hill Rd en OpenStreetMap' })).toBeVisible();
    const missing = screen.getByRole('region', { name: 'Lo que falta' });
    expect(missing).toHaveTextContent('Agregue al menos dos puntos de encuentro (1 hasta ahora)');
    expect(missing).toHaveTextContent('Agregue un teléfono para Leo');
    expect(screen.getByRole('region', { name: 'Mascotas' })).toHaveTextContent(
      'Rex (Perro)VeterinarioDr PawsMicrochip123',
    );
    expectNoEnglish((await import('./messages/es')).default);
  });

  it('says what is wrong with a field in Spanish, in the words of the catalogue of message codes', async () => {
    mockApi({ 'GET /api/family-plan': saved(family) });
    const { user } = renderAt(<FamilyPlanPage />, { path: '/family-plan' });
    await user.click(await screen.findByRole('button', { name: 'Editar plan' }, slow));
    await user.clear(await screen.findByLabelText(/^Persona 1 Teléfono celular/, undefined, slow));
    await user.type(field('Persona 1 Teléfono celular'), 'llámeme');
    await user.type(field('Persona 1 Tipo de sangre'), 'A positivo, creo');
    await user.type(field('Número de microchip de Rex'), '4'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    await waitFor(() =>
      expect(field('Persona 1 Teléfono celular')).toHaveAccessibleDescription(
        'Escriba un número de teléfono: dígitos, espacios, +, -, ( ) y . (de 3 a 30 caracteres).',
      ),
    );
    expect(field('Persona 1 Tipo de sangre')).toHaveAccessibleDescription('Hasta 10 caracteres.');
    expect(field('Número de microchip de Rex')).toHaveAccessibleDescription('Hasta 40 caracteres.');
    for (const message of Object.values(FAMILY_PLAN_MESSAGES))
      expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('prints the fridge sheet and the wallet cards in Spanish', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ 'GET /api/family-plan': saved(family) });
    const { user } = renderAt(<FamilyPlanPage />, { path: '/family-plan' });
    await user.click(await screen.findByRole('button', { name: 'Imprimir hoja para el refrigerador' }, slow));
    const area = within(document.querySelector<HTMLElement>('[data-family-plan-print]')!);
    const sheet = area.getByLabelText('Hoja para el refrigerador');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Plan de emergencia familiar');
    expect(sheet).toHaveTextContent('Emergencias911');
    expect(within(sheet).getByRole('heading', { name: 'Contactos fuera de la ciudad' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('En el vecindario: Oak tree, 12 Hill Rd');
    expect(sheet).toHaveTextContent('Ana: +1 555 0100Alergias: Penicillin');
    expect(sheet).toHaveTextContent('Escuela: Elm, 555 0150Plan para recogerlo: Grandpa Joe');
    expect(sheet).toHaveTextContent('MascotasRex (perro)Veterinario: Dr PawsMicrochip: 123');
    expect(within(sheet).getByRole('link', { name: '555 0150' })).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'Imprimir tarjetas de bolsillo' }));
    const front = area.getByLabelText('Tarjeta de bolsillo, frente: Ana');
    expect(front).toHaveTextContent('Plan de emergencia familiar · Emergencias 911');
    expect(front).toHaveTextContent('Contacto fuera de la ciudad: May, +1 555 0199');
    expect(front).toHaveTextContent('Celulares del hogarAna +1 555 0100');
    expect(area.getByLabelText('Tarjeta de bolsillo, reverso: Leo')).toHaveTextContent(
      'Sin notas médicas.Escuela: Elm, 555 0150Plan para recogerlo: Grandpa Joe',
    );
    expect(print).toHaveBeenCalledTimes(2);
    print.mockRestore();
  });
});

describe('/family-plan in the pseudo-locale', () => {
  beforeEach(() => inLocale('x-pseudo'));

  it('writes every text of the read view and the form from the catalogue, the family’s data as typed', async () => {
    const ps = pseudoCatalogue(en);
    mockApi({ 'GET /api/family-plan': saved(family) });
    const { user } = renderAt(<FamilyPlanPage />, { path: '/family-plan' });
    await screen.findByRole('heading', { level: 1, name: ps.title }, slow);
    const ana = await screen.findByRole('article', { name: 'Ana' }, slow);
    expect(ana).toHaveTextContent(`${ps.allergies}Penicillin`);
    expect(screen.getByRole('article', { name: 'Leo' })).toHaveTextContent(`${ps.school}Elm`);
    expect(screen.getByRole('article', { name: 'Leo' })).toHaveTextContent(`${ps.pickUpPlan}Grandpa Joe`);
    expect(screen.getByRole('region', { name: ps.pets })).toHaveTextContent(`Rex (${ps.dog})`);
    await user.click(await screen.findByRole('button', { name: ps.editPlan }));
    expect(await screen.findByRole('form', { name: ps.form }, slow)).toBeVisible();
    expect(field(`${ps.person({ n: 1 })} ${ps.name}`)).toHaveValue('Ana');
    expect(field(`${ps.person({ n: 2 })} ${ps.schoolName}`)).toHaveValue('Elm');
    expect(field(`${ps.placeNeighbourhood} ${ps.name}`)).toHaveValue('Oak tree');
    expect(screen.getByRole('button', { name: ps.removeNamed({ name: 'Ana' }) })).toBeVisible();
    expect(screen.getByRole('option', { name: ps.regionUs({ number: '911' }) })).toBeInTheDocument();
  });
});

describe('the family plan catalogue', () => {
  it('has every key of the English one in every locale, each a text or a function as in English', async () => {
    for (const load of [import('./messages/de'), import('./messages/es'), import('./messages/en-x-plain')]) {
      const catalogue = (await load).default as Record<string, unknown>;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [key, entry] of Object.entries(en)) expect([key, typeof catalogue[key]]).toEqual([key, typeof entry]);
    }
  });

  it("writes the shared modules' English word for word in en, and every field error of the schema in German", async () => {
    // Plain English loads the catalogue and keeps the schema's words.
    await inLocale('en-x-plain');
    await loadErrorTexts();
    for (const message of Object.values(FAMILY_PLAN_MESSAGES)) expect(errorText(message)).toBe(message);
    setPageLocale('en');
    const plans = [
      { members: [], outOfTownContacts: [], meetingPlaces: {}, lastPracticedOn: null },
      {
        members: [
          { name: 'Ana', dateOfBirth: null, mobilePhone: '', otherPhone: '' },
          { name: 'Bo', dateOfBirth: '1980-01-01', mobilePhone: '', otherPhone: '' },
        ],
        outOfTownContacts: [{ name: 'May', mobilePhone: '1', otherPhone: '' }],
        meetingPlaces: { indoor: { name: 'x', address: '' } },
        lastPracticedOn: '2020-01-01',
      },
      {
        members: [{ name: 'Ana', dateOfBirth: null, mobilePhone: '555', otherPhone: '' }],
        outOfTownContacts: [],
        meetingPlaces: { indoor: { name: 'x', address: '' }, outOfTown: { name: '', address: 'y' } },
        lastPracticedOn: '2026-11-01',
      },
    ];
    for (const plan of plans)
      for (const check of completeness(plan, '2026-11-28', calendarDayLabel)) expect(checkText(check)).toBe(check.text);

    await inLocale('de');
    await loadErrorTexts();
    // One wording, the catalogue of message codes': full sentences in German.
    for (const message of Object.values(FAMILY_PLAN_MESSAGES)) expect(errorText(message)).toMatch(/^[A-ZÄÖÜ].*\.$/);
    expect(errorText(FAMILY_PLAN_MESSAGES.note)).toBe('Bis zu 2.000 Zeichen.');
    for (const plan of plans)
      for (const check of completeness(plan, '2026-11-28')) expect(checkText(check)).not.toBe(check.text);
    expect(completeness(plans[2]!, '2026-11-28').map(checkText).at(-1)).toBe(
      'Geübt am 1. November 2026; nächstes Mal bis 1. Mai 2027',
    );
  });
});
