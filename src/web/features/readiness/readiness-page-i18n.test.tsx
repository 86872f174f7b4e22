import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readiness } from '@shared/readiness/calculator';
import { READINESS_MESSAGES, type ReadinessAnswer, type SavedHousehold } from '@shared/readiness/schemas';
import type { Resource } from '@shared/resources/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { errorText, loadErrorTexts } from '@web/lib/i18n/error-text';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { apiError, mockApi, type ApiCall } from '@web/test/mock-api';
import { renderAt, visibleToast } from '@web/test/render';
import { resourceId, seededResources } from '@web/test/resource-fixtures';
import de from './messages/de';
import { en } from './messages/en';
import es from './messages/es';
import { Component as ReadinessPage } from './readiness-page';
import { shoppingCsv, shoppingFileName, shoppingList } from './shopping-list';

const slow = { timeout: 15_000 };

/** The worked example's household (issue 15), as readiness-page.test.tsx. */
const example: SavedHousehold = {
  adults: 2,
  children9to13: 1,
  children4to8: 1,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [{ id: resourceId(99), name: 'Rex', kind: 'dog', weightKg: 22.7 }],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
  updatedAt: '2026-11-22T12:00:00.000Z',
};

const answer = (over: Partial<ReadinessAnswer> = {}): ReadinessAnswer => ({
  household: example,
  units: 'us',
  expiryWindowDays: 30,
  memberCounts: null,
  resources: seededResources({ 'Water (Gallons)': 60, 'Energy Bars': 250 }),
  summary: { daysCovered: 12.5, limitedBy: 'food', goalDays: 14, goalMet: false },
  ...over,
});

async function renderIn(title: string, first: ReadinessAnswer, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/readiness': { body: first }, ...routes });
  const utils = renderAt(<ReadinessPage />, { path: '/readiness' });
  await screen.findByRole('heading', { level: 1, name: title }, slow);
  return { ...utils, ...api };
}

/**
 * No text of the English catalogue on the page, where the locale says something else: as an
 * element's whole text, or as an accessible name given by aria-label.
 */
function expectNoEnglish(translation: Record<string, unknown>) {
  const leaked: string[] = [];
  const labels = new Set([...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')));
  for (const [key, text] of Object.entries(en)) {
    if (typeof text !== 'string' || translation[key] === text) continue;
    if (screen.queryAllByText(text).length || labels.has(text)) leaked.push(text);
  }
  expect(leaked).toEqual([]);
  expect(document.title).not.toMatch(/^Readiness/);
}

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

describe('/readiness in German', () => {
  useLocale('de');

  it('the worked example in German: labels, decimal commas, gallons as the user chose, no English', async () => {
    await renderIn('Wie lange kämen wir aus?', answer());
    expect(await screen.findByText('12,5 Tage – begrenzt durch die Lebensmittel', {}, slow)).toBeVisible();
    expect(screen.getByText('13,6 Tage')).toBeVisible();
    // The US setting wins over the locale: gallons, written the German way.
    expect(screen.getByText('60 gal vorrätig, 4,4 gal pro Tag')).toBeVisible();
    expect(screen.getByText('12,5 von 14 Tagen (89 % des Ziels).')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt zum Ziel von 14 Tagen' })).toBeInTheDocument();

    const toBuy = screen.getByRole('region', { name: 'Was noch fehlt' });
    const sections = within(toBuy).getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Trinkwasser',
      'Lebensmittel',
      'Grundausstattung',
      'Haustiere',
    ]);
    expect(within(toBuy).getByRole('heading', { name: 'Lebensmittel: 12.000 kcal fehlen' })).toBeVisible();
    // Supply names and units are the family's own words: never translated.
    expect(within(toBuy).getByText('Water (Gallons): 2 gallons kaufen')).toBeVisible();
    expect(within(toBuy).getByText('Hundetrockenfutter für Rex: 12 lb kaufen')).toBeVisible();
    expect(within(toBuy).getByRole('button', { name: 'CSV-Download' })).toBeVisible();

    // The household form, found by its German labels.
    expect(screen.getByLabelText('Erwachsene (14+)')).toHaveValue(2);
    expect(screen.getByLabelText('Haustier 1: Gewicht (lb)')).toHaveValue(50.04);
    expect(screen.getByRole('radiogroup', { name: 'Richtwert' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Deutschland \(BBK\)/ })).not.toBeChecked();
    expect(screen.getByText(/^2 l \(0,53 gal\) pro Person und Tag\. Quelle: BBK „Ratgeber/)).toBeVisible();
    expect(screen.getByRole('button', { name: '14 Tage übernehmen (zu Hause)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Haushalt speichern' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Metrisch (l, kg)' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toMatch(/^Notvorrat/);
    expectNoEnglish(de);
  });

  it('metric in German: lowercase litres with a decimal comma', async () => {
    await renderIn('Wie lange kämen wir aus?', answer({ units: 'metric' }));
    expect(await screen.findByText('227,1 l vorrätig, 16,6 l pro Tag', {}, slow)).toBeVisible();
    expect(screen.getByLabelText('Haustier 1: Gewicht (kg)')).toHaveValue(22.7);
  });

  it("the form's messages (the schema's, shared with the server) are shown in German, the server's too", async () => {
    const saved: ApiCall[] = [];
    let refuse = true;
    const { user } = await renderIn('Wie lange kämen wir aus?', answer({ household: null }), {
      'PUT /api/readiness/household': (call) => {
        saved.push(call);
        if (refuse) {
          refuse = false;
          return apiError(400, 'VALIDATION_ERROR', 'Invalid household', { adults: [READINESS_MESSAGES.people] });
        }
        return { body: answer() };
      },
    });
    expect(await screen.findByText(/Beschreiben Sie unten Ihren Haushalt/, {}, slow)).toBeVisible();
    await user.type(screen.getByLabelText('Erwachsene (14+)'), '{Backspace}2');
    await user.click(screen.getByRole('button', { name: 'Haustier hinzufügen' }));
    await user.type(screen.getByLabelText('Haustier 1: Name'), 'Rex');
    await user.type(screen.getByLabelText('Haustier 1: Gewicht (lb)'), '0');
    await user.click(screen.getByRole('button', { name: 'Haushalt speichern' }));
    expect(await screen.findByText('Geben Sie ein Gewicht über 0 und bis 150 kg ein.')).toBeVisible();
    expect(screen.queryByText(READINESS_MESSAGES.petWeight)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Haustier 1: Gewicht (lb)')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    // The server refuses with its (English) message: the form shows it in German.
    await user.clear(screen.getByLabelText('Haustier 1: Gewicht (lb)'));
    await user.type(screen.getByLabelText('Haustier 1: Gewicht (lb)'), '50');
    await user.click(screen.getByRole('button', { name: 'Haushalt speichern' }));
    expect(await screen.findByText('Ein Haushalt hat höchstens 100 Personen.')).toBeVisible();
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Der Haushalt konnte nicht gespeichert werden.'));

    await user.click(screen.getByRole('button', { name: 'Haushalt speichern' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(await screen.findByText('12,5 Tage – begrenzt durch die Lebensmittel', {}, slow)).toBeVisible();
  });

  it('expiry in German: dates as German writes them, the drop in days with a comma', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00'), shouldAdvanceTime: true });
    try {
      const resources = seededResources({ 'Water (Gallons)': 60, 'Energy Bars': 250 }).map((r) =>
        r.name === 'Energy Bars'
          ? {
              ...r,
              currentQuantity: 250,
              expiredQuantity: 40,
              batches: [
                {
                  id: resourceId(200),
                  quantity: 40,
                  addedOn: '2025-01-01',
                  expiresOn: '2026-11-20',
                  note: null,
                  updatedAt: 'x',
                },
                {
                  id: resourceId(201),
                  quantity: 100,
                  addedOn: '2026-01-01',
                  expiresOn: '2026-12-10',
                  note: null,
                  updatedAt: 'x',
                },
                {
                  id: resourceId(202),
                  quantity: 150,
                  addedOn: '2026-01-01',
                  expiresOn: null,
                  note: null,
                  updatedAt: 'x',
                },
              ],
            }
          : r,
      );
      await renderIn('Wie lange kämen wir aus?', answer({ resources }));
      const panel = await screen.findByRole('region', { name: 'Läuft innerhalb von 30 Tagen ab' }, slow);
      const items = within(within(panel).getByRole('list', { name: 'Bald ablaufende Vorräte' })).getAllByRole(
        'listitem',
      );
      expect(items.map((li) => li.textContent)).toEqual([
        'Energy Bars: 40 barsabgelaufen am 20.11.2026',
        'Energy Bars: 100 barsmindestens haltbar bis 10.12.2026 (in 16 Tagen)',
      ]);
      expect(within(panel).getByTestId('figure-drop')).toHaveTextContent(/^Am 11\. Dezember 2026: \d+,\d Tage/);
      expect(within(panel).getByLabelText('Zeitraum (Tage)')).toHaveValue(30);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the shopping list CSV and its file name in German; quantities stay numbers a spreadsheet reads', () => {
    const household = example;
    const resources: Resource[] = seededResources({ 'Water (Gallons)': 40, 'Energy Bars': 250 });
    const figure = readiness(household, household.pets, household, resources);
    if (figure.kind !== 'figure') throw new Error('expected a figure');
    const sections = shoppingList({ figure, resources, pets: household.pets, units: 'us' });
    expect(sections.map((s) => s.summary)).toEqual([
      '21,46 gal fehlen',
      '12.000 kcal fehlen',
      '7 unter der Sollmenge',
      'Futter für 14 Tage',
    ]);
    const lines = shoppingCsv(sections).split('\r\n');
    expect(lines[0]).toBe('Bereich,Artikel,Kaufen,Einheit,Hinweis');
    expect(lines[1]).toBe('Trinkwasser,Water (Gallons),22,gallons,');
    expect(lines).toContain('Haustiere,Hundetrockenfutter für Rex,12,lb,');
    expect(shoppingFileName(14, '2026-11-24')).toBe('holdfast-einkaufsliste-14-tage-2026-11-24.csv');
  });
});

describe('/readiness in Spanish', () => {
  useLocale('es');

  it('the worked example in Spanish, with no English', async () => {
    await renderIn('¿Cuánto tiempo aguantaríamos?', answer());
    expect(await screen.findByText('12.5 días — limitado por los alimentos', {}, slow)).toBeVisible();
    expect(screen.getByText('60 gal almacenados, 4.4 gal al día')).toBeVisible();
    const toBuy = screen.getByRole('region', { name: 'Qué comprar' });
    expect(within(toBuy).getByText('Alimento seco para perros para Rex: comprar 12 lb')).toBeVisible();
    expect(screen.getByLabelText('Adultos (14+)')).toHaveValue(2);
    expect(screen.getByLabelText('Mascota 1: peso (lb)')).toHaveValue(50.04);
    expect(screen.getByRole('button', { name: 'Guardar hogar' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Hogar y meta' })).toBeVisible();
    expectNoEnglish(es);
  });

  it("the form's messages in Spanish, in the words of the catalogue of message codes", async () => {
    const saved: ApiCall[] = [];
    const { user } = await renderIn('¿Cuánto tiempo aguantaríamos?', answer(), {
      'PUT /api/readiness/household': (call) => {
        saved.push(call);
        return { body: answer() };
      },
    });
    await user.type(await screen.findByLabelText(/^Embarazadas o en lactancia/, {}, slow), '{Backspace}3');
    await user.clear(screen.getByLabelText('Mascota 1: nombre'));
    await user.click(screen.getByRole('button', { name: 'Guardar hogar' }));
    expect(await screen.findByText('No puede ser mayor que el número de adultos.')).toBeVisible();
    expect(screen.getByText('Escriba un nombre (hasta 60 caracteres).')).toBeVisible();
    expect(screen.queryByText(READINESS_MESSAGES.pregnant)).not.toBeInTheDocument();
    expect(screen.queryByText(READINESS_MESSAGES.petName)).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe("the household form's messages, the catalogue of message codes' words", () => {
  afterEach(() => setPageLocale('en'));

  it('plain English keeps the schema’s words; Spanish has one full sentence for each; an unknown message is shown as sent', async () => {
    setPageLocale('en-x-plain');
    await loadErrorTexts();
    expect(errorText(READINESS_MESSAGES.count)).toBe(READINESS_MESSAGES.count);
    setPageLocale('es');
    await loadErrorTexts();
    expect(errorText(READINESS_MESSAGES.count)).toBe('Ingrese un número entero de 0 a 50.');
    for (const key of ['count', 'people', 'pregnant', 'petName', 'petKind', 'petWeight', 'pets', 'standard'] as const)
      expect(errorText(READINESS_MESSAGES[key])).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
    expect(errorText('Something the server says')).toBe('Something the server says');
  });
});

describe('/readiness in the pseudo-locale', () => {
  useLocale('x-pseudo');

  it('every text of the page comes from its catalogue: no plain English left but the family data', async () => {
    const resources = seededResources({ 'Water (Gallons)': 60, 'Energy Bars': 250 });
    await renderIn('[Ħǿǿẇ ŀǿǿƞɠ ẇǿǿŭŭŀḓ ẇḗḗ ŀȧȧşŧ?]', answer({ resources }));
    await screen.findByTestId('days-covered', {}, slow);
    // The family's own words (supply names and units, the pet's name) and symbols are data, not
    // text of ours; the shared components' texts (the offline reason, the toaster) are their catalogues'.
    const data = new Set([
      ...resources.flatMap((r) => [r.name, r.unit]),
      ...['Rex', 'gal', 'lb', 'kg', 'kcal', 'CSV', 'Holdfast', OFFLINE_REASON, 'Notifications'],
    ]);
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style')) continue;
      let text = node.textContent ?? '';
      for (const known of data) text = text.replaceAll(known, '');
      if (/[A-Za-z]{3,}/.test(text)) plain.push(node.textContent!);
    }
    for (const el of document.querySelectorAll('[aria-label]')) {
      let text = el.getAttribute('aria-label')!;
      for (const known of data) text = text.replaceAll(known, '');
      if (/[A-Za-z]{3,}/.test(text)) plain.push(`aria-label: ${el.getAttribute('aria-label')}`);
    }
    expect(plain).toEqual([]);
  });
});

describe('/readiness in plain English', () => {
  useLocale('en-x-plain');

  it('the few texts that were not plain change; the rest is the English', async () => {
    await renderIn('How long would we last?', answer({ household: null }));
    expect(await screen.findByText('Tell us who lives with you', {}, slow)).toBeVisible();
    expect(screen.queryByText('Household needed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your home page' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByLabelText('Adults (14+)')).toBeVisible();
  });
});
