import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLES, EVENT_GUIDES, getArticle, getEventGuide } from '@shared/content';
import { EVENT_GUIDES_DE } from '@shared/content/translations/event-guides.de';
import { EVENT_GUIDES_ES } from '@shared/content/translations/event-guides.es';
import { pseudoText } from '@shared/i18n/pseudo';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { renderAt } from '@web/test/render';
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

  it('the hub, its cards and the full database speak German; the field guides stay as written', async () => {
    await renderHub('Wissen');
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Wenn der Notfall eintritt' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Ratgeber lesen: / })).toHaveLength(ARTICLES.length);
    const first = screen.getByRole('article', { name: ARTICLES[0]!.title });
    expect(first).toHaveTextContent(`${ARTICLES[0]!.readTime} Lesezeit`);
    expect(first).toHaveTextContent(ARTICLES[0]!.rating.toFixed(1).replace('.', ','));
    expect(within(first).getByRole('list', { name: 'Empfohlene Ausrüstung' })).toBeVisible();
    const gear = ARTICLES[0]!.recommendedGear[0]!.name;
    expect(within(first).getByRole('link', { name: `Ausrüstung ansehen: ${gear}` })).toBeVisible();
    expect(screen.getByRole('link', { name: `Ratgeber lesen: ${EVENT_GUIDES_DE.hurricane.title}` })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Alle Ratgeber durchsuchen' }));
    const search = screen.getByRole('searchbox', { name: 'Ratgeber durchsuchen' });
    const total = ARTICLES.length + EVENT_GUIDES.length;
    expect(screen.getByRole('status')).toHaveTextContent(`${total} von ${total} Ratgebern`);
    await userEvent.type(search, 'zzzq');
    expect(screen.getByText('Kein Ratgeber passt zu „zzzq“. Versuchen Sie ein anderes Wort.')).toBeVisible();
    expectNoEnglish(de);
    expect(screen.queryByText('Knowledge Hub')).not.toBeInTheDocument();
  });

  it('a field guide (/intel/1) in German: its parts named in German, its content in English', async () => {
    const article = getArticle(1)!;
    renderAt(<IntelPage />, { path: '/intel/1', routePath: '/intel/:id' });
    await screen.findByRole('heading', { level: 1, name: article.title }, slow);
    expect(screen.getByRole('link', { name: 'Zurück zu den Ratgebern' })).toHaveAttribute('href', '/knowledge-hub');
    expect(screen.getByRole('heading', { level: 2, name: 'Die wichtigste Ausrüstung' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Kurz gesagt' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Quellen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alle Ausrüstung zum Thema ansehen' })).toBeVisible();
    expect(screen.getByText(article.intro)).toBeVisible();
    expectNoEnglish(de);
  });
});

describe('/guides/{slug} in Spanish', () => {
  useLocale('es');

  it('before, during, after, the drill link and the sources in Spanish', async () => {
    const guide = getEventGuide('flood')!;
    renderAt(<EventGuidePage />, { path: '/guides/flood', routePath: '/guides/:slug' });
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

/** Every string in the field guides' content: data for this test (it stays English, decision 0343). */
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
  // The event guides' texts are catalogue text (decision 0346): only their sources' names stay data.
  const data = [...contentTexts(ARTICLES), ...EVENT_GUIDES.flatMap((g) => g.sources.map((s) => s.name))];

  it('the hub with its full database open: no plain English but the field guides’ content and the event guides’ sources', async () => {
    await renderHub('[Ķƞǿǿẇŀḗḗḓɠḗḗ Ħŭŭƀ]');
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    expect(plainText(data)).toEqual([]);
  });

  it('a field guide and an event guide: no plain English but their content', async () => {
    renderAt(<IntelPage />, { path: '/intel/2', routePath: '/intel/:id' });
    await screen.findByRole('heading', { level: 1, name: getArticle(2)!.title }, slow);
    expect(plainText(data)).toEqual([]);
  });

  it('an event guide: no plain English but its content', async () => {
    renderAt(<EventGuidePage />, { path: '/guides/hurricane', routePath: '/guides/:slug' });
    await screen.findByRole('heading', { level: 1, name: pseudoText(getEventGuide('hurricane')!.title) }, slow);
    expect(plainText(data)).toEqual([]);
  });
});
