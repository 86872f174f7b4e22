import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityKit, CommunityOverview, CommunityPlan } from '@shared/community/schemas';
import { PLAN_EVENT_TYPE_VALUES } from '@shared/constants/plans';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { Component as OverviewPage } from './community-overview-page';
import de from './messages/de';
import { en } from './messages/en';
import es from './messages/es';
import { Component as PublicPlansPage } from './public-survival-plans-page';
import { Component as SharedKitsPage } from './shared-emergency-kits-page';

const slow = { timeout: 15_000 };

const overview: CommunityOverview = {
  since: '2026-11-01T00:00:00.000Z',
  topKits: [
    { id: 'k1', name: 'Bug-Out Bag', author: 'pack_mule', acquisitions: 7 },
    { id: 'k2', name: 'Car Kit', author: null, acquisitions: 1 },
  ],
  topPlans: [{ id: 'p1', title: 'River plan', eventType: 'flood', author: null, acquisitions: 1234 }],
  plansByEventType: PLAN_EVENT_TYPE_VALUES.map((eventType) => ({
    eventType,
    count: eventType === 'hurricane' ? 4 : eventType === 'flood' ? 1 : 0,
  })),
};
const stats = {
  activePreppersCount: 1234,
  publicPlansCount: 5,
  publicKitsCount: 2,
  preparednessScore: 12,
  preparednessPercent: 12,
};
const plan: CommunityPlan = {
  id: 'p9',
  title: 'Flood plan',
  description: null,
  eventType: 'flood',
  createdAt: '2026-11-21T12:00:00.000Z',
  author: null,
  acquireCount: 1,
  isOwner: true,
  acquired: false,
};
const kit: CommunityKit = {
  id: 'k9',
  name: 'Car Kit',
  description: 'For the boot',
  createdAt: '2026-11-21T12:00:00.000Z',
  author: 'pack_mule',
  acquireCount: 2,
  isOwner: false,
  acquired: false,
  itemCount: 3,
  categoryCounts: { 'Water & Hydration': 2, 'Fire & Light': 1 },
};

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => {
    setPageLocale('en');
    FakeEventSource.reset();
  });
};

function expectNoEnglish(translation: Record<string, unknown>) {
  const leaked: string[] = [];
  const labels = new Set([...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')));
  for (const [key, text] of Object.entries(en)) {
    if (typeof text !== 'string' || translation[key] === text) continue;
    if (screen.queryAllByText(text).length || labels.has(text)) leaked.push(text);
  }
  expect(leaked).toEqual([]);
}

describe('the community in German', () => {
  useLocale('de');

  it('the overview: top lists, the anonymous author, counts per event type, the month in German', async () => {
    mockApi({ 'GET /api/community/stats': { body: stats }, 'GET /api/community/overview': { body: overview } });
    renderAt(<OverviewPage />, { path: '/community-overview' });
    await screen.findByRole('heading', { level: 1, name: 'Gemeinschaft' }, slow);
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    const kits = await screen.findByRole('region', { name: 'Die meistübernommenen Notgepäcke des Monats' }, slow);
    expect(
      within(kits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Bug-Out BagVon pack_mule7 Mal übernommen', '2Car KitVon Eine Familie1 Mal übernommen']);
    const plans = screen.getByRole('region', { name: 'Die meistübernommenen Notfallpläne des Monats' });
    expect(within(plans).getByRole('listitem')).toHaveTextContent(
      'River planHochwasser · Von Eine Familie1.234 Mal übernommen',
    );
    expect(screen.getByText('Am häufigsten übernommen seit dem 1. November (UTC).')).toBeVisible();
    const byType = screen.getByRole('region', { name: 'Öffentliche Notfallpläne nach Notfall' });
    expect(within(byType).getByRole('link', { name: 'Hurrikan: 4 öffentliche Notfallpläne' })).toHaveAttribute(
      'href',
      '/public-survival-plans?eventType=hurricane',
    );
    expect(within(byType).getByRole('link', { name: 'Hochwasser: 1 öffentlicher Notfallplan' })).toBeVisible();
    expectNoEnglish(de);
  });

  it('shared kits: the filters, a card and its counts in German', async () => {
    mockApi({ 'GET /api/community/kits': { body: { items: [kit], nextCursor: null, total: 1 } } });
    renderAt(<SharedKitsPage />, { path: '/shared-emergency-kits' });
    await screen.findByRole('heading', { level: 1, name: 'Geteiltes Notgepäck' }, slow);
    expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent('Alle Kategorien');
    expect(screen.getByRole('combobox', { name: 'Sortierung' })).toHaveTextContent('Neueste');
    const card = await screen.findByRole('article', { name: 'Car Kit' }, slow);
    expect(card).toHaveTextContent('Notgepäck');
    expect(card).toHaveTextContent('3 Gegenstände · 2 Kategorien');
    expect(card).toHaveTextContent('Vonpack_mule');
    expect(card).toHaveTextContent('2 Mal übernommen');
    expectNoEnglish(de);
  });
});

describe('the community in Spanish', () => {
  useLocale('es');

  it('public plans: the filters, the own plan’s card, no description', async () => {
    mockApi({ 'GET /api/community/plans': { body: { items: [plan], nextCursor: null, total: 1 } } });
    renderAt(<PublicPlansPage />, { path: '/public-survival-plans' });
    await screen.findByRole('heading', { level: 1, name: 'Planes de emergencia públicos' }, slow);
    expect(screen.getByRole('combobox', { name: 'Tipo de emergencia' })).toHaveTextContent('Todos los tipos');
    expect(screen.getByPlaceholderText('Buscar planes...')).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Flood plan' }, slow);
    expect(card).toHaveTextContent('Plan de emergencia');
    expect(card).toHaveTextContent('Suyo');
    expect(card).toHaveTextContent('Inundación');
    expect(card).toHaveTextContent('Sin descripción');
    expect(card).toHaveTextContent('DeUna familia');
    expect(card).toHaveTextContent('1 copia');
    expectNoEnglish(es);
  });

  it('an empty list says so in Spanish', async () => {
    mockApi({ 'GET /api/community/kits': { body: { items: [], nextCursor: null, total: 0 } } });
    renderAt(<SharedKitsPage />, { path: '/shared-emergency-kits' });
    expect(await screen.findByText('Todavía no hay kits compartidos.', {}, slow)).toBeVisible();
    expect(screen.getByText(es['results.emptyHint'])).toBeVisible();
  });
});

describe('the community in the pseudo-locale', () => {
  useLocale('x-pseudo');

  it('the overview and a list: no plain English but the family data and the shared components’ texts', async () => {
    mockApi({
      'GET /api/community/stats': { body: stats },
      'GET /api/community/overview': { body: overview },
      'GET /api/community/kits': { body: { items: [kit], nextCursor: null, total: 1 } },
    });
    const page = renderAt(<OverviewPage />, { path: '/community-overview' });
    await screen.findByText(/pack_mule/, {}, slow);
    const first = plainText();
    page.unmount();
    renderAt(<SharedKitsPage />, { path: '/shared-emergency-kits' });
    await screen.findByRole('article', { name: 'Car Kit' }, slow);
    expect([...first, ...plainText()]).toEqual([]);
  });
});

/** Text on screen with three plain ASCII letters in a row, once the test's data is taken out. */
function plainText(): string[] {
  const data = [
    ...['Bug-Out Bag', 'Car Kit', 'River plan', 'pack_mule', 'For the boot'],
    // The month's name, written by Intl (en-US in the pseudo-locale).
    'November',
  ].sort((a, b) => b.length - a.length);
  const strip = (text: string) => data.reduce((t, k) => t.replace(k, ''), text);
  const plain: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[A-Za-z]{3,}/.test(strip(node.textContent ?? ''))) plain.push(node.textContent!);
  }
  for (const el of document.querySelectorAll('[aria-label], [placeholder]')) {
    for (const attr of ['aria-label', 'placeholder']) {
      const text = el.getAttribute(attr);
      if (text && /[A-Za-z]{3,}/.test(strip(text))) plain.push(`${attr}: ${text}`);
    }
  }
  return plain;
}
