import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GEAR_CATEGORIES, GEAR_TOPICS, getGearTopic, isSectionedTopic, productsInCategory } from '@shared/content';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { mockApi } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { Component as CategoryPage } from './gear-category-page';
import { Component as TopicPage } from './gear-topic-page';
import { Component as VaultPage } from './gear-vault-page';
import de from './messages/de';
import { en } from './messages/en';
import es from './messages/es';

const slow = { timeout: 15_000 };

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
    mockApi({ 'GET /api/config': { body: { googleEnabled: false, affiliateTag: null } } });
  });
  afterEach(() => setPageLocale('en'));
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

const renderVault = () => renderAt(<VaultPage />, { path: '/gear-vault' });
const renderCategory = (slug: string) =>
  renderAt(<CategoryPage />, { path: `/gear-vault/${slug}`, routePath: '/gear-vault/:category' });
const renderTopic = (id: string) => renderAt(<TopicPage />, { path: `/gear/${id}`, routePath: '/gear/:topic' });

describe('the gear pages in German', () => {
  useLocale('de');

  it('the vault: its title, the categories with their counts', async () => {
    renderVault();
    await screen.findByRole('heading', { level: 1, name: 'Ausrüstung' }, slow);
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    for (const category of GEAR_CATEGORIES) {
      const count = productsInCategory(category.slug).length;
      expect(screen.getByRole('link', { name: new RegExp(`^${category.name}\\s*${count} Artikel`) })).toBeVisible();
    }
    expectNoEnglish(de);
  });

  it('a category: priorities, reviews with a German thousands separator, Kaufen', async () => {
    renderCategory('food-and-water');
    const name = GEAR_CATEGORIES.find((c) => c.slug === 'food-and-water')!.name;
    await screen.findByRole('heading', { level: 1, name: `Ausrüstung: ${name}` }, slow);
    expect(screen.getByRole('link', { name: 'Zurück zur Ausrüstung' })).toHaveAttribute('href', '/gear-vault');
    const products = productsInCategory('food-and-water');
    for (const product of products) {
      const card = screen.getByRole('article', { name: product.name });
      expect(card).toHaveTextContent(`${new Intl.NumberFormat('de-DE').format(product.reviews)} Bewertungen`);
      expect(card).toHaveTextContent('von 5');
      if (product.inStock)
        expect(
          within(card).getByRole('link', { name: `Kaufen: ${product.name} (öffnet Amazon in einem neuen Tab)` }),
        ).toBeVisible();
      else expect(within(card).getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' })).toBeDisabled();
    }
    expect(screen.getAllByText('Unverzichtbar').length).toBeGreaterThan(0);
    expectNoEnglish(de);
  });

  it('a sectioned topic: item counts, the call to action and the note in German', async () => {
    const topic = getGearTopic('bugout-bag')!;
    renderTopic(topic.id);
    await screen.findByRole('heading', { level: 1, name: topic.title }, slow);
    expect(screen.getByText('Die wichtigste Ausrüstung')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zu den Ratgebern' })).toHaveAttribute('href', '/knowledge-hub');
    expect(screen.getByRole('heading', { level: 2, name: 'Die Ausrüstung, die Ihr Plan braucht' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alle Ausrüstung ansehen' })).toHaveAttribute('href', '/gear-vault');
    if (isSectionedTopic(topic)) expect(screen.getAllByText(/^\d+ Artikel$/)).toHaveLength(topic.sections.length);
    expectNoEnglish(de);
  });
});

describe('the gear pages in Spanish', () => {
  useLocale('es');

  it('a flat topic: Comprar, the price note, the use case', async () => {
    const topic = GEAR_TOPICS.find((t) => !isSectionedTopic(t))!;
    renderTopic(topic.id);
    await screen.findByRole('heading', { level: 1, name: topic.title }, slow);
    expect(screen.getAllByText('Para qué sirve').length).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('link', { name: /^Comprar: .* \(abre Amazon en una pestaña nueva\)$/ }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Ver todo el equipo' })).toBeVisible();
    expectNoEnglish(es);
  });

  it('the vault', async () => {
    renderVault();
    await screen.findByRole('heading', { level: 1, name: 'Equipo' }, slow);
    expect(screen.getByText('Catálogo de equipo')).toBeVisible();
    expectNoEnglish(es);
  });
});

/** Every string of the gear content: data for this test (it stays English, decision 0343). */
const contentTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(contentTexts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(contentTexts)
        : [];

function plainText(data: readonly string[]): string[] {
  const known = [...new Set(data)].sort((a, b) => b.length - a.length);
  const strip = (text: string) => known.reduce((t, k) => t.replaceAll(k, ''), text);
  const plain: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[A-Za-z]{3,}/.test(strip(node.textContent ?? ''))) plain.push(node.textContent!);
  }
  for (const el of document.querySelectorAll('[aria-label]')) {
    const text = el.getAttribute('aria-label')!;
    if (/[A-Za-z]{3,}/.test(strip(text))) plain.push(`aria-label: ${text}`);
  }
  return plain;
}

describe('the gear pages in the pseudo-locale', () => {
  useLocale('x-pseudo');
  const data = [
    ...contentTexts(GEAR_CATEGORIES),
    ...contentTexts(productsInCategory('power')),
    ...contentTexts(GEAR_TOPICS),
  ];

  it('the vault, a category and a topic: no plain English but the products', async () => {
    const vault = renderVault();
    await screen.findByRole('heading', { level: 1, name: '[Ɠḗḗȧȧř Ṽȧȧŭŭŀŧ]' }, slow);
    expect(plainText(data)).toEqual([]);
    vault.unmount();
    const category = renderCategory('power');
    await screen.findAllByRole('article', {}, slow);
    expect(plainText(data)).toEqual([]);
    category.unmount();
    renderTopic('water-purification');
    await screen.findByRole('heading', { level: 1, name: getGearTopic('water-purification')!.title }, slow);
    expect(plainText(data)).toEqual([]);
  });
});
