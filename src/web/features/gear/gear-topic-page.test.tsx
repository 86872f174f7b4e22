import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGearTopic, isSectionedTopic, type FlatGearTopic, type SectionedGearTopic } from '@shared/content';
import { mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';
import { priceNote } from './components/topic-product-card';
import { GEAR_TARGET_DELAY_MS } from './hooks/use-gear-target';

const slow = { timeout: 15_000 };

function sectioned(id: string): SectionedGearTopic {
  const topic = getGearTopic(id);
  if (!topic || !isSectionedTopic(topic)) throw new Error(`${id} is not sectioned`);
  return topic;
}
function flat(id: string): FlatGearTopic {
  const topic = getGearTopic(id);
  if (!topic || isSectionedTopic(topic)) throw new Error(`${id} is not flat`);
  return topic;
}

async function renderTopic(path: string, config: MockHandler = { body: { googleEnabled: false, affiliateTag: null } }) {
  const api = mockApi({ 'GET /api/account/session': { body: signedOut }, 'GET /api/config': config });
  const utils = renderApp(path);
  const title = getGearTopic(path.split(/[/#]/)[2] ?? '')?.title ?? '';
  await screen.findByRole('heading', { level: 1, name: title }, slow);
  return { ...utils, ...api };
}

const section = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title.replace(/[&]/g, '\\$&')}`) });
const card = (name: string) => screen.getByRole('article', { name });

describe('gear topic page', () => {
  it('is public, with Back to Knowledge Hub and the GEAR UP call to action', async () => {
    await renderTopic('/gear/water-purification');
    expect(screen.getByRole('link', { name: 'Back to Knowledge Hub' })).toHaveAttribute('href', '/knowledge-hub');
    expect(screen.getByRole('heading', { name: 'GEAR UP FOR MISSION SUCCESS' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'VIEW ALL TACTICAL GEAR' })).toHaveAttribute('href', '/gear-vault');
  });

  it('/knowledge-hub/{topic} renders the same page from the same content', async () => {
    await renderTopic('/knowledge-hub/emp-protection');
    const topic = flat('emp-protection');
    expect(screen.getAllByRole('article')).toHaveLength(topic.products.length);
    expect(screen.getByRole('link', { name: 'Back to Knowledge Hub' })).toBeVisible();
  });

  it('a sectioned topic shows accordions, closed at first, several open at once', async () => {
    const { user } = await renderTopic('/gear/bugout-bag');
    const topic = sectioned('bugout-bag');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(topic.sections.length);
    for (const s of topic.sections) expect(document.getElementById(s.slug)).toContainElement(section(s.title));
    await user.click(section('Shelter & Warmth'));
    await user.click(section('Food & Cooking'));
    expect(section('Shelter & Warmth')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Food & Cooking')).toHaveAttribute('aria-expanded', 'true');
    const shelter = topic.sections.find((s) => s.slug === 'shelter-and-warmth')!;
    for (const p of shelter.products) expect(card(p.name)).toBeVisible();
  });

  it('arriving with #slug opens that section after 300 ms and scrolls it into view', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const started = Date.now();
    await renderTopic('/gear/bugout-bag#water-and-hydration');
    await waitFor(() => expect(section('Water & Hydration')).toHaveAttribute('aria-expanded', 'true'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(GEAR_TARGET_DELAY_MS);
    expect(section('Shelter & Warmth')).toHaveAttribute('aria-expanded', 'false');
    const target = document.getElementById('water-and-hydration');
    expect(scroll.mock.contexts).toContain(target);
  });

  it('a flat topic shows a grid of product cards; #product scrolls to the card and highlights it', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderTopic('/gear/water-purification#squeeze-filter');
    const topic = flat('water-purification');
    expect(screen.getAllByRole('article')).toHaveLength(topic.products.length);
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
    const squeeze = topic.products.find((p) => p.id === 'squeeze-filter')!;
    const el = card(squeeze.name);
    expect(el).toHaveAttribute('id', 'squeeze-filter');
    await waitFor(() => expect(el).toHaveAttribute('data-highlighted', 'true'));
    expect(scroll.mock.contexts).toContain(el);
    expect(card(topic.products[0]!.name)).not.toHaveAttribute('data-highlighted');
  });

  it('product cards: image with alt and size, price, rating, reviews, features, use case', async () => {
    await renderTopic('/gear/urban-survival');
    const topic = flat('urban-survival');
    topic.products.forEach((product, index) => {
      const el = within(card(product.name));
      const img = el.getByRole('img', { name: product.name });
      expect(img).toHaveAttribute('src', product.image);
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');
      expect(el.getByText(product.priceRange)).toBeVisible();
      expect(card(product.name)).toHaveTextContent(product.rating.toFixed(1));
      expect(card(product.name)).toHaveTextContent(`(${product.reviewCount.toLocaleString('en-US')} reviews)`);
      for (const f of product.features) expect(el.getByText(f)).toBeVisible();
      expect(el.getByText(product.useCase)).toBeVisible();
    });
  });

  it("shows the disclaimer, or 'Typically {price} (prices may vary on Amazon)' when there is none", async () => {
    await renderTopic('/gear/water-purification');
    const topic = flat('water-purification');
    const withDisclaimer = topic.products.find((p) => p.disclaimer)!;
    const without = topic.products.find((p) => !p.disclaimer)!;
    expect(card(withDisclaimer.name)).toHaveTextContent(withDisclaimer.disclaimer!);
    expect(card(withDisclaimer.name)).not.toHaveTextContent('prices may vary on Amazon');
    expect(card(without.name)).toHaveTextContent(`Typically ${without.priceRange} (prices may vary on Amazon)`);
    expect(priceNote({ priceRange: '$25–$45' })).toBe('Typically $25–$45 (prices may vary on Amazon)');
  });

  it('Buy opens the affiliate link in a new tab, with the configured tag', async () => {
    await renderTopic('/gear/water-purification', { body: { googleEnabled: false, affiliateTag: 'holdfast-20' } });
    const topic = flat('water-purification');
    const links = screen.getAllByRole('link', { name: /^Buy: / });
    expect(links).toHaveLength(topic.products.length);
    const first = within(card(topic.products[0]!.name)).getByRole('link', { name: /^Buy: / });
    await waitFor(() => expect(first.getAttribute('href')).toContain('tag=holdfast-20'));
    const url = new URL(first.getAttribute('href')!);
    expect(url.origin).toBe('https://www.amazon.com');
    expect(url.searchParams.get('k')).toBe(topic.products[0]!.affiliate.target);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
  });

  it('builds untagged links when the config has no tag, or no affiliateTag field at all', async () => {
    const { callsTo } = await renderTopic('/gear/emp-protection', { body: { googleEnabled: false } });
    await waitFor(() => expect(callsTo('GET /api/config')).toHaveLength(1));
    for (const link of screen.getAllByRole('link', { name: /^Buy: / })) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\//);
      expect(link.getAttribute('href')).not.toContain('tag=');
    }
  });

  it('an unknown topic redirects to /knowledge-hub', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { router } = renderApp('/gear/laser-swords');
    await screen.findByRole('heading', { level: 1, name: 'Knowledge Hub' }, slow);
    expect(router.state.location.pathname).toBe('/knowledge-hub');
  });
});
