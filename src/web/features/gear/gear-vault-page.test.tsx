import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GEAR_CATEGORIES, getGearCategory, productsInCategory } from '@shared/content';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

async function renderAt(path: string, heading: string, config: { affiliateTag?: string | null } = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/config': { body: { googleEnabled: false, ...config } },
  });
  const utils = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, slow);
  return { ...utils, ...api };
}

describe('/gear-vault', () => {
  it('lists the six categories with their product counts, each linking to its page', async () => {
    await renderAt('/gear-vault', 'Gear Vault');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    for (const category of GEAR_CATEGORIES) {
      const count = productsInCategory(category.slug).length;
      const link = screen.getByRole('link', { name: new RegExp(`^${category.name}\\s*${count} items`) });
      expect(link).toHaveAttribute('href', `/gear-vault/${category.slug}`);
    }
  });

  it('requires a session', async () => {
    mockApi({ 'GET /api/account/session': { body: { user: null, profile: null } } });
    const { router } = renderApp('/gear-vault');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/gear-vault/{category}', () => {
  it('is titled "{Category name} Equipment" with Back to Gear Vault', async () => {
    await renderAt('/gear-vault/food-and-water', 'Food & Water Equipment');
    expect(screen.getByRole('link', { name: 'Back to Gear Vault' })).toHaveAttribute('href', '/gear-vault');
  });

  it('cards show name, price text, rating, reviews, image and only the first two features', async () => {
    await renderAt('/gear-vault/power', 'Power Equipment');
    for (const product of productsInCategory('power')) {
      const card = screen.getByRole('article', { name: product.name });
      const el = within(card);
      expect(el.getByText(product.priceText)).toBeVisible();
      expect(card).toHaveTextContent(product.rating.toFixed(1));
      expect(card).toHaveTextContent(`(${product.reviews.toLocaleString('en-US')} reviews)`);
      const img = el.getByRole('img', { name: product.name });
      expect(img).toHaveAttribute('src', product.image);
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(el.getByText(product.features[0]!)).toBeVisible();
      expect(el.getByText(product.features[1]!)).toBeVisible();
      for (const hidden of product.features.slice(2)) expect(el.queryByText(hidden)).not.toBeInTheDocument();
    }
  });

  it('an out-of-stock product has a disabled NOTIFY AVAILABLE; the others Buy in a new tab', async () => {
    const slug = 'food-and-water';
    await renderAt(`/gear-vault/${slug}`, `${getGearCategory(slug)!.name} Equipment`, { affiliateTag: 'ops-21' });
    const products = productsInCategory(slug);
    const out = products.filter((p) => !p.inStock);
    expect(out.length).toBeGreaterThan(0);
    for (const product of out) {
      const el = within(screen.getByRole('article', { name: product.name }));
      expect(el.getByRole('button', { name: 'NOTIFY AVAILABLE' })).toBeDisabled();
      expect(el.queryByRole('link', { name: /^Buy: / })).not.toBeInTheDocument();
    }
    for (const product of products.filter((p) => p.inStock)) {
      const link = within(screen.getByRole('article', { name: product.name })).getByRole('link', {
        name: /^Buy: /,
      });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await waitFor(() => expect(link.getAttribute('href')).toContain('tag=ops-21'));
    }
  });

  it('an unknown category redirects to /gear-vault', async () => {
    const { router } = await renderAt('/gear-vault/laser-swords', 'Gear Vault');
    expect(router.state.location.pathname).toBe('/gear-vault');
  });
});
