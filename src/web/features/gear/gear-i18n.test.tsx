import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GEAR_CATEGORIES,
  GEAR_PRODUCTS,
  GEAR_TOPICS,
  getGearTopic,
  isSectionedTopic,
  productsInCategory,
  topicProducts,
  type FlatGearTopic,
  type GearTopicProduct,
} from '@shared/content';
import { GEAR_DE } from '@shared/content/translations/gear.de';
import { GEAR_ES } from '@shared/content/translations/gear.es';
import { pseudoText } from '@shared/i18n/pseudo';
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

/** Every string of the English gear content, product names and the Amazon searches aside. */
const PRODUCT_NAMES = new Set([...GEAR_PRODUCTS, ...GEAR_TOPICS.flatMap(topicProducts)].map((p) => p.name));
const englishContent = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(englishContent)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, v]) =>
            ['id', 'slug', 'icon', 'image', 'affiliate', 'category', 'priority'].includes(key) ? [] : englishContent(v),
          )
        : [];
const ENGLISH_CONTENT = [
  ...new Set(englishContent([GEAR_CATEGORIES, GEAR_PRODUCTS, GEAR_TOPICS]).filter((t) => !PRODUCT_NAMES.has(t))),
];

/** No text of the English content on the page (a text node or an element's whole text). */
function expectNoEnglishContent() {
  const shown = new Set<string>();
  for (const el of document.body.querySelectorAll('*')) shown.add((el.textContent ?? '').trim());
  expect(ENGLISH_CONTENT.filter((text) => shown.has(text))).toEqual([]);
}

const renderVault = () => renderAt(<VaultPage />, { path: '/gear-vault' });
const renderCategory = (slug: string) =>
  renderAt(<CategoryPage />, { path: `/gear-vault/${slug}`, routePath: '/gear-vault/:category' });
const renderTopic = (id: string) => renderAt(<TopicPage />, { path: `/gear/${id}`, routePath: '/gear/:topic' });

const card = (name: string) => screen.getByRole('article', { name });
const dollars = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** A topic product's card shows its translated features, use case and the locale's price. */
function expectTopicCard(
  product: GearTopicProduct,
  texts: { features: readonly string[]; useCase: string; disclaimer?: string },
  price: string,
  note: (price: string) => string,
) {
  const el = within(card(product.name));
  for (const feature of texts.features) expect(el.getByText(feature)).toBeVisible();
  expect(el.getByText(texts.useCase)).toBeVisible();
  expect(el.getByText(price)).toBeVisible();
  expect(card(product.name)).toHaveTextContent(texts.disclaimer ?? note(price));
}

const deNumber = (n: number) => new Intl.NumberFormat('de-DE').format(n);
const deNote = (price: string) => `Meist ${price} (die Preise bei Amazon können abweichen)`;
const esNote = (price: string) => `Normalmente ${price} (los precios pueden variar en Amazon)`;

describe('the gear pages in German', () => {
  useLocale('de');

  it('the vault: its title, the categories in German with their counts and descriptions', async () => {
    renderVault();
    await screen.findByRole('heading', { level: 1, name: 'Ausrüstung' }, slow);
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    for (const category of GEAR_CATEGORIES) {
      const count = productsInCategory(category.slug).length;
      const { name, description } = GEAR_DE.categories[category.slug];
      const link = screen.getByRole('link', { name: new RegExp(`^${name}\\s*${count} Artikel`) });
      expect(link).toHaveAttribute('href', `/gear-vault/${category.slug}`);
      expect(within(link).getByText(description)).toBeVisible();
    }
    expect(screen.getByText(/Wasser zuerst: eine Gallone \(3,8 l\) pro Person und Tag\.$/)).toBeVisible();
    expectNoEnglish(de);
    expectNoEnglishContent();
  });

  it('a category: its German name and description; cards with German features and prices, the names kept', async () => {
    renderCategory('food-and-water');
    const { name, description } = GEAR_DE.categories['food-and-water'];
    await screen.findByRole('heading', { level: 1, name: `Ausrüstung: ${name}` }, slow);
    expect(screen.getByText(description)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Ausrüstung' })).toHaveAttribute('href', '/gear-vault');
    for (const product of productsInCategory('food-and-water')) {
      const el = card(product.name);
      expect(within(el).getByText(`Etwa ${deNumber(dollars(product.priceText))} $`)).toBeVisible();
      for (const feature of GEAR_DE.products[product.id]!.slice(0, 2))
        expect(within(el).getByText(feature)).toBeVisible();
      expect(el).toHaveTextContent(`${deNumber(product.reviews)} Bewertungen`);
      // The rating with a decimal comma, as the field guides write theirs.
      expect(el).toHaveTextContent(`${product.rating.toFixed(1).replace('.', ',')} von 5`);
      if (product.inStock)
        expect(
          within(el).getByRole('link', { name: `Kaufen: ${product.name} (öffnet Amazon in einem neuen Tab)` }),
        ).toBeVisible();
      else expect(within(el).getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' })).toBeDisabled();
    }
    expect(screen.getAllByText('Unverzichtbar').length).toBeGreaterThan(0);
    expectNoEnglish(de);
    expectNoEnglishContent();
  });

  it('a sectioned topic: German title, description and sections; an open section shows German cards', async () => {
    const topic = getGearTopic('bugout-bag')!;
    if (!isSectionedTopic(topic)) throw new Error('bugout-bag is sectioned');
    const texts = GEAR_DE.topics['bugout-bag'];
    const { user } = renderTopic(topic.id);
    await screen.findByRole('heading', { level: 1, name: texts.title }, slow);
    expect(screen.getByText(texts.description)).toBeVisible();
    expect(screen.getByText('Die wichtigste Ausrüstung')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zu den Ratgebern' })).toHaveAttribute('href', '/knowledge-hub');
    expect(screen.getByRole('heading', { level: 2, name: 'Die Ausrüstung, die Ihr Plan braucht' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alle Ausrüstung ansehen' })).toHaveAttribute('href', '/gear-vault');
    topic.sections.forEach((section, index) => {
      const button = screen.getByRole('button', {
        name: new RegExp(`^${texts.sections![index]}\\s*${section.products.length} Artikel$`),
      });
      // The slug stays English: the knowledge hub's links open the section by it.
      expect(document.getElementById(section.slug)).toContainElement(button);
    });
    const shelter = topic.sections[1]!;
    await user.click(screen.getByRole('button', { name: new RegExp(`^${texts.sections![1]}`) }));
    for (const product of shelter.products) {
      const [low = '', high = ''] = product.priceRange.split('–');
      expectTopicCard(product, texts.products[product.id]!, `${dollars(low)}–${dollars(high)} $`, deNote);
    }
    expect(screen.getAllByText('Die Preise können abweichen; prüfen Sie das aktuelle Angebot.')).toHaveLength(
      shelter.products.filter((p) => p.disclaimer).length,
    );
    expectNoEnglish(de);
    expectNoEnglishContent();
  });
});

describe('the gear pages in Spanish', () => {
  useLocale('es');

  it('a flat topic: Spanish title, features, use cases, prices and disclaimers; Comprar', async () => {
    const topic = getGearTopic('water-purification')!;
    if (isSectionedTopic(topic)) throw new Error('water-purification is flat');
    const texts = GEAR_ES.topics['water-purification'];
    renderTopic(topic.id);
    await screen.findByRole('heading', { level: 1, name: texts.title }, slow);
    expect(screen.getByText(texts.description)).toBeVisible();
    for (const product of topic.products) {
      const [low = '', high = ''] = product.priceRange.split('–');
      expectTopicCard(product, texts.products[product.id]!, `${dollars(low)}–${dollars(high)} US$`, esNote);
    }
    expect(screen.getAllByText('Para qué sirve')).toHaveLength(topic.products.length);
    expect(screen.getAllByRole('link', { name: /^Comprar: .* \(abre Amazon en una pestaña nueva\)$/ })).toHaveLength(
      topic.products.length,
    );
    expect(screen.getByRole('link', { name: 'Ver todo el equipo' })).toBeVisible();
    expectNoEnglish(es);
    expectNoEnglishContent();
  });

  it('the vault and a category: Spanish names, descriptions, features and "Alrededor de … US$"', async () => {
    const vault = renderVault();
    await screen.findByRole('heading', { level: 1, name: 'Equipo' }, slow);
    expect(screen.getByText('Catálogo de equipo')).toBeVisible();
    for (const category of GEAR_CATEGORIES)
      expect(screen.getByText(GEAR_ES.categories[category.slug].description)).toBeVisible();
    expectNoEnglish(es);
    expectNoEnglishContent();
    vault.unmount();

    renderCategory('power');
    await screen.findByRole('heading', { level: 1, name: `Equipo: ${GEAR_ES.categories.power.name}` }, slow);
    for (const product of productsInCategory('power')) {
      const el = within(card(product.name));
      expect(el.getByText(`Alrededor de ${dollars(product.priceText)} US$`)).toBeVisible();
      for (const feature of GEAR_ES.products[product.id]!.slice(0, 2)) expect(el.getByText(feature)).toBeVisible();
    }
    expectNoEnglish(es);
    expectNoEnglishContent();
  });
});

describe('the gear pages in plain English', () => {
  useLocale('en-x-plain');
  const MILITARY = /\b(?:operatives?|squad|rally points?|mission area|grid-down operations|bug-out)\b/i;

  it('no operative, squad or rally point in the topics and the vault; the rest word for word', async () => {
    for (const topic of GEAR_TOPICS.filter((t): t is FlatGearTopic => !isSectionedTopic(t))) {
      const page = renderTopic(topic.id);
      await screen.findAllByRole('article', {}, slow);
      expect(document.body.textContent!.match(MILITARY)).toBeNull();
      expect(screen.getByText(topic.products[0]!.useCase)).toBeVisible();
      page.unmount();
    }
    const bag = renderTopic('bugout-bag');
    await screen.findByRole('heading', { level: 1, name: '72-Hour Go-Bag Essentials' }, slow);
    expect(screen.getByText(/^Everything one person needs to leave on short notice/)).toBeVisible();
    for (const button of screen.getAllByRole('button', { expanded: false })) await bag.user.click(button);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(20));
    expect(document.body.textContent!.match(MILITARY)).toBeNull();
    expect(screen.getByText('Rain and wind protection over you and your family.')).toBeVisible();
    bag.unmount();
    renderCategory('power');
    await screen.findAllByRole('article', {}, slow);
    expect(document.body.textContent!.match(MILITARY)).toBeNull();
  });
});

/** Text nodes and aria-labels with plain English left once the product names (data) are taken out. */
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
  // Product names and brands are not translated (decision 0347): the only data left on the pages.
  const names = [...PRODUCT_NAMES];

  it('the vault, a category and both kinds of topic: no plain English but the product names', async () => {
    const vault = renderVault();
    await screen.findByRole('heading', { level: 1, name: '[Ɠḗḗȧȧř Ṽȧȧŭŭŀŧ]' }, slow);
    expect(screen.getByText(pseudoText(GEAR_CATEGORIES[0]!.description))).toBeVisible();
    expect(plainText(names)).toEqual([]);
    vault.unmount();
    const category = renderCategory('power');
    await screen.findAllByRole('article', {}, slow);
    expect(screen.getAllByText(pseudoText('Around $40')).length).toBeGreaterThan(0);
    expect(plainText(names)).toEqual([]);
    category.unmount();
    const flat = renderTopic('water-purification');
    await screen.findByRole('heading', { level: 1, name: pseudoText(getGearTopic('water-purification')!.title) }, slow);
    expect(plainText(names)).toEqual([]);
    flat.unmount();
    const { user } = renderTopic('bugout-bag');
    await screen.findByRole('heading', { level: 1, name: pseudoText(getGearTopic('bugout-bag')!.title) }, slow);
    await user.click(screen.getAllByRole('button', { expanded: false })[0]!);
    await screen.findAllByRole('article', {}, slow);
    expect(plainText(names)).toEqual([]);
  });
});
