import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import type { KitDetail, KitList, KitSummary, TemplateBasis } from '@shared/kits/schemas';
import { SHIPPED_KIT_TEMPLATES } from '@shared/kits/templates';
import { OFFLINE_REASON } from '@web/components/online-only';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { access } from '@web/test/access-fixtures';
import { makeItem, makeKit } from '@web/test/kit-fixtures';
import { mockApi, signedIn } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as KitEditPage } from './kit-edit-page';
import { Component as KitPage } from './kit-page';
import { Component as KitsPage } from './kits-page';
import { en } from './messages/en';
import { Component as NewKitPage } from './new-kit-page';

/** The kit list and the kit view in German, Spanish and the pseudo-locale (issue 43, decision 0340); English is the other tests'. */
const slow = { timeout: 15_000 };

async function inLocale(locale: PageLocale) {
  setPageLocale(locale);
  await loadAllMessages();
}
afterEach(() => setPageLocale('en'));

const summary = (overrides: Partial<KitSummary>): KitSummary => ({
  id: 'k1',
  name: 'Oma’s Kit',
  description: 'Im Flurschrank.',
  ...access(overrides),
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
  acquired: false,
  itemCount: 5,
  categoryCounts: { 'Water & Hydration': 3, 'Bag & Carrying System': 2 },
  ...overrides,
});
const mine = summary({ id: 'k-mine' });
const theirs = summary({
  id: 'k-pub',
  name: 'Hochwasser',
  description: null,
  isPublic: true,
  isOwner: false,
  itemCount: 1,
});

function mockList() {
  const list = (tab: string | null): KitList => ({
    items: tab === 'community' ? [theirs] : tab === 'acquired' ? [] : [mine],
    nextCursor: null,
    counts: { mine: 1, acquired: 0, community: 1 },
  });
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/kits': () => {
      const url = new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost');
      return { body: list(url.searchParams.get('tab')) };
    },
  });
  return api;
}

const kit = makeKit({
  name: 'Oma’s Kit',
  items: [
    makeItem({
      id: 'i1',
      category: 'Water & Hydration',
      itemName: 'Wasserflaschen',
      quantity: 6,
      expiresOn: '2099-03-12',
    }),
    makeItem({ id: 'i2', category: 'Water & Hydration', itemName: 'Filter', packed: true, position: 2 }),
    makeItem({ id: 'i3', category: 'Clothing', itemName: '  ', sourceUrl: 'https://www.ready.gov/kit' }),
  ],
});
const packedKit = (packed: boolean) => ({ body: { item: { ...kit.items[0], packed } } });

function renderKit() {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/kits/k1': { body: { kit } },
    'PATCH /api/kits/k1/items/i1': packedKit(true),
  });
  const utils = renderAt(<KitPage />, { path: '/kits/k1', routePath: '/kits/:id' });
  return { ...utils, ...api };
}

/** Every text and name on the page, checked for the English catalogue's texts the locale writes differently. */
function expectNoEnglish(catalogue: Record<string, unknown>) {
  const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [document.title, document.body.textContent, ...labels].join('\n');
  const english = Object.entries(en).filter(
    ([key, text]) => typeof text === 'string' && text !== catalogue[key] && text.length > 3,
  );
  expect(english.length).toBeGreaterThan(60);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [key, text] of english) {
    const found = new RegExp(`(^|[^\\p{L}])${escape(text as string)}($|[^\\p{L}])`, 'u').test(shown);
    expect({ key, found }).toEqual({ key, found: false });
  }
}

describe('/kits in German', () => {
  it('lists my kits and the templates in German, categories and built-in templates translated', async () => {
    await inLocale('de');
    mockList();
    const { user } = renderAt(<KitsPage />, { path: '/kits?tab=mine', routePath: '/kits' });
    const tabs = await screen.findByRole('tablist', { name: 'Sammlungen von Notfallsets' }, slow);
    expect(screen.getByRole('heading', { level: 1, name: 'Notfallsets' })).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: 'Meine Sets (1)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Neues Set' })).toHaveAttribute('href', '/kits/new');
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByPlaceholderText('Sets durchsuchen …')).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Oma’s Kit' }, slow);
    expect(card).toHaveTextContent('5 Gegenstände · 2 Kategorien');
    expect(within(card).getByRole('list', { name: 'Gegenstände je Kategorie' })).toHaveTextContent(
      'Rucksack & Tragen2Wasser & Trinken3',
    );
    expect(card).toHaveTextContent(`Geändert am ${new Date(mine.updatedAt).toLocaleDateString('de-DE')}`);
    expect(within(card).getByRole('link', { name: 'Ansehen' })).toHaveAttribute('href', '/kits/k-mine');
    expectNoEnglish((await import('./messages/de')).default);

    await user.click(within(tabs).getByRole('tab', { name: `Vorlagen (${SHIPPED_KIT_TEMPLATES.length + 1})` }));
    const car = await screen.findByRole('article', { name: 'Notfallset fürs Auto' }, slow);
    expect(car).toHaveTextContent('Für die Familie, die mit dem Auto liegen bleibt');
    expect(within(car).getByRole('link', { name: 'Vorlage verwenden' })).toHaveAttribute(
      'href',
      '/kits/new?template=car',
    );
    expect(screen.getByRole('article', { name: 'Notgepäck für 72 Stunden' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Hochwasser' })).toHaveTextContent('Keine Beschreibung');
    // A German search finds a built-in template by its German name.
    await user.type(screen.getByPlaceholderText('Sets durchsuchen …'), 'Auto');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Notgepäck für 72 Stunden' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Notfallset fürs Auto' })).toBeVisible();
  });
});

describe('/kits in Spanish', () => {
  it('says an empty tab and the filters in Spanish', async () => {
    await inLocale('es');
    mockList();
    renderAt(<KitsPage />, { path: '/kits?tab=acquired', routePath: '/kits' });
    expect(await screen.findByRole('heading', { name: 'No hay kits agregados' }, slow)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Kits de emergencia' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver plantillas' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Agregados (0)' })).toBeVisible();
    expect(screen.getByText('Categoría')).toBeVisible();
    expectNoEnglish((await import('./messages/es')).default);
  });
});

describe('/kits/:id in German and Spanish', () => {
  it('shows the kit in German, opens a category and ticks an item packed', async () => {
    await inLocale('de');
    const { user, callsTo } = renderKit();
    await screen.findByRole('heading', { level: 1, name: 'Oma’s Kit' }, slow);
    expect(screen.getByRole('link', { name: 'Zurück zu den Notfallsets' })).toHaveAttribute('href', '/kits');
    expect(document.querySelector('[data-slot="kit-item-count"]')).toHaveTextContent('3 Gegenstände');
    expect(document.querySelector('[data-slot="kit-category-count"]')).toHaveTextContent('2 Kategorien');
    expect(document.querySelector('[data-slot="kit-packed-count"]')).toHaveTextContent('1 von 3 gepackt');
    expect(screen.getByText('Angelegt').nextElementSibling).toHaveTextContent(
      new Date(kit.createdAt).toLocaleDateString('de-DE'),
    );
    expect(screen.getByRole('link', { name: 'Set bearbeiten' })).toHaveAttribute('href', '/kits/k1/edit');
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeVisible();
    const contents = screen.getByRole('region', { name: 'Inhalt des Sets' });
    const water = within(contents).getByRole('button', { name: /^Wasser & Trinken/ });
    expect(water).toHaveTextContent('2 Gegenstände');
    await user.click(within(contents).getByRole('button', { name: /^Unterschlupf & Wärme/ }));
    expect(within(contents).getByText('Noch keine Gegenstände in dieser Kategorie')).toBeVisible();
    expect(within(contents).getByRole('link', { name: 'Gegenstände hinzufügen' })).toBeVisible();
    await user.click(water);
    const bottles = within(contents).getByRole('group', { name: 'Wasserflaschen' });
    expect(bottles).toHaveTextContent('Menge: 6');
    expect(bottles).toHaveTextContent('Haltbar bis 12.03.2099');
    await user.click(within(contents).getByRole('button', { name: /^Kleidung/ }));
    const unnamed = within(contents).getByRole('group', { name: 'Gegenstand ohne Namen' });
    expect(unnamed).toHaveTextContent('Quelle: Ready.gov');
    expectNoEnglish((await import('./messages/de')).default);

    await user.click(within(bottles).getByRole('checkbox', { name: 'Gepackt: Wasserflaschen' }));
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(1));
    expect(callsTo('PATCH /api/kits/k1/items/i1')[0]!.body).toEqual({ packed: true });
  });

  it('shows the kit, its packing and an item’s expiry in Spanish', async () => {
    await inLocale('es');
    const { user } = renderKit();
    await screen.findByRole('heading', { level: 1, name: 'Oma’s Kit' }, slow);
    expect(document.querySelector('[data-slot="kit-packed-count"]')).toHaveTextContent('1 de 3 empacados');
    expect(screen.getByRole('link', { name: 'Editar kit' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Agua e hidratación/ }));
    expect(screen.getByRole('group', { name: 'Wasserflaschen' })).toHaveTextContent('Vence el 12 mar 2099');
    expectNoEnglish((await import('./messages/es')).default);
  });
});

const FAMILY: TemplateBasis = {
  fromHousehold: true,
  people: { adults: 2, children9to13: 1, children4to8: 1, childrenUnder4: 0 },
  pets: [{ name: 'Rex', kind: 'dog', weightKg: 30 }],
  water: { standard: 'us', litresPerPersonPerDay: 3.785 },
  medicines: [],
};

function renderNewKit(search = '') {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/kits/template-basis': { body: { basis: FAMILY } },
    'POST /api/kits': (call) => {
      const body = call.body as { name: string; description: string };
      const created: KitDetail = { ...makeKit({ id: 'k-new', name: body.name, items: [] }), itemCount: 31 };
      return { status: 201, body: { kit: created } };
    },
  });
  const utils = renderAt(<NewKitPage />, { path: `/kits/new${search}`, routePath: '/kits/new' });
  return { ...utils, ...api };
}

describe('/kits/new in German and Spanish', () => {
  it('picks the family go-bag in German: scaled for the household, prefilled in German, created', async () => {
    await inLocale('de');
    const { user, callsTo } = renderNewKit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Neues Notfallset' }, slow)).toBeVisible();
    const progress = screen.getByRole('navigation', { name: 'Fortschritt beim Anlegen' });
    expect(progress).toHaveTextContent('Schritt 1 von 2');
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual(['1Schritt 1: Vorlage wählen', '2Schritt 2: Angaben zum Set']);
    const group = await screen.findByRole('region', { name: 'Für Ihren Haushalt, nach offiziellen Checklisten' }, slow);
    const goBag = within(group).getByRole('button', { name: 'Notgepäck der Familie' });
    await waitFor(() =>
      expect(goBag).toHaveAccessibleDescription(
        /Berechnet für 4 Personen \(2 Erwachsene, 2 Kinder\) und 1 Haustier.*3 Tage.*Berechnet nach Personen, Kindern und Haustieren.*Quelle: Ready\.gov, American Red Cross/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Leeres Set' })).toHaveAccessibleDescription(
      /8 Kategorien.*0 Gegenstände/,
    );
    expect(screen.getByRole('button', { name: 'Notgepäck für 72 Stunden' })).toHaveAccessibleDescription(
      /23 vorgepackte Gegenstände.*Bewertungen und Preise/,
    );
    expectNoEnglish((await import('./messages/de')).default);

    await user.click(goBag);
    expect(await screen.findByRole('heading', { level: 2, name: 'Angaben zum Set' })).toBeVisible();
    expect(field('Name des Sets')).toHaveValue('Notgepäck der Familie');
    expect((screen.getByRole('textbox', { name: 'Beschreibung' }) as HTMLTextAreaElement).value).toMatch(
      /^Was die ganze Familie braucht/,
    );
    expect(screen.getByText('Vorlage:').parentElement).toHaveTextContent('Vorlage: Notgepäck der Familie');
    await user.click(screen.getByRole('button', { name: 'Set anlegen' }));
    await waitFor(() => expect(callsTo('POST /api/kits')).toHaveLength(1));
    expect(callsTo('POST /api/kits')[0]!.body).toMatchObject({
      name: 'Notgepäck der Familie',
      template: 'family-go-bag',
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Set angelegt'));
  });

  it('opens the pet kit in Spanish, scaled for the household’s pet', async () => {
    await inLocale('es');
    renderNewKit('?template=pet');
    expect(await screen.findByRole('heading', { level: 2, name: 'Datos del kit' }, slow)).toBeVisible();
    expect(field('Nombre del kit')).toHaveValue('Kit para mascotas');
    expect(await screen.findByText('Calculado para 1 mascota: Rex', {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear kit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeVisible();
    expectNoEnglish((await import('./messages/es')).default);
  });
});

describe('/kits/:id/edit in German', () => {
  it('edits the kit in German: settings, categories, an item row and the add item form; toasts in German', async () => {
    await inLocale('de');
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/kits/k1': { body: { kit } },
      'POST /api/kits/k1/items': (call) => ({
        status: 201,
        body: {
          item: makeItem({ id: 'n1', ...(call.body as { itemName: string }), category: 'Clothing', position: 2 }),
        },
      }),
    });
    const { user } = renderAt(<KitEditPage />, { path: '/kits/k1/edit', routePath: '/kits/:id/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oma’s Kit' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zum Set' })).toHaveAttribute('href', '/kits/k1');
    expect(screen.getByRole('button', { name: 'Set speichern' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Einstellungen des Sets' })).toBeVisible();
    expect(field('Name des Sets')).toHaveValue('Oma’s Kit');
    expect(screen.getByRole('heading', { level: 2, name: 'Gegenstände im Set' })).toBeVisible();
    expect(document.querySelector('[data-slot="kit-packed-count"]')).toHaveTextContent('1 von 3 gepackt');
    const water = screen.getByRole('button', { name: /^Wasser & Trinken/ });
    expect(water).toHaveTextContent('1/2 gepackt');
    expect(screen.getByLabelText('Zu einer weiteren Kategorie hinzufügen')).toBeVisible();
    const bottles = screen.getByRole('group', { name: 'Wasserflaschen' });
    expect(bottles).toHaveTextContent('Menge: 6');
    await user.click(within(bottles).getByRole('button', { name: 'Wasserflaschen bearbeiten' }));
    expect(within(bottles).getByLabelText('Haltbar bis')).toHaveValue('2099-03-12');
    expect(within(bottles).getByRole('button', { name: 'Wasserflaschen löschen' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Kleidung/ }));
    const clothing = screen.getByRole('region', { name: /^Kleidung/ });
    await user.click(within(clothing).getByRole('button', { name: 'Eigenen Gegenstand hinzufügen' }));
    const form = screen.getByRole('form', { name: 'Neuer Gegenstand in Kleidung' });
    await user.type(within(form).getByLabelText(/^Name des Gegenstands/), 'Regenjacke');
    expect(within(form).getByLabelText('Notizen (optional)')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    expectNoEnglish((await import('./messages/de')).default);
    await user.click(within(form).getByRole('button', { name: 'Gegenstand hinzufügen' }));
    await waitFor(() => expect(callsTo('POST /api/kits/k1/items')).toHaveLength(1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Gegenstand hinzugefügt'));
  });
});

describe('the kit forms’ messages in German and Spanish (the catalogue of message codes, decision 0361)', () => {
  it('an item row and the kit’s settings refuse in German', async () => {
    await inLocale('de');
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/kits/k1': { body: { kit } },
    });
    const { user } = renderAt(<KitEditPage />, { path: '/kits/k1/edit', routePath: '/kits/:id/edit' });
    const bottles = await screen.findByRole('group', { name: 'Wasserflaschen' }, slow);
    await user.click(within(bottles).getByRole('button', { name: 'Wasserflaschen bearbeiten' }));
    // The row checks a field by hand with the schema (not a form): its message is the catalogue's.
    const quantity = within(bottles).getByLabelText('Menge');
    await user.clear(quantity);
    await user.tab();
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription('Die Menge muss eine ganze Zahl von 1 bis 100.000 sein.'),
    );

    const itemName = within(bottles).getByRole('textbox', { name: 'Name des Gegenstands' });
    await user.clear(itemName);
    await user.tab();
    await waitFor(() =>
      expect(itemName).toHaveAccessibleDescription('Bitte geben Sie einen Namen für den Gegenstand ein.'),
    );

    // The kit's settings check with the shared schema through lazyZodResolver.
    await user.clear(field('Name des Sets'));
    await user.type(field('Name des Sets'), '   ');
    await user.click(screen.getByRole('button', { name: 'Set speichern' }));
    await waitFor(() =>
      expect(field('Name des Sets')).toHaveAccessibleDescription('Bitte geben Sie einen Namen für das Set ein.'),
    );
    const shown = document.body.textContent ?? '';
    expect(shown).not.toContain('Quantity must be');
    expect(shown).not.toContain('Item name is required');
    expect(shown).not.toContain('Kit name is required.');
    expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(0);
    expect(callsTo('PATCH /api/kits/k1')).toHaveLength(0);
  });

  it('New Kit refuses an empty name in Spanish', async () => {
    await inLocale('es');
    const { user, callsTo } = renderNewKit('?template=pet');
    const name = await screen.findByRole('textbox', { name: /^Nombre del kit/ }, slow);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Crear kit' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Escriba un nombre para el kit.'));
    expect(document.body.textContent).not.toContain('Kit name is required.');
    expect(callsTo('POST /api/kits')).toHaveLength(0);
  });
});

describe('/kits in plain English', () => {
  it('the military words are plain, the rest is the English', async () => {
    await inLocale('en-x-plain');
    mockList();
    renderAt(<KitsPage />, { path: '/kits?tab=community', routePath: '/kits' });
    expect(await screen.findByRole('article', { name: '72-hour grab bag' }, slow)).toBeVisible();
    expect(screen.getByText('Your kits')).toBeVisible();
    expect(screen.queryByText('Loadout command')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency kits' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your home page' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('article', { name: 'Family Go-Bag' })).toBeVisible();
    expect(screen.getByText('Category')).toBeVisible();
  });
});

describe('/kits/:id in the pseudo-locale', () => {
  it('writes every text of the kit view from the catalogue, the kit’s data as typed', async () => {
    await inLocale('x-pseudo');
    const ps = pseudoCatalogue(en);
    const { user } = renderKit();
    await screen.findByRole('heading', { level: 1, name: 'Oma’s Kit' }, slow);
    for (const name of ['Water & Hydration', 'Clothing']) {
      const key = name === 'Clothing' ? 'category.clothing' : 'category.water';
      await user.click(screen.getByRole('button', { name: new RegExp(`^${escapeRe(ps[key])}`) }));
    }
    // The kit's data, a date in the pseudo-locale's (US English) format, and the shared components'
    // own texts (the offline reason, the visibility badge, the toaster) are not this catalogue's.
    const data = [
      'Oma’s Kit',
      'What I grab when the river rises.',
      'Wasserflaschen',
      'Filter',
      'Ready.gov',
      'PRIVATE',
      'Holdfast',
      'Notifications',
      OFFLINE_REASON,
      '12 Mar 2099',
    ];
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

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
