import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import suppliesDe from '@shared/i18n/errors/features/supplies.de';
import { suppliesEn } from '@shared/i18n/errors/features/supplies.en';
import suppliesEs from '@shared/i18n/errors/features/supplies.es';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { IMPORT_MESSAGES, type ImportPreview } from '@shared/resources/import';
import { OFFLINE_REASON } from '@web/components/online-only';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { apiError, mockApi } from '@web/test/mock-api';
import { renderAt, visibleToast } from '@web/test/render';
import { importMapping, importRow, seededResources } from '@web/test/resource-fixtures';
import { dayShort } from './messages';
import de from './messages/de';
import { en } from './messages/en';
import es from './messages/es';
import formsDe from './messages/forms/de';
import { en as formsEn } from './messages/forms/en';
import formsEs from './messages/forms/es';
import { Component as ResourceTrackerPage } from './resource-tracker-page';

const slow = { timeout: 15_000 };

const REFUSED_CSV = 'name,quantity,barcode\nCandles,2.5,\nBeans,1,4006381333931\n';
/** A preview whose rows the server refused: the reasons come in English (a 200 answer), with a supply's name. */
const refusingPreview: ImportPreview = {
  format: 'spreadsheet',
  columns: ['name', 'quantity', 'barcode'],
  mapping: importMapping({ quantity: 1, barcode: 2 }),
  rows: [
    importRow({ line: 2, action: 'refuse', reason: IMPORT_MESSAGES.quantity, name: 'Candles' }),
    importRow({
      line: 3,
      action: 'refuse',
      reason: IMPORT_MESSAGES.barcodeTaken('Canned Food'),
      name: 'Beans',
      quantity: 1,
      category: 'Food & Nutrition',
      barcodes: ['4006381333931'],
    }),
  ],
  counts: { added: 0, merged: 0, batches: 0, same: 0, refused: 2 },
};

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

/** The seeded supplies, one with a large target (thousands) and a dated batch. */
function supplies() {
  return seededResources({ 'Water (Gallons)': 6, 'Canned Food': 1250 }).map((r) =>
    r.name === 'Canned Food'
      ? {
          ...r,
          targetQuantity: 2500,
          status: 'low' as const,
          batches: r.batches.map((b) => ({ ...b, addedOn: '2026-11-21', expiresOn: '2027-03-12' })),
        }
      : r,
  );
}

async function renderTracker(firstRegion: string, resources = supplies(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/resources': { body: { resources } }, ...routes });
  const utils = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
  await screen.findByRole('region', { name: firstRegion }, slow);
  return { ...utils, ...api };
}

/** No text of an English catalogue on the page (whole texts and aria-labels) where the locale says otherwise. */
function expectNoEnglish(english: Record<string, unknown>, translation: Record<string, unknown>) {
  const leaked: string[] = [];
  const labels = new Set([...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')));
  for (const [key, text] of Object.entries(english)) {
    if (typeof text !== 'string' || translation[key] === text) continue;
    if (screen.queryAllByText(text).length || labels.has(text)) leaked.push(text);
  }
  expect(leaked).toEqual([]);
}

const item = (name: string) => {
  const el = document.querySelector<HTMLElement>(`[data-slot="resource-item"][data-name="${CSS.escape(name)}"]`);
  if (!el) throw new Error(`No item ${name}`);
  return el;
};

describe('/resource-tracker in German', () => {
  useLocale('de');

  it('the list in German: categories, statuses, counts with German digits, dates, no English', async () => {
    const { user } = await renderTracker('Wasser und Getränke');
    expect(screen.getByRole('heading', { level: 1, name: 'Vorratsliste' })).toBeVisible();
    expect(document.title).toMatch(/^Vorratsliste/);
    expect(
      screen.getAllByRole('region').map((r) => r.getAttribute('aria-label') ?? r.querySelector('h2')?.textContent),
    ).toEqual(expect.arrayContaining(['Lebensmittel', 'Medizin und Erste Hilfe', 'Unterkunft und Wärme']));
    expect(screen.getByRole('button', { name: 'Vorrat hinzufügen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scannen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'CSV importieren' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bericht exportieren' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('img', { name: /^Vorsorge insgesamt \d+ %$/ })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ von 21 Vorräten ausreichend vorhanden$/)).toBeVisible();

    // A row: German statuses and labels; the supply's name and unit are the family's own words.
    const food = item('Canned Food');
    expect(within(food).getByText('Knapp')).toBeVisible();
    expect(within(food).getByText('/ 2.500 cans', { exact: false })).toBeVisible();
    expect(within(food).getByLabelText('Menge von Canned Food')).toHaveValue(1250);
    expect(within(food).getByRole('progressbar', { name: 'Bestand von Canned Food' })).toBeInTheDocument();
    expect(within(item('Tent')).getByText('Kritisch')).toBeVisible();
    await user.click(within(food).getByRole('button', { name: /^Chargen \(1\)/ }));
    expect(within(food).getByRole('list', { name: 'Chargen von Canned Food' })).toBeVisible();
    expect(within(food).getByText('1.250 cans, hinzugefügt am 21.11.2026')).toBeVisible();
    expect(within(food).getByText('mindestens haltbar bis 12.03.2027')).toBeVisible();

    // Plus: an unsaved change, counted in German.
    await user.click(within(food).getByRole('button', { name: 'Canned Food erhöhen' }));
    expect(await screen.findByText('Ungespeicherte Änderungen (1)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();

    // A wrong quantity: the shared rule's message in German, SAVE CHANGES held.
    const field = within(item('Tent')).getByLabelText('Menge von Tent');
    await user.clear(field);
    await user.type(field, '1.5');
    expect(
      await within(item('Tent')).findByText('Die Menge muss eine ganze Zahl von 0 bis 1.000.000 sein.'),
    ).toBeVisible();
    expect(screen.getByText('Korrigieren Sie die Menge von Tent, um zu speichern.')).toBeVisible();
    expectNoEnglish(en, de);
  });

  it('a failed save toasts in German', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderTracker('Wasser und Getränke', supplies(), {
      'PUT /api/resources': apiError(500, 'INTERNAL_ERROR', 'boom'),
    });
    await user.click(within(item('Tent')).getByRole('button', { name: 'Tent erhöhen' }));
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() =>
      expect(visibleToast()).toHaveTextContent(
        'Die Vorräte konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      ),
    );
    expect(visibleToast()).toHaveTextContent('Fehler');
    logged.mockRestore();
  });

  it('the supply dialog in German: labels, categories and the shared schema’s messages', async () => {
    const resources = supplies();
    const { user } = await renderTracker('Wasser und Getränke', resources, {
      'GET /api/readiness': {
        body: {
          household: null,
          units: 'us',
          resources,
          summary: { daysCovered: null, limitedBy: null, goalDays: null, goalMet: false },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Vorrat hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorrat hinzufügen' }, slow);
    expect(within(dialog).getByText(/Ein eigener Vorrat\. Er beginnt bei 0/)).toBeVisible();
    expect(await within(dialog).findByLabelText(/^Einheit/, {}, slow)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Sollmenge/)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Gallonen je Einheit/)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /^Haltbarkeit/ })).toHaveTextContent('Ohne Ablaufdatum');
    await user.click(within(dialog).getByRole('button', { name: 'Vorrat hinzufügen' }));
    // The shared schema's messages are the catalogue of message codes' (decision 0360), full sentences.
    expect(await within(dialog).findByText('Geben Sie einen Namen ein (bis zu 60 Zeichen).')).toBeVisible();
    expect(within(dialog).getByText('Wählen Sie eine Kategorie.')).toBeVisible();
    expect(within(dialog).getByText('Die Sollmenge muss eine ganze Zahl von 0 bis 1.000.000 sein.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    expectNoEnglish(formsEn, formsDe);
    expectNoEnglish(suppliesEn, suppliesDe);
  });

  it('the batch dialog in German', async () => {
    const { user } = await renderTracker('Wasser und Getränke');
    const food = item('Canned Food');
    await user.click(within(food).getByRole('button', { name: /^Chargen \(1\)/ }));
    await user.click(within(food).getByRole('button', { name: /^Charge hinzufügen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Charge von Canned Food hinzufügen' }, slow);
    expect(within(dialog).getByLabelText(/^Menge \(cans\)/)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Hinzugefügt am/)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Mindestens haltbar bis/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Charge hinzufügen' }));
    expect(
      await within(dialog).findByText('Die Menge einer Charge muss eine ganze Zahl von 1 bis 1.000.000 sein.'),
    ).toBeVisible();
    expectNoEnglish(formsEn, formsDe);
    expectNoEnglish(suppliesEn, suppliesDe);
  });
});

describe('Scan in German', () => {
  useLocale('de');

  it('the scan dialog in German: the camera’s state, the Barcode field and its message', async () => {
    const { user } = await renderTracker('Wasser und Getränke');
    await user.click(screen.getByRole('button', { name: 'Scannen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scannen' }, slow);
    expect(within(dialog).getByText(/^Scannen Sie eine Dose, Flasche oder Packung/)).toBeVisible();
    // jsdom has no camera: said so in German.
    expect(await within(dialog).findByText(/^Keine Kamera gefunden\./)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Barcode/), `${'7'.repeat(60)}{Enter}`);
    expect(await within(dialog).findByText('Ein Barcode hat 1 bis 48 Buchstaben, Ziffern oder Zeichen.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Fertig' })).toBeVisible();
    expectNoEnglish(formsEn, formsDe);
    expectNoEnglish(suppliesEn, suppliesDe);
  });
});

describe('/resource-tracker in Spanish', () => {
  useLocale('es');

  it('the list and the import dialog in Spanish, with usted', async () => {
    const { user } = await renderTracker('Agua e hidratación');
    expect(screen.getByRole('heading', { level: 1, name: 'Inventario de suministros' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Alimentos y nutrición' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar suministro' })).toBeVisible();
    expect(within(item('Canned Food')).getByText('Bajo')).toBeVisible();
    expect(within(item('Canned Food')).getByLabelText('Cantidad de Canned Food')).toHaveValue(1250);
    expect(within(item('Tent')).getByText('Crítico')).toBeVisible();
    expectNoEnglish(en, es);

    await user.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar suministros' }, slow);
    expect(within(dialog).getByText(/^Un archivo CSV: una exportación de Holdfast/)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Archivo CSV/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    expectNoEnglish(formsEn, formsEs);
  });

  it('the import preview’s refused rows give their reasons in Spanish, a supply’s name kept as it is', async () => {
    const { user } = await renderTracker('Agua e hidratación', supplies(), {
      'POST /api/resources/import/preview': { body: refusingPreview },
    });
    await user.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar suministros' }, slow);
    await user.upload(within(dialog).getByLabelText(/^Archivo CSV/), new File([REFUSED_CSV], 'stock.csv'));
    expect(
      await within(dialog).findByText('Rechazado: La cantidad debe ser un número entero de 1 a 1,000,000.', {}, slow),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Rechazado: El código de barras pertenece a otro suministro (Canned Food).'),
    ).toBeVisible();
    expectNoEnglish(formsEn, formsEs);
    expectNoEnglish(suppliesEn, suppliesEs);
  });

  it('the supply dialog’s messages in Spanish, from the catalogue of message codes', async () => {
    const resources = supplies();
    const { user } = await renderTracker('Agua e hidratación', resources, {
      'GET /api/readiness': {
        body: {
          household: null,
          units: 'metric',
          resources,
          summary: { daysCovered: null, limitedBy: null, goalDays: null, goalMet: false },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Agregar suministro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar suministro' }, slow);
    expect(await within(dialog).findByLabelText(/^Unidad/, {}, slow)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar suministro' }));
    expect(await within(dialog).findByText('Escriba un nombre (hasta 60 caracteres).')).toBeVisible();
    expect(within(dialog).getByText('Elija una categoría.')).toBeVisible();
    expectNoEnglish(formsEn, formsEs);
    expectNoEnglish(suppliesEn, suppliesEs);
  });
});

describe('/resource-tracker in German: the import', () => {
  useLocale('de');

  it('the import preview’s refused rows give their reasons in German', async () => {
    const { user } = await renderTracker('Wasser und Getränke', supplies(), {
      'POST /api/resources/import/preview': { body: refusingPreview },
    });
    await user.click(screen.getByRole('button', { name: 'CSV importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorräte importieren' }, slow);
    await user.upload(within(dialog).getByLabelText(/^CSV-Datei/), new File([REFUSED_CSV], 'stock.csv'));
    expect(
      await within(dialog).findByText('Abgelehnt: Die Menge muss eine ganze Zahl von 1 bis 1.000.000 sein.', {}, slow),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Abgelehnt: Der Barcode gehört zu einem anderen Vorrat (Canned Food).'),
    ).toBeVisible();
    expectNoEnglish(formsEn, formsDe);
    expectNoEnglish(suppliesEn, suppliesDe);
  });
});

describe('/resource-tracker in plain English', () => {
  useLocale('en-x-plain');

  it('the command-centre words change; the rest is the English', async () => {
    await renderTracker('Water & Hydration');
    expect(screen.getByRole('heading', { level: 1, name: 'Supplies' })).toBeVisible();
    expect(screen.getByText('Your supplies')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export report' })).toBeVisible();
    expect(within(item('Tent')).getByText('Very low')).toBeVisible();
    expect(screen.queryByText('Command center')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add supply' })).toBeVisible();
  });
});

describe('/resource-tracker in the pseudo-locale', () => {
  useLocale('x-pseudo');

  it('every text of the page comes from its catalogue: no plain English left but the family data', async () => {
    const ps = pseudoCatalogue(en);
    const resources = supplies();
    const { user } = await renderTracker(ps['category.water'], resources);
    expect(screen.getByRole('heading', { level: 1, name: ps['page.title'] })).toBeVisible();
    // Open a row's batches so they are checked too.
    const batches = ps['row.batches']({ count: 1 });
    await user.click(within(item('Canned Food')).getByText(batches));
    expect(within(item('Canned Food')).getByText(/12 Mar 2027/)).toBeVisible();
    // The family's own words (supply names and units) and symbols are data; the shared components'
    // texts (the emergency link, the offline reason, the toaster) are their catalogues'.
    const data = new Set([
      ...resources.flatMap((r) => [r.name, r.unit]),
      // Dates are written by Intl in the pseudo-locale's (US English) format.
      ...['2026-11-21', '2027-03-12'].map(dayShort),
      ...['Holdfast', OFFLINE_REASON, 'Notifications', 'Emergency', 'EMERGENCY'],
    ]);
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style')) continue;
      let text = node.textContent ?? '';
      for (const known of data) text = text.replaceAll(known, '');
      if (/[A-Za-z]{3,}/.test(text)) plain.push(node.textContent!);
    }
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      for (const attr of ['aria-label', 'title']) {
        let text = el.getAttribute(attr) ?? '';
        for (const known of data) text = text.replaceAll(known, '');
        if (/[A-Za-z]{3,}/.test(text)) plain.push(`${attr}: ${el.getAttribute(attr)}`);
      }
    }
    expect(plain).toEqual([]);
  });
});

/**
 * The dialogs' catalogue (messages/forms) is a folder below the one catalogues.test.ts reads: the
 * same two checks here. Every locale has exactly the English keys, and every English key is named
 * in the tracker's code (a literal key, or a template on its prefix).
 */
describe('the tracker dialogs’ catalogue', () => {
  const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./messages/**'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });

  it('has every key of the English one in every locale, each a text or a function as in English', async () => {
    for (const load of [
      import('./messages/forms/de'),
      import('./messages/forms/es'),
      import('./messages/forms/en-x-plain'),
    ]) {
      const catalogue = (await load).default as Record<string, unknown>;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(formsEn).sort());
      for (const [key, entry] of Object.entries(formsEn))
        expect([key, typeof catalogue[key]]).toEqual([key, typeof entry]);
    }
  });

  it('names every English key in the code', () => {
    const code = Object.values(sources).join('\n');
    const unused = Object.keys(formsEn).filter((key) => {
      const prefix = key.slice(0, key.lastIndexOf('.') + 1);
      return !code.includes(`'${key}'`) && !code.includes(`\`${prefix}\${`);
    });
    expect(unused).toEqual([]);
  });
});
