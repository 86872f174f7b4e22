import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommunityKit, CommunityKitPage } from '@shared/community/schemas';
import { FakeEventSource } from '@web/test/fake-event-source';
import { apiError, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as SharedKitsPage } from './shared-emergency-kits-page';

const slow = { timeout: 15_000 };

const makeKit = (n: number, overrides: Partial<CommunityKit> = {}): CommunityKit => ({
  id: `k${n}`,
  name: `Kit ${n}`,
  description: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  author: null,
  acquireCount: 0,
  isOwner: false,
  acquired: false,
  itemCount: 3,
  categoryCounts: { 'Water & Hydration': 2, 'Fire & Light': 1 },
  ...overrides,
});

function mockKits(kits: CommunityKit[], routes: Parameters<typeof mockApi>[0] = {}) {
  const queries: URLSearchParams[] = [];
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/community/kits': () => {
      const params = new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost').searchParams;
      queries.push(params);
      const body: CommunityKitPage = { items: kits, nextCursor: null, total: kits.length };
      return { body };
    },
    ...routes,
  });
  return { ...api, queries };
}

const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => FakeEventSource.reset());

describe('/shared-emergency-kits', () => {
  it('sends a visitor to the landing page', async () => {
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/shared-emergency-kits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(callsTo('GET /api/community/kits')).toHaveLength(0);
  });

  it('shows each kit with its author, items and acquisitions, and Preview Items', async () => {
    mockKits([makeKit(1, { author: 'pack_mule', acquireCount: 12 }), makeKit(2, { acquired: true })]);
    renderApp('/shared-emergency-kits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Emergency Kits' }, slow)).toBeVisible();
    await screen.findByRole('article', { name: 'Kit 1' }, slow);
    expect(within(card('Kit 1')).getByText('pack_mule')).toBeVisible();
    expect(within(card('Kit 1')).getByText('12 acquisitions')).toBeVisible();
    expect(within(card('Kit 1')).getByText('3 items · 2 categories')).toBeVisible();
    expect(within(card('Kit 1')).getByRole('link', { name: 'Preview Items' })).toHaveAttribute('href', '/kits/k1');
    expect(within(card('Kit 2')).getByText('An operative')).toBeVisible();
    expect(within(card('Kit 2')).getByRole('button', { name: 'Acquired' })).toBeDisabled();
    expect(screen.getByText('Showing 2 of 2 shared kits')).toBeVisible();
  });

  it('filters by category and sorts, sending both to the server', async () => {
    const { queries } = mockKits([makeKit(1)]);
    const { user, router } = renderAt(<SharedKitsPage />, { path: '/shared-emergency-kits' });
    await screen.findByRole('article', { name: 'Kit 1' }, slow);
    expect(queries[0]!.toString()).toBe('sort=newest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Fire & Light');
    await waitFor(() => expect(queries.at(-1)!.get('category')).toBe('Fire & Light'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Most acquired');
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('most-acquired'));
    expect(router.state.location.search).toBe('?category=Fire+%26+Light&sort=most-acquired');
  });

  it('acquires a kit, and says "Already acquired" when the server has the copy already', async () => {
    const { callsTo } = mockKits([makeKit(1), makeKit(2)], {
      'POST /api/kits/k1/acquire': {
        status: 201,
        body: { kit: { ...makeKit(9, { name: 'Kit 1 (Copy)' }), items: [] } },
      },
      'POST /api/kits/k2/acquire': apiError(409, 'conflict', 'Already acquired'),
    });
    const { user } = renderAt(<SharedKitsPage />, { path: '/shared-emergency-kits' });
    await screen.findByRole('article', { name: 'Kit 1' }, slow);
    await user.click(within(card('Kit 1')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit 1 (Copy) is now in your Acquired kits.'), slow);
    expect(callsTo('POST /api/kits/k1/acquire')).toHaveLength(1);
    // The list is asked again, so the card follows the server.
    await waitFor(() => expect(callsTo('GET /api/community/kits')).toHaveLength(2));
    await user.click(within(card('Kit 2')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('You have already acquired this kit'), slow);
  });
});
