import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { guidanceItems, PLAN_GUIDANCE, translationWriter } from '@shared/plans/guidance';
import { GUIDANCE_DE } from '@shared/plans/guidance.de';
import { GUIDANCE_ES } from '@shared/plans/guidance.es';
import { ITEM_LINK_WORDS } from '@shared/plans/item-links';
import { PLAN_MESSAGES } from '@shared/plans/limits';
import type { PlanDetail, SavePlanInput } from '@shared/plans/schemas';
import { errorText, loadErrorTexts } from '@web/lib/i18n/error-text';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { kitList, kitSummary } from '@web/test/kit-fixtures';
import { mockApi, signedIn, type ApiCall, type MockResponse } from '@web/test/mock-api';
import { makeItem, makeLinkedKit, makePlan, makePlanDetail, planDetail, planPage } from '@web/test/plan-fixtures';
import { field, renderAt, visibleToast } from '@web/test/render';
import { en } from './messages/en';
import { Component as NewPlanPage } from './new-plan-page';
import { Component as PlanEditPage } from './plan-edit-page';
import { Component as PlanPage } from './plan-page';
import { Component as PlansPage } from './plans-page';

/** /plans in German, Spanish and the pseudo-locale (issue 43, decision 0341); English is the other tests'. */
const slow = { timeout: 15_000 };

async function inLocale(locale: PageLocale) {
  setPageLocale(locale);
  await loadAllMessages();
}
afterEach(() => setPageLocale('en'));

const quake = makePlan({ id: 'p-quake', title: 'Quake Plan', isPublic: true });
const flood = makePlan({
  id: 'p-flood',
  title: 'Flood Plan',
  description: null,
  eventType: 'flood',
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-05-06T12:00:00.000Z',
});
const fire = makePlan({ id: 'p-fire', title: 'Wildfire Plan', eventType: 'wildfire', isPublic: true, isOwner: false });
const lists = { mine: [quake, flood], acquired: [], community: [fire] };

function renderList() {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/plans': () => {
      const params = new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost').searchParams;
      return { body: planPage(lists, params) };
    },
  });
  return renderAt(<PlansPage />, { path: '/plans?tab=mine', routePath: '/plans' });
}

const familyPlan: NonNullable<PlanDetail['familyPlan']> = {
  emergencyNumber: '911',
  memberMobiles: [{ name: 'Ana', mobilePhone: '+1 555 0100' }],
  outOfTownContacts: [{ name: 'May', mobilePhone: '+1 555 0199', otherPhone: '', email: '' }],
  meetingPlaces: [{ label: 'Outside the town', name: 'Gran', address: '12 Hill Rd', instructions: '' }],
};
const ownPlan = makePlanDetail(
  {
    includeFamilyPlan: true,
    familyPlan,
    kits: [
      makeLinkedKit({
        id: 'k-car',
        name: 'Car Kit',
        isPublic: false,
        items: [{ itemName: 'Headlamp', quantity: 2, category: 'Fire & Light' }],
      }),
    ],
    items: [
      makeItem('step', 'Drop, cover and hold on.', 0),
      makeItem('note', 'The gas valve is behind the heater.', 1),
      makeItem('resource', 'USGS map', 2),
    ],
  },
  {
    id: 'p1',
    title: 'Quake Plan',
    isPublic: false,
    isOwner: true,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2027-01-05T12:00:00.000Z',
  },
);

function renderPlan(plan: PlanDetail = ownPlan) {
  mockApi({
    'GET /api/account/session': { body: signedIn() },
    [`GET /api/plans/${plan.id}`]: { body: { plan } },
  });
  return renderAt(<PlanPage />, { path: `/plans/${plan.id}`, routePath: '/plans/:id' });
}

/**
 * Every text the page shows and names (text, accessible names, placeholders, titles), checked for
 * the English catalogue's texts that the locale writes differently.
 */
function expectNoEnglish(catalogue: Record<string, unknown>) {
  const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [document.title, document.body.textContent, ...labels].join('\n');
  const english = Object.entries(en).filter(
    ([key, text]) => typeof text === 'string' && text !== catalogue[key] && text.length > 3,
  );
  expect(english.length).toBeGreaterThan(100);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [key, text] of english) {
    const found = new RegExp(`(^|[^\\p{L}])${escape(text as string)}($|[^\\p{L}])`, 'u').test(shown);
    expect({ key, found }).toEqual({ key, found: false });
  }
}

describe('/plans in German', () => {
  it('lists the plans in German: tabs, event types, dates, the empty tab and the delete question', async () => {
    await inLocale('de');
    const { user } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notfallpläne' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    const tabs = await screen.findByRole('tablist', { name: 'Plansammlungen' }, slow);
    expect(screen.getByRole('link', { name: 'Neuer Plan' })).toHaveAttribute('href', '/plans/new');
    expect(screen.getByPlaceholderText('Pläne durchsuchen …')).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: 'Meine Pläne (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Übernommen (0)' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Flood Plan' }, slow);
    expect(within(card).getByText('Hochwasser')).toBeVisible();
    expect(within(card).getByText('Keine Beschreibung')).toBeVisible();
    expect(card).toHaveTextContent('Erstellt04.03.2026');
    expect(card).toHaveTextContent('Geändert06.05.2026');
    expect(within(card).getByRole('link', { name: 'Plan ansehen' })).toHaveAttribute('href', '/plans/p-flood');
    expectNoEnglish((await import('./messages/de')).default);

    await user.click(within(card).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: '„Flood Plan“ löschen?' });
    expect(dialog).toHaveTextContent('Möchten Sie diesen Notfallplan wirklich löschen?');
    expect(within(dialog).getByRole('button', { name: 'Plan löschen' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await user.click(within(tabs).getByRole('tab', { name: 'Übernommen (0)' }));
    expect(await screen.findByRole('heading', { name: 'Keine übernommenen Pläne' }, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gemeinschaft ansehen' })).toBeVisible();
  });

  it('walks the wizard in German: event type, recommended steps, title, kits, items and the summary; saving toasts', async () => {
    await inLocale('de');
    const saved: SavePlanInput[] = [];
    const create = (call: ApiCall): MockResponse => {
      const body = call.body as SavePlanInput;
      saved.push(body);
      return { status: 201, body: { plan: planDetail({ id: 'p-new', title: body.title, eventType: body.eventType }) } };
    };
    mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/kits': kitList([kitSummary(1, 'Car Kit', { itemCount: 4 })], [], [], []),
      'POST /api/plans': create,
    });
    const { user } = renderAt(<NewPlanPage />, { path: '/plans/new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuer Notfallplan' }, slow)).toBeVisible();
    const progress = screen.getByRole('navigation', { name: 'Fortschritt der Planerstellung' });
    expect(progress).toHaveTextContent('Schritt 1 von 5');
    expect(screen.getByRole('radiogroup', { name: 'Ereignis wählen' })).toBeVisible();
    expect(screen.getByText('Wählen Sie ein Ereignis, um fortzufahren.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Waldbrand' }));
    expect(screen.getByRole('radio', { name: 'Chemie- oder Atomunfall' })).not.toBeChecked();
    expectNoEnglish((await import('./messages/de')).default);
    const count = PLAN_GUIDANCE.wildfire.length;
    expect(document.getElementById('guidance-offer-hint')).toHaveTextContent(
      `${count} empfohlene Einträge für „Waldbrand“, jeweils mit Quelle. Herausgeber: Ready.gov und Amerikanisches Rotes Kreuz.`,
    );
    await user.click(screen.getByRole('button', { name: 'Mit den empfohlenen Schritten beginnen' }));
    // The items it adds are German, with German link lines (decision 0348).
    const german = guidanceItems('wildfire', translationWriter(GUIDANCE_DE, ITEM_LINK_WORDS.de));
    expect(german[0]!.content).toBe(
      `${GUIDANCE_DE.texts.wildfire[0]}\nQuelle: Ready.gov (FEMA): Wildfires — https://www.ready.gov/wildfires\nRatgeber: ${GUIDANCE_DE.guides['/intel/4']} — /intel/4`,
    );
    expect(screen.getByRole('button', { name: 'Empfohlene Schritte hinzugefügt' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByRole('region', { name: 'Angaben zum Plan' })).toBeVisible();
    expect(field('Titel des Plans')).toHaveAttribute('placeholder', 'z. B. Erdbebenplan der Familie');
    await user.type(field('Titel des Plans'), 'Waldbrandplan');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByRole('region', { name: 'Notfallsets verknüpfen (optional)' })).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: 'Car Kit' }, slow));
    expect(screen.getByText('1 Notfallset ausgewählt')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Unser Familien-Notfallplan' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByRole('region', { name: 'Schritte und Notizen (optional)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: 'Notiz 1' }), 'Fenster schließen');
    expect(screen.getByRole('button', { name: 'Notiz 1 entfernen' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Notiz 1 nach oben verschieben' }));
    await waitFor(() =>
      expect(screen.getByText(`Notiz 1 an Position ${count} von ${count + 1} verschoben`)).toBeInTheDocument(),
    );
    expect(screen.getAllByRole('combobox', { name: 'Art' })[0]).toHaveDisplayValue('Schritt');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const summary = await screen.findByTestId('plan-summary');
    expect(screen.getByRole('heading', { name: 'Zusammenfassung' })).toBeVisible();
    expect(summary).toHaveTextContent('EreignisWaldbrand');
    expect(summary).toHaveTextContent('TitelWaldbrandplan');
    expect(summary).toHaveTextContent('BeschreibungKeine');
    expect(summary).toHaveTextContent('NotfallsetsCar Kit');
    expect(summary).toHaveTextContent('Notizen1');
    expect(summary).toHaveTextContent('SichtbarkeitPrivat');
    expectNoEnglish((await import('./messages/de')).default);
    await user.click(screen.getByRole('button', { name: 'Plan erstellen' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Der Notfallplan wurde erstellt.'), slow);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ title: 'Waldbrandplan', eventType: 'wildfire' });
    // The note moved up one: the German recommended items around it, in their order.
    expect(saved[0]!.items?.filter((i) => i.content !== 'Fenster schließen')).toEqual(german);
  });

  it('shows a plan’s source and field guide lines as German links, whatever language the item was written in', async () => {
    await inLocale('de');
    const [de] = guidanceItems('wildfire', translationWriter(GUIDANCE_DE, ITEM_LINK_WORDS.de));
    const [es] = guidanceItems('wildfire', translationWriter(GUIDANCE_ES, ITEM_LINK_WORDS.es));
    const [en] = guidanceItems('wildfire');
    renderPlan(
      makePlanDetail(
        {
          items: [makeItem('step', de!.content, 0), makeItem('step', es!.content, 1), makeItem('step', en!.content, 2)],
        },
        { id: 'p-fire', title: 'Waldbrandplan', eventType: 'wildfire', isOwner: true },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Waldbrandplan' }, slow);
    const items = [...document.querySelectorAll<HTMLElement>('[data-slot="plan-item"]')];
    expect(items).toHaveLength(3);
    expect(items[0]!.querySelector('p')).toHaveTextContent(GUIDANCE_DE.texts.wildfire[0]);
    expect(items[1]!.querySelector('p')).toHaveTextContent(GUIDANCE_ES.texts.wildfire[0]);
    for (const [n, item] of items.entries()) {
      const links = within(item).getByRole('list', { name: 'Quellen' });
      const source = within(links).getByRole('link', {
        name: /^Quelle: Ready\.gov \(FEMA\): Wildfires ?\(öffnet in einem neuen Tab\)$/,
      });
      expect(source).toHaveAttribute('href', 'https://www.ready.gov/wildfires');
      const guideTitle = [
        GUIDANCE_DE.guides['/intel/4'],
        GUIDANCE_ES.guides['/intel/4'],
        PLAN_GUIDANCE.wildfire[0]!.guide!.title,
      ][n]!;
      expect(within(links).getByRole('link', { name: `Ratgeber: ${guideTitle}` })).toHaveAttribute('href', '/intel/4');
      // No line of the item is left as text: the links took them.
      expect(item).not.toHaveTextContent(/Fuente:|Source:|Guía práctica:|Field guide:/);
    }
  });
});

describe('/plans/:id in Spanish', () => {
  it('reads the plan in Spanish: event type, dates, kits, items and the family card', async () => {
    await inLocale('es');
    renderPlan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a los planes' })).toHaveAttribute('href', '/plans');
    expect(screen.getByText('Tipo de emergencia').nextElementSibling).toHaveTextContent('Terremoto');
    expect(screen.getByText('Creado').nextElementSibling).toHaveTextContent('21 de noviembre de 2026');
    expect(screen.getByText('Actualizado').nextElementSibling).toHaveTextContent('5 de enero de 2027');
    expect(screen.getByRole('link', { name: 'Editar plan' })).toHaveAttribute('href', '/plans/p1/edit');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    const contents = screen.getByRole('region', { name: 'Contenido del plan' });
    const kit = within(within(contents).getByRole('list', { name: 'Kits vinculados' })).getByRole('article', {
      name: 'Car Kit',
    });
    expect(kit).toHaveTextContent('1 artículo');
    expect(within(kit).getByText('Kit privado')).toHaveAttribute('data-visibility', 'private');
    const items = within(contents).getByRole('list', { name: 'Pasos, notas y recursos' });
    expect([...items.querySelectorAll('[data-slot="badge"]')].map((b) => b.textContent)).toEqual([
      'Paso',
      'Nota',
      'Recurso',
    ]);
    const family = screen.getByRole('region', { name: 'Nuestro plan de comunicación familiar' });
    expect(family).toHaveTextContent('Emergencias: 911');
    expect(within(family).getByRole('link', { name: 'Llamar a los servicios de emergencia: 911' })).toBeVisible();
    expect(within(family).getByText('Celulares del hogar')).toBeVisible();
    expect(within(family).getByText(/Gran/).closest('li')).toHaveTextContent('Fuera de la ciudad: Gran, 12 Hill Rd');
    expect(within(family).getByRole('link', { name: 'Abrir el plan familiar' })).toHaveAttribute(
      'href',
      '/family-plan',
    );
    expectNoEnglish((await import('./messages/es')).default);
  });

  it('offers the recommended steps in Spanish, naming the publishers in Spanish, and adds them in Spanish', async () => {
    await inLocale('es');
    mockApi({ 'GET /api/account/session': { body: signedIn() }, 'GET /api/kits': kitList([], [], [], []) });
    const { user } = renderAt(<NewPlanPage />, { path: '/plans/new' });
    await user.click(await screen.findByRole('radio', { name: 'Incendio forestal' }, slow));
    expect(document.getElementById('guidance-offer-hint')).toHaveTextContent(
      `${PLAN_GUIDANCE.wildfire.length} elementos recomendados para Incendio forestal, cada uno con su fuente (Ready.gov y Cruz Roja Americana).`,
    );
    await user.click(screen.getByRole('button', { name: 'Empezar con los pasos recomendados' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByRole('textbox', { name: 'Título del plan' }), 'Plan');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }, slow));
    const spanish = guidanceItems('wildfire', translationWriter(GUIDANCE_ES, ITEM_LINK_WORDS.es));
    expect(await screen.findByRole('textbox', { name: 'Paso 1' }, slow)).toHaveValue(spanish[0]!.content);
    expect(spanish[0]!.content).toContain('\nFuente: Ready.gov (FEMA): Wildfires — https://www.ready.gov/wildfires');
  });

  it('lists the plans in Spanish', async () => {
    await inLocale('es');
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Planes de emergencia' }, slow)).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Quake Plan' }, slow);
    expect(within(card).getByText('Terremoto')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Mis planes (2)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Comunidad (1)' })).toBeVisible();
    expectNoEnglish((await import('./messages/es')).default);
  });
});

describe('/plans in the pseudo-locale', () => {
  /**
   * Plain ASCII words left on the page once the test's data (titles, names, kit names and
   * categories, addresses, the map link's OpenStreetMap) is taken out.
   */
  function plainText(data: readonly string[]): string[] {
    const known = [...data].sort((a, b) => b.length - a.length);
    const strip = (text: string) => known.reduce((t, k) => t.replaceAll(k, ''), text);
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style')) continue;
      if (/[A-Za-z]{3,}/.test(strip(node.textContent ?? ''))) plain.push(node.textContent!);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder]')) {
      for (const a of ['aria-label', 'placeholder']) {
        const value = el.getAttribute(a);
        if (value && /[A-Za-z]{3,}/.test(strip(value))) plain.push(`${a}: ${value}`);
      }
    }
    return plain;
  }

  it('writes every text of the plan view from the catalogue', async () => {
    await inLocale('x-pseudo');
    const ps = pseudoCatalogue(en);
    renderPlan();
    await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow);
    expect(screen.getByRole('region', { name: ps['family.title'] })).toBeVisible();
    expect(screen.getByText(ps['view.eventType']).nextElementSibling).toHaveTextContent(ps['event.earthquake']);
    const data = [
      'Quake Plan',
      'Car Kit',
      'Headlamp',
      'Fire & Light',
      'Drop, cover and hold on.',
      'The gas valve is behind the heater.',
      'USGS map',
      'Ana',
      'May',
      'Gran',
      '12 Hill Rd',
      // The fixture's descriptions and the dates, which the pseudo-locale formats as US English.
      'What we do when the ground shakes.',
      'Lives in the trunk.',
      'November 21, 2026',
      'January 5, 2027',
      'OpenStreetMap',
    ];
    expect(plainText(data)).toEqual([]);
  });

  it('writes every text of the list from the catalogue', async () => {
    await inLocale('x-pseudo');
    const ps = pseudoCatalogue(en);
    renderList();
    await screen.findByRole('article', { name: 'Flood Plan' }, slow);
    expect(screen.getByRole('heading', { level: 1, name: ps['list.title'] })).toBeVisible();
    expect(plainText(['Quake Plan', 'Flood Plan', 'What we do when the ground shakes.'])).toEqual([]);
  });

  it('writes every text of the wizard’s first step from the catalogue, the recommended items’ publishers aside', async () => {
    await inLocale('x-pseudo');
    const ps = pseudoCatalogue(en);
    mockApi({ 'GET /api/account/session': { body: signedIn() }, 'GET /api/kits': kitList([], [], [], []) });
    const { user } = renderAt(<NewPlanPage />, { path: '/plans/new' });
    await screen.findByRole('heading', { level: 1, name: ps['new.title'] }, slow);
    await user.click(screen.getByRole('radio', { name: ps['event.flood'] }));
    expect(screen.getByRole('button', { name: ps['guidance.offer'] })).toBeVisible();
    const publishers = [...new Set(PLAN_GUIDANCE.flood.map((i) => i.source.name.split(/[:(]/)[0]!.trim()))];
    expect(plainText(publishers)).toEqual([]);
  });
});

describe('/plans in plain English', () => {
  it('says it in family words; the rest is the English', async () => {
    await inLocale('en-x-plain');
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plans' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
    const card = await screen.findByRole('article', { name: 'Flood Plan' }, slow);
    expect(within(card).getByText('Plan')).toBeVisible();
    expect(card).toHaveTextContent('Created2026-03-04');
    expect(within(card).getByRole('link', { name: 'View plan' })).toHaveAttribute('href', '/plans/p-flood');
    expect(screen.getByRole('tab', { name: 'My plans (2)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New plan' })).toBeVisible();
    for (const shout of ['SURVIVAL PLAN', 'CREATED', 'Operations', 'Back to HQ'])
      expect(screen.queryByText(shout)).not.toBeInTheDocument();
    expect(within(card).getByText('Flood')).toBeVisible();
  });
});

describe('the save-check’s messages: the catalogue of message codes’ (decision 0358)', () => {
  /** /plans/p1/edit with its title cleared and saved from the last step (the wizard's own check). */
  async function saveWithoutTitle(names: {
    progress: string;
    details: string;
    title: string;
    visibility: string;
    save: string;
  }) {
    const { callsTo, user } = renderEditor();
    const progress = await screen.findByRole('navigation', { name: names.progress }, slow);
    await user.click(within(progress).getByRole('button', { name: new RegExp(names.details) }));
    await user.clear(field(names.title));
    await user.click(within(progress).getByRole('button', { name: new RegExp(names.visibility) }));
    await user.click(screen.getByRole('button', { name: names.save }));
    return { callsTo };
  }

  function renderEditor() {
    const api = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/plans/p1': { body: { plan: planDetail({ id: 'p1' }) } },
      'GET /api/kits': kitList([], [], [], []),
      'PUT /api/plans/p1': { body: { plan: planDetail({ id: 'p1' }) } },
    });
    const utils = renderAt(<PlanEditPage />, { path: '/plans/p1/edit', routePath: '/plans/:id/edit' });
    return { ...utils, ...api };
  }

  it('German: an empty title is refused at the field and in the toast in the catalogue’s German', async () => {
    await inLocale('de');
    const { callsTo } = await saveWithoutTitle({
      progress: 'Fortschritt der Planerstellung',
      details: 'Angaben zum Plan',
      title: 'Titel des Plans',
      visibility: 'Sichtbarkeit',
      save: 'Änderungen speichern',
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Angaben unvollständig'), slow);
    expect(visibleToast()).toHaveTextContent('Der Plan braucht einen Titel.');
    expect(field('Titel des Plans')).toHaveAccessibleDescription(/Der Plan braucht einen Titel\./);
    expect(screen.queryByText(PLAN_MESSAGES.titleRequired, { exact: false })).not.toBeInTheDocument();
    expect(callsTo('PUT /api/plans/p1')).toHaveLength(0);
  });

  it('Spanish: the same refusal in the catalogue’s Spanish', async () => {
    await inLocale('es');
    const { callsTo } = await saveWithoutTitle({
      progress: 'Progreso del plan',
      details: 'Datos del plan',
      title: 'Título del plan',
      visibility: 'Visibilidad del plan',
      save: 'Guardar cambios',
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Faltan datos'), slow);
    expect(visibleToast()).toHaveTextContent('El plan necesita un título.');
    expect(field('Título del plan')).toHaveAccessibleDescription(/El plan necesita un título\./);
    expect(screen.queryByText(PLAN_MESSAGES.titleRequired, { exact: false })).not.toBeInTheDocument();
    expect(callsTo('PUT /api/plans/p1')).toHaveLength(0);
  });

  it('every save-check message has its own German and Spanish words, none of them English', async () => {
    const { PLAN_MESSAGES: M } = await import('@shared/plans/limits');
    const { createInvalid: _c, editInvalid: _e, ...fields } = M;
    for (const locale of ['de', 'es'] as const) {
      await inLocale(locale);
      await loadErrorTexts();
      const words = Object.values(fields).map(errorText);
      expect(new Set(words).size).toBe(Object.keys(fields).length);
      for (const [i, message] of Object.values(fields).entries()) expect(words[i]).not.toBe(message);
    }
    await inLocale('de');
    await loadErrorTexts();
    expect(errorText(M.descriptionMax)).toBe('Die Beschreibung darf höchstens 4.000 Zeichen lang sein.');
  });
});

describe('the link lines’ words (decision 0348)', () => {
  it('are the words the plan view shows for a source and a field guide, in each language', async () => {
    const de = (await import('./messages/de')).default;
    const es = (await import('./messages/es')).default;
    expect(ITEM_LINK_WORDS.en).toEqual({ Source: en['view.source'], 'Field guide': en['view.fieldGuide'] });
    expect(ITEM_LINK_WORDS.de).toEqual({ Source: de['view.source'], 'Field guide': de['view.fieldGuide'] });
    expect(ITEM_LINK_WORDS.es).toEqual({ Source: es['view.source'], 'Field guide': es['view.fieldGuide'] });
  });
});
