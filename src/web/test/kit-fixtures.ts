/** Kits as the API returns them, for the kit view, editor and plan wizard tests. */
import { vi } from 'vitest';
import type { KitDetail, KitItem, KitList, KitSummary } from '@shared/kits/schemas';
import { access } from './access-fixtures';

export function makeItem(overrides: Partial<KitItem> & Pick<KitItem, 'id'>): KitItem {
  return {
    kitId: 'k1',
    category: 'Fire & Light',
    itemName: 'Item',
    quantity: 1,
    notes: null,
    affiliateUrl: null,
    rating: null,
    priceHint: null,
    imageUrl: null,
    position: 1,
    priority: 3,
    sourceType: null,
    sourceUrl: null,
    expiresOn: null,
    packed: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Four items in three categories, one of them Clothing (shown only because it holds one). */
export const sampleItems: KitItem[] = [
  makeItem({
    id: 'i1',
    category: 'Fire & Light',
    itemName: 'LED Headlamp',
    quantity: 2,
    notes: 'Red-light mode keeps night vision.',
    rating: '4.7 ★ (20k+)',
    priceHint: 'Typically $20–$40',
    imageUrl: '/files/kit-items/headlamp.webp',
    position: 1,
  }),
  makeItem({ id: 'i2', category: 'Fire & Light', itemName: 'Ferro Rod Fire Starter', quantity: 1, position: 2 }),
  makeItem({ id: 'i3', category: 'Water & Hydration', itemName: '   ', quantity: 1, position: 1 }),
  makeItem({ id: 'i4', category: 'Clothing', itemName: 'Rain Poncho', quantity: 1, position: 1 }),
];

export function makeKit(overrides: Partial<KitDetail> = {}): KitDetail {
  const items = overrides.items ?? sampleItems;
  const categoryCounts: Record<string, number> = {};
  for (const i of items) categoryCounts[i.category] = (categoryCounts[i.category] ?? 0) + 1;
  return {
    id: 'k1',
    name: 'Go Bag Alpha',
    description: 'What I grab when the river rises.',
    ...access(overrides),
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-11-20T18:45:00.000Z',
    acquired: false,
    itemCount: items.length,
    categoryCounts,
    author: null,
    items,
    ...overrides,
  };
}

export const kitId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function kitSummary(n: number, name: string, overrides: Partial<KitSummary> = {}): KitSummary {
  return {
    id: kitId(n),
    name,
    description: null,
    ...access(overrides),
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    acquired: false,
    itemCount: 0,
    categoryCounts: {},
    ...overrides,
  };
}

/**
 * GET /api/kits: the wizard offers mine and acquired, never the community tab; `household` kits
 * (other members') are served under mine, after the user's own (decision 0291). The fake server
 * answers the tab the request asks for (the query string of fetch's latest call: the mock answers
 * it synchronously), whole, on one page.
 */
export const kitList =
  (mine: KitSummary[], acquired: KitSummary[] = [], community: KitSummary[] = [], household: KitSummary[] = []) =>
  (): { body: KitList } => {
    const tabs = { mine: [...mine, ...household], acquired, community };
    const url = String(vi.mocked(fetch).mock.lastCall![0]);
    const tab = (new URL(url, 'http://localhost').searchParams.get('tab') ?? 'mine') as keyof typeof tabs;
    return {
      body: {
        items: tabs[tab],
        nextCursor: null,
        counts: {
          mine: mine.length + household.length,
          acquired: acquired.length,
          community: community.length,
        },
      },
    };
  };
