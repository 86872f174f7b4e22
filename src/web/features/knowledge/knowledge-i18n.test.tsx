import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLES, EVENT_GUIDES, getArticle, getEventGuide } from '@shared/content';
import { ARTICLES_DE } from '@shared/content/translations/full-texts';
import { ARTICLES_ES } from '@shared/content/translations/full-texts';
import { EVENT_GUIDES_DE } from '@shared/content/translations/full-texts';
import { EVENT_GUIDES_ES } from '@shared/content/translations/full-texts';
import { pseudoText } from '@shared/i18n/pseudo';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { renderAt, renderAtLoading } from '@web/test/render';
import { Component as EventGuidePage } from './event-guide-page';
import { Component as IntelPage } from './intel-page';
import { Component as HubPage } from './knowledge-hub-page';
import de from './messages/de';
import { en } from './messages/en';
import es from './messages/es';

const slow = { timeout: 15_000 };

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

/** No text of the English catalogue on the page (as an element's whole text or an aria-label). */
function expectNoEnglish(translation: Record<string, unknown>) {
  const leaked: string[] = [];
  const labels = new Set([...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')));
  for (const [key, text] of Object.entries(en)) {
    if (typeof text !== 'string' || translation[key] === text) continue;
    if (screen.queryAllByText(text).length || labels.has(text)) leaked.push(text);
  }
  expect(leaked).toEqual([]);
}

const renderHub = async (title: string) => {
  renderAt(<HubPage />, { path: '/knowledge-hub' });
  await screen.findByRole('heading', { level: 1, name: title }, slow);
};

describe('/knowledge-hub in German', () => {
  useLocale('de');

  it('the hub, its cards and the full database speak German; the field guides and event guides too', async () => {
    await renderHub('Wissen');
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Wenn der Notfall eintritt' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Ratgeber lesen: / })).toHaveLength(ARTICLES.length);
    const first = screen.getByRole('article', { name: 'Notgepäck für 72 Stunden: das Wichtigste' });
    expect(first).toHaveTextContent(`${ARTICLES[0]!.readTime} Lesezeit`);
    expect(first).toHaveTextContent(ARTICLES[0]!.rating.toFixed(1).replace('.', ','));
    expect(first).toHaveTextContent('Notfallvorsorge');
    expect(within(first).getByRole('list', { name: 'Empfohlene Ausrüstung' })).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Ausrüstung ansehen: 45-L-Rucksack' })).toHaveAttribute(
      'href',
      '/gear/bugout-bag#bag-and-carrying-system',
    );
    expect(screen.queryByText(ARTICLES[0]!.title)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Ratgeber lesen: ${EVENT_GUIDES_DE.hurricane.title}` })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Alle Ratgeber durchsuchen' }));
    const search = screen.getByRole('searchbox', { name: 'Ratgeber durchsuchen' });
    const total = ARTICLES.length + EVENT_GUIDES.length;
    expect(screen.getByRole('status')).toHaveTextContent(`${total} von ${total} Ratgebern`);
    await userEvent.type(search, 'zzzq');
    expect(screen.getByText('Kein Ratgeber passt zu „zzzq“. Versuchen Sie ein anderes Wort.')).toBeVisible();
    // The search reads the German the reader sees: a word only the German of guide 2 has.
    await userEvent.clear(search);
    await userEvent.type(search, 'Kryptosporidien');
    expect(screen.getByRole('status')).toHaveTextContent(`1 von ${total} Ratgebern`);
    const found = within(screen.getByRole('list', { name: 'Ratgeber' }));
    expect(found.getByText('Wasseraufbereitung im Vergleich')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'Cryptosporidium');
    expect(screen.getByText('Kein Ratgeber passt zu „Cryptosporidium“. Versuchen Sie ein anderes Wort.')).toBeVisible();
    expectNoEnglish(de);
    expect(screen.queryByText('Knowledge Hub')).not.toBeInTheDocument();
  });

  it('a field guide (/intel/1) in German: its parts, its words and the tab', async () => {
    const article = getArticle(1)!;
    await renderAtLoading(<IntelPage />, { path: '/intel/1', routePath: '/intel/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Notgepäck für 72 Stunden: das Wichtigste' }, slow);
    expect(document.title).toBe('Notgepäck für 72 Stunden: das Wichtigste — Holdfast');
    expect(screen.getByRole('heading', { level: 2, name: 'Wasser und Essen' })).toBeVisible();
    expect(screen.getByText(ARTICLES_DE[1].sections[1].lines[0])).toBeVisible();
    expect(screen.getByText(ARTICLES_DE[1].conclusion)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ausrüstung ansehen: Kurbelradio mit NOAA-Wetterfunk' })).toBeVisible();
    // Its sources stay as the English names them.
    expect(screen.getByRole('link', { name: /FEMA Ready.gov: Build a Kit/ })).toHaveAttribute(
      'href',
      article.sources[0]!.url,
    );
    expect(screen.getByRole('link', { name: 'Zurück zu den Ratgebern' })).toHaveAttribute('href', '/knowledge-hub');
    expect(screen.getByRole('heading', { level: 2, name: 'Die wichtigste Ausrüstung' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Kurz gesagt' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Quellen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alle Ausrüstung zum Thema ansehen' })).toBeVisible();
    expect(screen.getByText(ARTICLES_DE[1].intro)).toBeVisible();
    expect(screen.queryByText(article.intro)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: article.sections[0]!.title })).not.toBeInTheDocument();
    expectNoEnglish(de);
  });
});

describe('/intel/{id} in Spanish', () => {
  useLocale('es');

  it('a field guide (/intel/1) in Spanish: title, sections, gear, conclusion and the tab', async () => {
    const article = getArticle(1)!;
    await renderAtLoading(<IntelPage />, { path: '/intel/1', routePath: '/intel/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Mochila de emergencia para 72 horas: lo esencial' }, slow);
    expect(document.title).toBe('Mochila de emergencia para 72 horas: lo esencial — Holdfast');
    for (const section of ARTICLES_ES[1].sections)
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    expect(screen.getByText(ARTICLES_ES[1].sections[1].lines[0])).toBeVisible();
    expect(screen.getByText(ARTICLES_ES[1].conclusion)).toBeVisible();
    expect(screen.getByRole('link', { name: /Mochila de 45 L/ })).toHaveAttribute(
      'href',
      '/gear/bugout-bag#bag-and-carrying-system',
    );
    expect(screen.queryByText(article.conclusion)).not.toBeInTheDocument();
    expectNoEnglish(es);
  });
});

describe('/guides/{slug} in Spanish', () => {
  useLocale('es');

  it('before, during, after, the drill link and the sources in Spanish', async () => {
    const guide = getEventGuide('flood')!;
    await renderAtLoading(<EventGuidePage />, { path: '/guides/flood', routePath: '/guides/:slug' });
    await screen.findByRole('heading', { level: 1, name: EVENT_GUIDES_ES.flood.title }, slow);
    expect(screen.getByText('Guía para familias')).toBeVisible();
    for (const part of ['Antes', 'Durante', 'Después', 'Niños y mascotas', 'En Alemania (BBK)'])
      expect(screen.getByRole('heading', { level: 2, name: part })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Practíquelo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Simulacro: Inundación' })).toHaveAttribute(
      'href',
      '/training-protocols?drill=flood',
    );
    expect(screen.getByRole('link', { name: 'Planes de emergencia' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('link', { name: 'Volver a las guías' })).toBeVisible();
    const sources = within(screen.getByRole('region', { name: 'Fuentes' }));
    expect(sources.getAllByText('(se abre en una pestaña nueva)')).toHaveLength(guide.sources.length);
    expectNoEnglish(es);
  });

  it('the hub in Spanish', async () => {
    await renderHub('Centro de información');
    expect(screen.getAllByRole('button', { name: /^Leer la guía: / })).toHaveLength(ARTICLES.length);
    expect(screen.getByRole('button', { name: 'Buscar en todas las guías' })).toBeVisible();
    expectNoEnglish(es);
  });
});

/**
 * Every string of the content that stays English in every locale: data for this test. The guides'
 * words are catalogue text (decisions 0345, 0346): only the field guides' read time, views and
 * sources, and the event guides' sources' names, are data.
 */
const contentTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(contentTexts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(contentTexts)
        : [];

function plainText(data: readonly string[]): string[] {
  // Longest first, so a title is removed before a word inside it.
  const known = [...new Set(data)].sort((a, b) => b.length - a.length);
  const strip = (text: string) => known.reduce((t, k) => t.replaceAll(k, ''), text);
  const plain: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style')) continue;
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

describe('the guides in the pseudo-locale', () => {
  useLocale('x-pseudo');
  const data = [
    ...contentTexts(ARTICLES.map((a) => ({ readTime: a.readTime, views: a.views, sources: a.sources }))),
    ...EVENT_GUIDES.flatMap((g) => g.sources.map((s) => s.name)),
  ];

  it('the hub with its full database open: no plain English but the guides’ sources, read times and views', async () => {
    await renderHub('[Ķƞǿǿẇŀḗḗḓɠḗḗ Ħŭŭƀ]');
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    expect(plainText(data)).toEqual([]);
  });

  it('a field guide: its words come from a catalogue (no plain English but its sources)', async () => {
    await renderAtLoading(<IntelPage />, { path: '/intel/2', routePath: '/intel/:id' });
    await screen.findByRole('heading', { level: 1, name: pseudoText(getArticle(2)!.title) }, slow);
    expect(screen.getByText(pseudoText(getArticle(2)!.conclusion))).toBeVisible();
    expect(plainText(data)).toEqual([]);
  });

  it('an event guide: no plain English but its content', async () => {
    await renderAtLoading(<EventGuidePage />, { path: '/guides/hurricane', routePath: '/guides/:slug' });
    await screen.findByRole('heading', { level: 1, name: pseudoText(getEventGuide('hurricane')!.title) }, slow);
    expect(plainText(data)).toEqual([]);
  });
});
