import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_REASON } from '@web/components/online-only';
import { getOpenAuthDialog } from '@web/lib/auth/auth-dialogs';
import { setBrowserOnline } from '@web/test/connectivity';
import { FakeEventSource } from '@web/test/fake-event-source';
import { apiError, deferred, mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { emptyPlanList, makePlan, makePlanDetail, planPage, type PlanTabs } from '@web/test/plan-fixtures';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { planListQueryKey } from './api/plans-api';
import { EMPTY_TEXT, NO_MATCH_TEXT } from './components/plan-list/plan-list-empty';
import { Component as PlansPage, SEARCH_DEBOUNCE_MS } from './plans-page';

const slow = { timeout: 15_000 };

const quake = makePlan({ id: 'p-quake', title: 'Quake Plan', isPublic: true });
const flood = makePlan({
  id: 'p-flood',
  title: 'Flood Plan',
  description: null,
  eventType: 'flood',
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-05-06T12:00:00.000Z',
});
const copy = makePlan({ id: 'p-copy', title: 'Storm Plan (Copy)', eventType: 'winter_storm' });
const storm = makePlan({
  id: 'p-storm',
  title: 'Storm Plan',
  description: 'Snowed in for a week.',
  eventType: 'winter_storm',
  isPublic: true,
  isOwner: false,
  acquired: true,
});
const fire = makePlan({
  id: 'p-fire',
  title: 'Wildfire Plan',
  description: 'Leave early.',
  eventType: 'wildfire',
  isPublic: true,
  isOwner: false,
});
/** Shared with my household by another member: I am an editor of the household. */
const shed = makePlan({
  id: 'p-shed',
  title: 'Shelter Plan',
  description: 'Everyone meets in the basement.',
  eventType: 'tornado',
  visibility: 'household',
  isOwner: false,
  canEdit: true,
});
// My Plans holds the household's too, after the user's own here (decision 0291).
const fullList: PlanTabs = { mine: [quake, flood, shed], acquired: [copy], community: [fire, storm] };

/** The query string of the request being answered (the mock answers synchronously). */
const lastParams = (api: ReturnType<typeof mockApi>) =>
  new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost').searchParams;

/** The API with GET /api/plans answering `list` (or a function of the query the page sent). */
function mockPlans(
  list: PlanTabs | ((params: URLSearchParams) => PlanTabs) = fullList,
  routes: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/plans': () => {
      const params = lastParams(api);
      return { body: planPage(typeof list === 'function' ? list(params) : list, params) };
    },
    ...routes,
  });
  /** The query string of every GET /api/plans, in order. */
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
      .filter(({ url, method }) => method === 'GET' && url.pathname === '/api/plans')
      .map(({ url }) => url.search);
  return { ...api, listQueries };
}

async function renderPlans(path = '/plans') {
  const utils = renderAt(<PlansPage />, { path, routePath: '/plans' });
  await screen.findByRole('tablist', { name: 'Plan collections' }, slow);
  return utils;
}

const card = (title: string) => screen.getByRole('article', { name: title });
const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);
const buttonNames = (el: HTMLElement) =>
  [...within(el).queryAllByRole('link'), ...within(el).queryAllByRole('button')].map((b) => b.textContent);

afterEach(() => {
  vi.useRealTimers();
  FakeEventSource.reset();
});

describe('/plans', () => {
  it('asks a visitor to log in, without calling the plans API', async () => {
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router, user } = renderApp('/plans');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' }, slow)).toBeVisible();
    expect(screen.getByText('Please log in to access survival plans.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/plans');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'New Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(callsTo('GET /api/plans')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(getOpenAuthDialog()).toBe('sign-in');
  });

  it('shows the header, the three tabs with their counts and My Plans first', async () => {
    mockPlans();
    renderApp('/plans');
    await screen.findByRole('tablist', { name: 'Plan collections' }, slow);

    expect(screen.getByRole('heading', { level: 1, name: 'Survival Plans' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to HQ' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'New Plan' })).toHaveAttribute('href', '/plans/new');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search plans...');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'My Plans (3)',
      'Acquired (1)',
      'Community (2)',
    ]);
    expect(screen.getByRole('tab', { name: 'My Plans (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Quake Plan', 'Flood Plan', 'Shelter Plan']);
  });

  it('cards show the badges, the clamped description and YYYY-MM-DD dates; the owner gets Edit and Delete', async () => {
    mockPlans();
    await renderPlans();

    const q = card('Quake Plan');
    expect(within(q).getByText('SURVIVAL PLAN')).toBeVisible();
    expect(within(q).getByText('PUBLIC')).toBeVisible();
    expect(within(q).getByText('Earthquake')).toBeVisible();
    expect(within(q).getByText('What we do when the ground shakes.')).toHaveClass('line-clamp-2');
    expect(within(q).getByText('CREATED').nextElementSibling).toHaveTextContent('2026-11-21');
    expect(within(q).getByText('REVISED').nextElementSibling).toHaveTextContent('2026-11-22');
    expect(buttonNames(q)).toEqual(['View Plan', 'Edit', 'Delete']);
    expect(within(q).getByRole('link', { name: 'View Plan' })).toHaveAttribute('href', '/plans/p-quake');
    expect(within(q).getByRole('link', { name: 'View Plan' })).toHaveAccessibleDescription('Quake Plan');
    expect(within(q).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/plans/p-quake/edit');

    const f = card('Flood Plan');
    expect(within(f).getByText('PRIVATE')).toBeVisible();
    expect(within(f).queryByText('PUBLIC')).not.toBeInTheDocument();
    expect(within(f).getByText('Flood')).toBeVisible();
    expect(within(f).getByText('CREATED').nextElementSibling).toHaveTextContent('2026-03-04');
    expect(within(f).getByText('REVISED').nextElementSibling).toHaveTextContent('2026-05-06');
  });

  it('Community cards: no Edit or Delete for plans of others; Acquire, or a disabled Acquired once taken', async () => {
    mockPlans();
    const { user } = await renderPlans();
    await user.click(screen.getByRole('tab', { name: 'Community (2)' }));
    expect(cardTitles()).toEqual(['Wildfire Plan', 'Storm Plan']);

    expect(buttonNames(card('Wildfire Plan'))).toEqual(['View Plan', 'Acquire']);
    expect(within(card('Wildfire Plan')).getByRole('button', { name: 'Acquire' })).toBeEnabled();
    expect(buttonNames(card('Storm Plan'))).toEqual(['View Plan', 'Acquired']);
    expect(within(card('Storm Plan')).getByRole('button', { name: 'Acquired' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Acquired (1)' }));
    // An acquired copy is the viewer's own plan.
    expect(buttonNames(card('Storm Plan (Copy)'))).toEqual(['View Plan', 'Edit', 'Delete']);
  });

  it("My Plans holds the household's plans with the user's own, marked Household, with Edit for an editor and never Acquire or Delete", async () => {
    const viewerOnly = makePlan({
      id: 'p-boat',
      title: 'Boat Plan',
      visibility: 'household',
      isOwner: false,
      canEdit: false,
    });
    const mineShared = makePlan({ id: 'p-attic', title: 'Attic Plan', visibility: 'household' });
    mockPlans({ ...fullList, mine: [mineShared, shed, viewerOnly] });
    await renderPlans();
    expect(screen.getByRole('tab', { name: 'My Plans (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Attic Plan', 'Shelter Plan', 'Boat Plan']);
    // My own plan shared with the household says so, and stays mine to delete.
    expect(within(card('Attic Plan')).getByText('HOUSEHOLD')).toBeVisible();
    expect(buttonNames(card('Attic Plan'))).toEqual(['View Plan', 'Edit', 'Delete']);
    // Another member's: shared, the family's already (decision 0291).
    expect(within(card('Shelter Plan')).getByText('HOUSEHOLD')).toBeVisible();
    expect(buttonNames(card('Shelter Plan'))).toEqual(['View Plan', 'Edit']);
    expect(within(card('Shelter Plan')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/plans/p-shed/edit',
    );
    expect(buttonNames(card('Boat Plan'))).toEqual(['View Plan']);
  });

  it("arriving without a tab, the copy kept on the device shown while the server's answer comes does not choose the tab", async () => {
    // The kept copy is older than this visit: only community plans then; the server now has mine.
    const answer = deferred({ body: planPage(fullList, new URLSearchParams('tab=mine')) });
    mockPlans(fullList, { 'GET /api/plans': answer.handler });
    const { router, queryClient } = renderAt(<PlansPage />, { path: '/plans', routePath: '/plans' });
    await waitFor(() => expect(queryClient.isFetching({ queryKey: planListQueryKey('mine') })).toBe(1));
    // What the offline copy's restore does while the request is out (lib/offline/persist.ts).
    const kept = { ...emptyPlanList, community: fullList.community };
    act(() =>
      queryClient.setQueryData(planListQueryKey('mine'), {
        pages: [{ ...planPage(kept, new URLSearchParams('tab=mine')), tab: 'mine' as const }],
        pageParams: [null],
      }),
    );
    // Rendered with it, its effects run: no tab is chosen on it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.search).toBe('');

    act(() => answer.release());
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    await waitFor(() => expect(cardTitles()).toEqual(fullList.mine.map((p) => p.title)));
  });

  it('arriving without a tab, opens on the first tab with something: Acquired, then Community; and writes it in the address', async () => {
    mockPlans({ ...fullList, mine: [] });
    const { router } = await renderPlans();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=acquired'));
    expect(screen.getByRole('tab', { name: 'Acquired (1)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardTitles()).toEqual(['Storm Plan (Copy)']));
    // The empty My Plans tab was never shown on the way.
    expect(screen.queryByRole('heading', { name: EMPTY_TEXT.mine.title })).not.toBeInTheDocument();
  });

  it('opens on Community when only it has plans, on My Plans when nothing has any, and on the tab the address names', async () => {
    mockPlans({ mine: [], acquired: [], community: [fire] });
    const first = await renderPlans();
    await waitFor(() => expect(first.router.state.location.search).toBe('?tab=community'));
    await waitFor(() => expect(cardTitles()).toEqual(['Wildfire Plan']));
    first.unmount();

    mockPlans(emptyPlanList);
    const second = await renderPlans();
    await waitFor(() => expect(second.router.state.location.search).toBe('?tab=mine'));
    expect(await screen.findByRole('heading', { name: EMPTY_TEXT.mine.title })).toBeVisible();
    second.unmount();

    mockPlans({ ...fullList, mine: [] });
    const third = await renderPlans('/plans?tab=mine');
    expect(await screen.findByRole('heading', { name: EMPTY_TEXT.mine.title })).toBeVisible();
    expect(third.router.state.location.search).toBe('?tab=mine');
  });

  it('an old link with tab=household opens My Plans', async () => {
    mockPlans();
    await renderPlans('/plans?tab=household');
    expect(screen.getByRole('tab', { name: 'My Plans (3)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the tab in the URL and the arrow keys move between tabs', async () => {
    mockPlans();
    const { user, router } = await renderPlans('/plans?tab=community');
    expect(screen.getByRole('tab', { name: 'Community (2)' })).toHaveAttribute('aria-selected', 'true');

    act(() => screen.getByRole('tab', { name: 'Community (2)' }).focus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Acquired (1)' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: 'Acquired (1)' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=acquired');
    await waitFor(() => expect(cardTitles()).toEqual(['Storm Plan (Copy)']));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    await waitFor(() => expect(cardTitles()).toEqual(['Quake Plan', 'Flood Plan', 'Shelter Plan']));
  });

  it.each([
    ['My Plans (0)', 'mine'],
    ['Acquired (0)', 'acquired'],
    ['Community (0)', 'community'],
  ] as const)('shows the empty state of %s', async (tabName, tab) => {
    mockPlans(emptyPlanList);
    const { user } = await renderPlans();
    await user.click(screen.getByRole('tab', { name: tabName }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: EMPTY_TEXT[tab].title })).toBeVisible();
    expect(within(panel).getByText(EMPTY_TEXT[tab].body)).toBeVisible();
  });

  it('uses the documented texts for the empty tabs, with a way forward', async () => {
    expect(EMPTY_TEXT).toEqual({
      mine: { title: 'No plans yet', body: 'Create your first Survival Plan' },
      acquired: { title: 'No acquired plans', body: 'Acquire plans from the community tab' },
      community: { title: 'No community plans', body: 'Be the first to share a public plan' },
    });
    mockPlans(emptyPlanList);
    const { user } = await renderPlans();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Create Plan' })).toHaveAttribute(
      'href',
      '/plans/new',
    );
    await user.click(screen.getByRole('tab', { name: 'Acquired (0)' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Browse Community' }));
    expect(screen.getByRole('tab', { name: 'Community (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the search to the server once typing pauses, and says when nothing matches', async () => {
    const { listQueries } = mockPlans((params) => {
      const q = params.get('q')?.toLowerCase();
      if (!q) return fullList;
      const match = (p: (typeof fullList.mine)[number]) =>
        p.title.toLowerCase().includes(q) || (p.description ?? '').toLowerCase().includes(q);
      return {
        mine: fullList.mine.filter(match),
        acquired: fullList.acquired.filter(match),
        community: fullList.community.filter(match),
      };
    });
    const { user, router } = await renderPlans();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(listQueries()).toHaveLength(3));

    await user.type(search, 'QUAKE');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Plans (1)' })).toBeVisible(), slow);
    // The initial tab and the other tabs' first pages, then one request for the finished word:
    // typing is debounced.
    expect(listQueries()).toEqual(['?tab=mine', '?tab=acquired', '?tab=community', '?tab=mine&q=QUAKE']);
    expect(router.state.location.search).toBe('?tab=mine&q=QUAKE');
    expect(cardTitles()).toEqual(['Quake Plan']);

    await user.click(screen.getByRole('tab', { name: 'Community (0)' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: NO_MATCH_TEXT.title })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Community (2)' })).toBeVisible());
    expect(router.state.location.search).toBe('?tab=community');
  });

  it('waits the debounce before asking the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { listQueries } = mockPlans();
    const { user } = await renderPlans();
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(listQueries().slice(3)).toEqual([]);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(listQueries().slice(3)).toEqual(['?tab=mine&q=ab']));
  });

  it('Delete asks first with the documented text; Cancel keeps the plan', async () => {
    const { callsTo } = mockPlans();
    const { user } = await renderPlans();
    await user.click(within(card('Quake Plan')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this survival plan? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE /api/plans/p-quake')).toHaveLength(0);
    expect(card('Quake Plan')).toBeVisible();
  });

  it('deletes after confirmation, toasts, refreshes the list and puts the focus on the tab', async () => {
    let list = fullList;
    const { callsTo } = mockPlans(() => list, {
      'DELETE /api/plans/p-quake': () => {
        list = { ...fullList, mine: [flood] };
        return { status: 204 };
      },
    });
    const { user } = await renderPlans();
    await user.click(within(card('Quake Plan')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Plan' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Survival plan deleted successfully.'));
    expect(callsTo('DELETE /api/plans/p-quake')).toHaveLength(1);
    await waitFor(() => expect(cardTitles()).toEqual(['Flood Plan']));
    expect(screen.getByRole('tab', { name: 'My Plans (1)' })).toHaveFocus();
  });

  it('toasts the documented error when deleting fails and keeps the plan', async () => {
    mockPlans(fullList, { 'DELETE /api/plans/p-quake': apiError(500, 'internal_error', 'Internal error') });
    const { user } = await renderPlans();
    await user.click(within(card('Quake Plan')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Plan' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to delete survival plan.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(visibleToast()).not.toHaveTextContent('Internal error');
    expect(card('Quake Plan')).toBeVisible();
  });

  it('acquires a community plan: success toast, then the card says Acquired', async () => {
    let list = fullList;
    const pending = deferred();
    const { callsTo } = mockPlans(() => list, {
      'POST /api/plans/p-fire/acquire': pending.handler,
    });
    const { user } = await renderPlans('/plans?tab=community');
    await user.click(within(card('Wildfire Plan')).getByRole('button', { name: 'Acquire' }));
    expect(within(card('Wildfire Plan')).getByRole('button', { name: 'Acquiring...' })).toBeDisabled();
    expect(callsTo('POST /api/plans/p-fire/acquire')).toHaveLength(1);

    const copyOfFire = makePlan({ id: 'p-fire-copy', title: 'Wildfire Plan (Copy)', eventType: 'wildfire' });
    list = {
      mine: fullList.mine,
      acquired: [copyOfFire, ...fullList.acquired],
      community: [{ ...fire, acquired: true }, storm],
    };
    act(() => pending.release({ status: 201, body: { plan: makePlanDetail({}, copyOfFire) } }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Plan acquired'));
    expect(visibleToast()).toHaveTextContent('Wildfire Plan (Copy) is now in your Acquired tab.');
    await waitFor(() => expect(within(card('Wildfire Plan')).getByRole('button', { name: 'Acquired' })).toBeDisabled());
    expect(screen.getByRole('tab', { name: 'Acquired (2)' })).toBeVisible();
  });

  it('says "Already acquired" on a 409, as a neutral toast', async () => {
    mockPlans(fullList, {
      'POST /api/plans/p-fire/acquire': apiError(409, 'conflict', 'Already acquired'),
    });
    const { user } = await renderPlans('/plans?tab=community');
    await user.click(within(card('Wildfire Plan')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Already acquired'));
    expect(visibleToast()).toHaveTextContent('You have already acquired this plan.');
    expect(visibleToast()).not.toHaveAttribute('data-type', 'error');
  });

  it('toasts the failure text when acquiring fails', async () => {
    mockPlans(fullList, {
      'POST /api/plans/p-fire/acquire': apiError(404, 'not_found', 'Plan not found'),
    });
    const { user } = await renderPlans('/plans?tab=community');
    await user.click(within(card('Wildfire Plan')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to acquire plan. Please try again.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });

  it('shows "Error Loading Plans" with the message, and Try Again loads the list', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/plans': () =>
        fail ? apiError(400, 'validation_failed', 'Search is too long') : { body: planPage(fullList, lastParams(api)) },
    });
    const { user } = renderAt(<PlansPage />, { path: '/plans' });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: 'Error Loading Plans' })).toBeVisible();
    expect(alert).toHaveTextContent('Search is too long');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('tab', { name: 'My Plans (3)' })).toBeVisible();
  });

  it('offline: New Plan, Edit, Delete and Acquire are disabled with the reason and send nothing; View Plan, tabs and search stay', async () => {
    const { calls } = mockPlans();
    const { user } = await renderPlans();
    setBrowserOnline(false);

    // The links to write-only pages stay links (they keep the focus), marked disabled.
    expect(screen.getByRole('link', { name: 'New Plan' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'New Plan' })).toHaveAccessibleDescription(OFFLINE_REASON);
    const quakeCard = card('Quake Plan');
    expect(within(quakeCard).getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(quakeCard).getByRole('link', { name: 'Edit' })).toHaveAccessibleDescription(
      `Quake Plan ${OFFLINE_REASON}`,
    );
    for (const name of ['Delete']) {
      const button = within(quakeCard).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(`Quake Plan ${OFFLINE_REASON}`);
    }
    expect(within(quakeCard).getByRole('link', { name: 'View Plan' })).toHaveAttribute('href', '/plans/p-quake');

    const sent = calls.length;
    await user.click(within(quakeCard).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Community (2)' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Wildfire Plan', 'Storm Plan']));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
    const acquire = within(card('Wildfire Plan')).getByRole('button', { name: 'Acquire' });
    expect(acquire).toBeDisabled();
    expect(acquire).toHaveAccessibleDescription(`Wildfire Plan ${OFFLINE_REASON}`);
    await user.click(acquire);
    expect(calls.slice(sent).filter((c) => c.method !== 'GET')).toEqual([]);

    setBrowserOnline(true);
    expect(within(card('Wildfire Plan')).getByRole('button', { name: 'Acquire' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'New Plan' })).toHaveAttribute('href', '/plans/new');
  });

  it('offline: a delete being confirmed stays open with its Delete disabled, and the empty My Plans tab disables Create Plan', async () => {
    let list = fullList;
    const { callsTo } = mockPlans(() => list);
    const { user, queryClient } = await renderPlans();
    await user.click(within(card('Quake Plan')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    setBrowserOnline(false);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Delete Plan' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Plan' }));
    expect(callsTo('DELETE /api/plans/p-quake')).toHaveLength(0);
    setBrowserOnline(true);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Delete Plan' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    list = emptyPlanList;
    await act(() => queryClient.invalidateQueries({ queryKey: ['plans'] }));
    await screen.findByText(EMPTY_TEXT.mine.title);
    setBrowserOnline(false);
    expect(screen.getByRole('link', { name: 'Create Plan' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Create Plan' })).toHaveAccessibleDescription(OFFLINE_REASON);
    setBrowserOnline(true);
    expect(screen.getByRole('link', { name: 'Create Plan' })).toHaveAttribute('href', '/plans/new');
  });

  it("another user's plan turning public appears in Community without a reload", async () => {
    // jsdom has no EventSource and there is no server: the fake plays the stream.
    vi.stubGlobal('EventSource', FakeEventSource);
    let list = fullList;
    mockPlans(() => list);
    await renderPlans('/plans?tab=community');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/realtime');
    stream.emit('ready', { signedIn: true });

    const fresh = makePlan({
      id: 'p-fresh',
      title: 'Blackout Plan',
      eventType: 'blackout',
      isPublic: true,
      isOwner: false,
    });
    list = { ...fullList, community: [fresh, ...fullList.community] };
    stream.emit('change', { table: 'survival_plans', op: 'UPDATE', id: 'p-fresh' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Community (3)' })).toBeVisible(), slow);
    expect(cardTitles()).toEqual(['Blackout Plan', 'Wildfire Plan', 'Storm Plan']);
  });

  it('a plan that turned public while the page loaded, before its stream opened, appears once the stream opens', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let list = fullList;
    mockPlans(() => list);
    await renderPlans('/plans?tab=community');
    const stream = FakeEventSource.latest();
    // The change lands between the list's answer and the stream's start: no event will name it.
    const fresh = makePlan({
      id: 'p-early',
      title: 'Blackout Plan',
      eventType: 'blackout',
      isPublic: true,
      isOwner: false,
    });
    list = { ...fullList, community: [fresh, ...fullList.community] };
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.emit('ready', { signedIn: true });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Community (3)' })).toBeVisible(), slow);
    expect(cardTitles()).toEqual(['Blackout Plan', 'Wildfire Plan', 'Storm Plan']);
  });
});

describe('/plans paging', () => {
  it('shows 24 plans, "Load more plans" adds the rest and goes at the end; counts stay the totals', async () => {
    const many = Array.from({ length: 26 }, (_, i) => makePlan({ id: `p${i}`, title: `Plan ${i + 1}` }));
    mockPlans({ mine: [], acquired: [], community: many });
    const { user } = await renderPlans('/plans?tab=community');
    expect(screen.getByRole('tab', { name: 'Community (26)' })).toBeVisible();
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 26 plans')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more plans' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(26));
    expect(cardTitles().at(-1)).toBe('Plan 26');
    expect(screen.getByRole('tab', { name: 'Community (26)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});
