import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityPlan, CommunityPlanPage } from '@shared/community/schemas';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi, signedIn, signedOut, type ApiCall } from '@web/test/mock-api';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as PublicPlansPage } from './public-survival-plans-page';

const slow = { timeout: 15_000 };

const makePlan = (n: number, overrides: Partial<CommunityPlan> = {}): CommunityPlan => ({
  id: `p${n}`,
  title: `Plan ${n}`,
  description: `Steps ${n}`,
  eventType: 'flood',
  createdAt: '2026-11-21T12:00:00.000Z',
  author: n % 2 ? 'river_scout' : null,
  acquireCount: n % 4,
  isOwner: false,
  acquired: false,
  ...overrides,
});

/** 30 public plans as the server holds them: plan 1 is the viewer's, plan 2 already acquired. */
const all = Array.from({ length: 30 }, (_, i) =>
  makePlan(i + 1, i === 0 ? { isOwner: true, author: null } : i === 1 ? { acquired: true } : {}),
);

/** The fake server: 24 a page, the cursor is where the page ends; records every query it got. */
function mockCommunity(plans = all) {
  const queries: URLSearchParams[] = [];
  let current = plans.map((p) => ({ ...p }));
  /** POST /api/plans/{id}/acquire: the copy; the source now counts one more and is acquired. */
  const acquire = (call: ApiCall) => {
    const id = call.path.split('/')[3]!;
    current = current.map((p) => (p.id === id ? { ...p, acquired: true, acquireCount: p.acquireCount + 1 } : p));
    const source = current.find((p) => p.id === id)!;
    return { status: 201, body: { plan: { ...source, id: 'copy', title: `${source.title} (Copy)` } } };
  };
  const api = mockApi({
    'POST /api/plans/p3/acquire': acquire,
    'GET /api/account/session': { body: signedIn() },
    'GET /api/community/plans': () => {
      const params = new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost').searchParams;
      queries.push(params);
      const q = params.get('q')?.toLowerCase();
      const matching = current.filter(
        (p) =>
          (!q || p.title.toLowerCase().includes(q)) &&
          (!params.get('eventType') || p.eventType === params.get('eventType')),
      );
      const start = Number(params.get('cursor') ?? 0);
      const body: CommunityPlanPage = {
        items: matching.slice(start, start + 24),
        nextCursor: start + 24 < matching.length ? String(start + 24) : null,
        total: matching.length,
      };
      return { body };
    },
  });
  return { ...api, queries };
}

const cardTitles = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => {
  vi.useRealTimers();
  FakeEventSource.reset();
});

describe('/public-survival-plans', () => {
  it('sends a visitor to the landing page without asking for the plans', async () => {
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/public-survival-plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(callsTo('GET /api/community/plans')).toHaveLength(0);
  });

  it('lists 24 public plans with their author, event type and acquisitions, then the rest on Load more', async () => {
    const { queries } = mockCommunity();
    const { user } = renderApp('/public-survival-plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Public Survival Plans' }, slow)).toBeVisible();
    await screen.findByRole('article', { name: 'Plan 3' }, slow);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Showing 24 of 30 public plans');

    const third = card('Plan 3');
    expect(within(third).getByText('river_scout')).toBeVisible();
    expect(within(third).getByText('Flood')).toBeVisible();
    expect(within(third).getByText('3 acquisitions')).toBeVisible();
    expect(within(third).getByRole('link', { name: 'View Plan' })).toHaveAttribute('href', '/plans/p3');
    expect(within(third).getByRole('button', { name: 'Acquire' })).toBeEnabled();
    // A private profile's plan names no one.
    expect(within(card('Plan 4')).getByText('An operative')).toBeVisible();
    expect(within(card('Plan 5')).getByText('1 acquisition')).toBeVisible();
    // My own: nothing to acquire. Acquired already: says so.
    expect(within(card('Plan 1')).queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
    expect(within(card('Plan 1')).getByText('YOURS')).toBeVisible();
    expect(within(card('Plan 2')).getByRole('button', { name: 'Acquired' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Load more public plans' }));
    await screen.findByRole('article', { name: 'Plan 30' }, slow);
    expect(cardTitles()).toHaveLength(30);
    expect(screen.getByText('Showing 30 of 30 public plans')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more public plans' })).not.toBeInTheDocument();
    expect(queries.map((q) => q.get('cursor'))).toEqual([null, '24']);
  });

  it('searches, filters by event type and sorts by most acquired, keeping them in the address', async () => {
    const { queries } = mockCommunity([
      makePlan(1, { title: 'Levee breach', eventType: 'flood' }),
      makePlan(2, { title: 'Aftershock drill', eventType: 'earthquake' }),
    ]);
    const { user, router } = renderAt(<PublicPlansPage />, { path: '/public-survival-plans' });
    await screen.findByRole('article', { name: 'Levee breach' }, slow);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'drill');
    await waitFor(() => expect(cardTitles()).toEqual(['Aftershock drill']), slow);
    expect(queries.at(-1)!.get('q')).toBe('drill');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'Earthquake');
    await waitFor(() => expect(queries.at(-1)!.get('eventType')).toBe('earthquake'));

    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Most acquired']);
    await user.selectOptions(sort, 'Most acquired');
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('most-acquired'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'drill',
      eventType: 'earthquake',
      sort: 'most-acquired',
    });

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(await screen.findByText('No public plans match your search.', {}, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Levee breach', 'Aftershock drill']), slow);
    expect(router.state.location.search).toBe('?sort=most-acquired');
  });

  it('acquires from the card: the toast names the copy and the card then says Acquired', async () => {
    const { callsTo } = mockCommunity();
    const { user } = renderAt(<PublicPlansPage />, { path: '/public-survival-plans' });
    await screen.findByRole('article', { name: 'Plan 3' }, slow);
    await user.click(within(card('Plan 3')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Plan acquired'), slow);
    expect(visibleToast()).toHaveTextContent('Plan 3 (Copy) is now in your Acquired tab.');
    await waitFor(() => expect(within(card('Plan 3')).getByRole('button', { name: 'Acquired' })).toBeDisabled(), slow);
    expect(within(card('Plan 3')).getByText('4 acquisitions')).toBeVisible();
    expect(callsTo('POST /api/plans/p3/acquire')).toHaveLength(1);
  });

  it('says so when there are no public plans yet', async () => {
    mockCommunity([]);
    renderAt(<PublicPlansPage />, { path: '/public-survival-plans' });
    expect(await screen.findByText('No public plans yet.', {}, slow)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });
});
