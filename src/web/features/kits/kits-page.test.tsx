import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitDetail, KitList, KitListTab, KitSummary } from '@shared/kits/schemas';
import { matchingKitTemplates, SHIPPED_KIT_TEMPLATES } from '@shared/kits/templates';
import { OFFLINE_REASON } from '@web/components/online-only';
import { access } from '@web/test/access-fixtures';
import { setBrowserOnline } from '@web/test/connectivity';
import { FakeEventSource } from '@web/test/fake-event-source';
import { apiError, deferred, mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { kitListQueryKey } from './api/kits-api';
import { deleteKitText } from './components/kit-list/delete-kit-text';
import { EMPTY_TEXT, NO_MATCH_TEXT } from './components/kit-list/kit-list-empty';
import { Component as KitsPage } from './kits-page';

const slow = { timeout: 15_000 };

function makeKit(overrides: Partial<KitSummary> = {}): KitSummary {
  return {
    id: 'k1',
    name: 'Car Kit',
    description: 'Lives in the trunk.',
    ...access(overrides),
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    acquired: false,
    itemCount: 0,
    categoryCounts: {},
    ...overrides,
  };
}

const carKit = makeKit({
  id: 'k-car',
  name: 'Car Kit',
  itemCount: 5,
  categoryCounts: { 'Water & Hydration': 3, 'Bag & Carrying System': 2 },
});
const sharedKit = makeKit({ id: 'k-shared', name: 'Cabin Kit', description: null, isPublic: true, itemCount: 1 });
const acquiredCopy = makeKit({ id: 'k-copy', name: 'Bug-Out Bag (Copy)', description: null, itemCount: 23 });
const template = makeKit({
  id: 'k-tpl',
  name: 'Bug-Out Bag',
  description: 'Three days on the move.',
  isPublic: true,
  isOwner: false,
  itemCount: 23,
});
const acquiredTemplate = makeKit({ id: 'k-tpl2', name: 'Flood Kit', isPublic: true, isOwner: false, acquired: true });
/** Shared with my household by another member: I am an editor of the household. */
const shedKit = makeKit({
  id: 'k-shed',
  name: 'Shed Kit',
  description: 'By the garden tools.',
  visibility: 'household',
  isOwner: false,
  canEdit: true,
  itemCount: 2,
});

/** The tabs whole, as the fake server holds them; it answers one tab's page at a time. */
type KitTabs = Record<KitListTab, KitSummary[]>;

const fullList: KitTabs = {
  mine: [carKit, sharedKit],
  acquired: [acquiredCopy],
  community: [template, acquiredTemplate],
};

/** The kit templates shipped with the app come first on the Templates tab, counted with it (decision 0291). */
const SHIPPED = SHIPPED_KIT_TEMPLATES.map((t) => t.name);
const templatesTab = (community: number) => `Templates (${SHIPPED.length + community})`;
const emptyList: KitTabs = { mine: [], acquired: [], community: [] };

const detail = (kit: KitSummary): KitDetail => ({ ...kit, items: [], author: null });

type Routes = Record<string, MockHandler>;

/** The query string of the request being answered (the mock answers synchronously). */
const lastParams = (api: ReturnType<typeof mockApi>) =>
  new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost').searchParams;

/** The page the server would answer: the asked tab from `cursor` on (24, or `limit`). */
function onePage(tabs: KitTabs, params: URLSearchParams): KitList {
  const all = tabs[(params.get('tab') ?? 'mine') as KitListTab] ?? [];
  const start = Number(params.get('cursor') ?? 0);
  const end = start + Number(params.get('limit') ?? 24);
  return {
    items: all.slice(start, end),
    nextCursor: end < all.length ? String(end) : null,
    counts: {
      mine: tabs.mine.length,
      acquired: tabs.acquired.length,
      community: tabs.community.length,
    },
  };
}

/**
 * The API with GET /api/kits answering `list` (a list, or a function of the query string the
 * page sent, standing in for the server's filter).
 */
function mockKits(list: KitTabs | ((params: URLSearchParams) => KitTabs) = fullList, routes: Routes = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/kits': () => {
      const params = lastParams(api);
      return { body: onePage(typeof list === 'function' ? list(params) : list, params) };
    },
    ...routes,
  });
  /** The query string of every GET /api/kits, in order. */
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
      .filter(({ url, method }) => method === 'GET' && url.pathname === '/api/kits')
      .map(({ url }) => url.search);
  return { ...api, listQueries };
}

async function renderKits(path = '/kits') {
  const utils = renderAt(<KitsPage />, { path, routePath: '/kits' });
  await screen.findByRole('tablist', { name: 'Kit collections' }, slow);
  return utils;
}

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('/kits', () => {
  it('is routed behind the session guard: a visitor goes to /', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/kits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });

  it('shows the header, the three tabs with their counts and My Kits first', async () => {
    mockKits();
    renderApp('/kits');
    await screen.findByRole('tablist', { name: 'Kit collections' }, slow);

    expect(screen.getByRole('heading', { level: 1, name: 'Emergency Kits' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to HQ' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'New Kit' })).toHaveAttribute('href', '/kits/new');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'My Kits (2)',
      'Acquired (1)',
      templatesTab(2),
    ]);
    expect(screen.getByRole('tab', { name: 'My Kits (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Car Kit', 'Cabin Kit']);
  });

  it('My Kits cards: PUBLIC or PRIVATE, description, counts per category, View / Edit / Duplicate / Delete', async () => {
    mockKits();
    await renderKits();

    const car = card('Car Kit');
    expect(within(car).getByText('PRIVATE')).toBeVisible();
    expect(within(car).getByText('Lives in the trunk.')).toBeVisible();
    expect(within(car).getByText('5 items · 2 categories')).toBeVisible();
    // Core categories in kit-screen order: Bag & Carrying System before Water & Hydration.
    expect(
      within(within(car).getByRole('list', { name: 'Items per category' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bag & Carrying System2', 'Water & Hydration3']);
    expect(within(car).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/kits/k-car');
    expect(within(car).getByRole('link', { name: 'View' })).toHaveAccessibleDescription('Car Kit');
    expect(within(car).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/kits/k-car/edit');
    expect(within(car).getByRole('button', { name: 'Duplicate' })).toBeEnabled();
    expect(within(car).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(car).queryByRole('button', { name: 'Acquire' })).not.toBeInTheDocument();

    const cabin = card('Cabin Kit');
    expect(within(cabin).getByText('PUBLIC')).toBeVisible();
    expect(within(cabin).getByText('No description')).toBeVisible();
    expect(within(cabin).getByText('1 item · 0 categories')).toBeVisible();
  });

  it("My Kits holds the household's kits with the user's own, marked Household, with Edit for an editor and never Acquire, Duplicate or Delete", async () => {
    const boat = makeKit({ id: 'k-boat', name: 'Boat Kit', visibility: 'household', isOwner: false, canEdit: false });
    const mine = makeKit({ id: 'k-mine', name: 'Attic Kit', visibility: 'household' });
    mockKits({ ...fullList, mine: [carKit, mine, shedKit, boat] });
    await renderKits();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'My Kits (4)',
      'Acquired (1)',
      templatesTab(2),
    ]);
    expect(cardNames()).toEqual(['Car Kit', 'Attic Kit', 'Shed Kit', 'Boat Kit']);
    // My own kit shared with the household says so, and stays mine to change.
    const attic = card('Attic Kit');
    expect(within(attic).getByText('HOUSEHOLD')).toBeVisible();
    expect(within(attic).getByRole('button', { name: 'Delete' })).toBeEnabled();

    // Another member's: shared, the family's already (decision 0291).
    const shed = card('Shed Kit');
    expect(within(shed).getByText('HOUSEHOLD')).toBeVisible();
    expect(within(shed).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/kits/k-shed');
    expect(within(shed).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/kits/k-shed/edit');
    expect(within(shed).queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
    expect(within(shed).queryByRole('button', { name: 'Duplicate' })).not.toBeInTheDocument();
    expect(within(shed).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    // A household viewer reads it: no Edit, no Acquire.
    const boatCard = card('Boat Kit');
    expect(within(boatCard).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(boatCard).queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
  });

  it('arriving without a tab, opens on the first tab with something: Acquired, then Templates; and writes it in the address', async () => {
    mockKits({ ...fullList, mine: [] });
    const first = await renderKits();
    await waitFor(() => expect(first.router.state.location.search).toBe('?tab=acquired'));
    await waitFor(() => expect(cardNames()).toEqual(['Bug-Out Bag (Copy)']));
    // The empty My Kits tab was never shown on the way.
    expect(screen.queryByRole('heading', { name: EMPTY_TEXT.mine.title })).not.toBeInTheDocument();
    first.unmount();

    // Nothing of one's own: the templates New Kit offers.
    mockKits(emptyList);
    const second = await renderKits();
    await waitFor(() => expect(second.router.state.location.search).toBe('?tab=community'));
    expect(screen.getByRole('tab', { name: templatesTab(0) })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardNames()).toEqual(SHIPPED));
    second.unmount();

    // The tab the address names is kept, empty or not.
    mockKits({ ...fullList, mine: [] });
    const third = await renderKits('/kits?tab=mine');
    expect(screen.getByRole('heading', { name: EMPTY_TEXT.mine.title })).toBeVisible();
    expect(third.router.state.location.search).toBe('?tab=mine');
  });

  it("arriving without a tab, the copy kept on the device shown while the server's answer comes does not choose the tab", async () => {
    // The kept copy is older than this visit: nothing of mine then; the server now holds two.
    const answer = deferred({ body: onePage(fullList, new URLSearchParams('tab=mine')) });
    mockKits(fullList, { 'GET /api/kits': answer.handler });
    const { router, queryClient } = renderAt(<KitsPage />, { path: '/kits', routePath: '/kits' });
    await waitFor(() => expect(queryClient.isFetching({ queryKey: kitListQueryKey('mine') })).toBe(1));
    // What the offline copy's restore does while the request is out (lib/offline/persist.ts).
    act(() =>
      queryClient.setQueryData(kitListQueryKey('mine'), {
        pages: [{ ...onePage(emptyList, new URLSearchParams('tab=mine')), tab: 'mine' as const }],
        pageParams: [null],
      }),
    );
    // Rendered with it, its effects run: no tab is chosen on it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.search).toBe('');

    act(() => answer.release());
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    await waitFor(() => expect(cardNames()).toEqual(['Car Kit', 'Cabin Kit']));
  });

  it('an old link with tab=household opens My Kits', async () => {
    mockKits();
    await renderKits('/kits?tab=household');
    expect(screen.getByRole('tab', { name: 'My Kits (2)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Templates shows the templates New Kit offers first, counted with the public kits; Use Template starts New Kit on it', async () => {
    mockKits();
    const { user, router } = await renderKits('/kits?tab=community');
    expect(screen.getByRole('tab', { name: templatesTab(2) })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual([...SHIPPED, 'Bug-Out Bag', 'Flood Kit']);
    expect(screen.getByText(`Showing ${SHIPPED.length + 2} of ${SHIPPED.length + 2} kits`)).toBeVisible();
    const bugOut = card('72-Hour Bug-Out Kit');
    expect(within(bugOut).getByText('TEMPLATE')).toBeVisible();
    expect(within(bugOut).getByText('23 items · 8 categories')).toBeVisible();
    expect(
      within(within(bugOut).getByRole('list', { name: 'Items per category' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Bag & Carrying System2');
    const use = within(bugOut).getByRole('link', { name: 'Use Template' });
    expect(use).toHaveAttribute('href', '/kits/new?template=72hour');
    expect(use).toHaveAccessibleDescription('72-Hour Bug-Out Kit');
    await user.click(use);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits/new'));
  });

  it("the shipped templates follow the search and the category, as the server's kits do", async () => {
    mockKits((params) => (params.has('q') || params.has('category') ? { ...fullList, community: [] } : fullList));
    await renderKits('/kits?tab=community&q=bug-out');
    expect(screen.getByRole('tab', { name: 'Templates (1)' })).toBeVisible();
    expect(cardNames()).toEqual(['72-Hour Bug-Out Kit']);
  });

  it('tabs are real tabs: arrow keys move between them and show their kits', async () => {
    mockKits();
    const { user } = await renderKits();

    await user.click(screen.getByRole('tab', { name: 'My Kits (2)' }));
    await user.keyboard('{ArrowRight}');
    // The tab lives in the URL: the router settles it a moment later.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Acquired (1)' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: 'Acquired (1)' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Acquired (1)' })).toBeVisible();
    await waitFor(() => expect(cardNames()).toEqual(['Bug-Out Bag (Copy)']));
    const copy = card('Bug-Out Bag (Copy)');
    expect(within(copy).getByText('ACQUIRED')).toBeVisible();
    expect(within(copy).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/kits/k-copy/edit');

    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: templatesTab(2) })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(cardNames()).toEqual([...SHIPPED, 'Bug-Out Bag', 'Flood Kit']));
    const tpl = card('Bug-Out Bag');
    expect(within(tpl).getByText('TEMPLATE')).toBeVisible();
    expect(within(tpl).getByRole('link', { name: 'Preview Items' })).toHaveAttribute('href', '/kits/k-tpl');
    expect(within(tpl).getByRole('button', { name: 'Acquire' })).toBeEnabled();
    // Someone else's kit: no Edit, Duplicate or Delete.
    expect(within(tpl).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(tpl).queryByRole('button', { name: 'Duplicate' })).not.toBeInTheDocument();
    expect(within(tpl).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // Already acquired: the button says so and cannot be pressed.
    expect(within(card('Flood Kit')).getByRole('button', { name: 'Acquired' })).toBeDisabled();
    expect(within(card('Flood Kit')).queryByRole('button', { name: 'Acquire' })).not.toBeInTheDocument();
  });

  it('keeps the tab, search and category in the URL and restores them', async () => {
    const { listQueries } = mockKits();
    await renderKits('/kits?tab=community&q=bag&category=Fire+%26+Light');
    // The shipped templates with "bag" and a Fire & Light item count beside the two kits the server found.
    const shipped = matchingKitTemplates({ q: 'bag', category: 'Fire & Light' }).length;
    expect(screen.getByRole('tab', { name: `Templates (${shipped + 2})` })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bag');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Fire & Light');
    expect(listQueries()).toEqual(['?tab=community&q=bag&category=Fire+%26+Light']);
  });

  it('an old link with tab=templates still opens the Templates tab', async () => {
    const { listQueries } = mockKits();
    await renderKits('/kits?tab=templates');
    expect(screen.getByRole('tab', { name: templatesTab(2) })).toHaveAttribute('aria-selected', 'true');
    expect(listQueries()[0]).toBe('?tab=community');
  });

  it('search is sent to the server once typing pauses, with the category; the tabs show its answer', async () => {
    const { listQueries } = mockKits((params) => {
      const q = params.get('q')?.toLowerCase() ?? '';
      const match = (k: KitSummary) =>
        k.name.toLowerCase().includes(q) || (k.description ?? '').toLowerCase().includes(q);
      return {
        mine: fullList.mine.filter(match),
        acquired: fullList.acquired.filter(match),
        community: fullList.community.filter(match),
      };
    });
    const { user, router } = await renderKits();
    // The tab on screen, then the first page of the others (instant tabs, kept offline).
    await waitFor(() => expect(listQueries()).toEqual(['?tab=mine', '?tab=acquired', '?tab=community']));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'TRUNK');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Kits (1)' })).toBeVisible());
    // One request for the whole word, not one per keystroke.
    expect(listQueries().slice(3)).toEqual(['?tab=mine&q=TRUNK']);
    expect(cardNames()).toEqual(['Car Kit']);
    expect(screen.getByRole('tab', { name: 'Acquired (0)' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=mine&q=TRUNK');

    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Categories',
      'Bag & Carrying System',
      'Shelter & Warmth',
      'Water & Hydration',
      'Food & Cooking',
      'Fire & Light',
      'First Aid & Hygiene',
      'Tools & Self-Defense',
      'Navigation & Communication',
      'Documents & Cash',
      'Clothing',
      'Misc',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Water & Hydration');
    await waitFor(() => expect(listQueries()).toHaveLength(5));
    expect(listQueries()[4]).toBe('?tab=mine&q=TRUNK&category=Water+%26+Hydration');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All Categories');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine&q=TRUNK'));
    // That answer is cached already (the tests' cache never goes stale).
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All Categories');
    expect(listQueries()).toHaveLength(5);
  });

  it('shows an empty state for each tab', async () => {
    mockKits(emptyList);
    const { user } = await renderKits('/kits?tab=mine');

    const mine = screen.getByRole('tabpanel', { name: 'My Kits (0)' });
    expect(within(mine).getByRole('heading', { name: EMPTY_TEXT.mine.title })).toBeVisible();
    expect(mine).toHaveTextContent(EMPTY_TEXT.mine.body);
    expect(within(mine).getByRole('link', { name: 'Create Your First Kit' })).toHaveAttribute('href', '/kits/new');

    await user.click(screen.getByRole('tab', { name: 'Acquired (0)' }));
    const acquired = screen.getByRole('tabpanel', { name: 'Acquired (0)' });
    expect(within(acquired).getByRole('heading', { name: EMPTY_TEXT.acquired.title })).toBeVisible();
    await user.click(within(acquired).getByRole('button', { name: 'Browse Templates' }));

    // Never empty: the templates New Kit offers are there (decision 0291).
    const templates = screen.getByRole('tabpanel', { name: templatesTab(0) });
    expect(within(templates).queryByRole('heading', { name: EMPTY_TEXT.template.title })).not.toBeInTheDocument();
    expect(cardNames()).toEqual(SHIPPED);
  });

  it('says nothing matches when a filter empties a tab, and Clear Filters asks again without it', async () => {
    const { listQueries } = mockKits((params) => (params.has('q') ? emptyList : fullList));
    const { user } = await renderKits('/kits?q=zzz');
    // Nothing anywhere: My Kits, and its "no match".
    const panel = screen.getByRole('tabpanel', { name: 'My Kits (0)' });
    expect(within(panel).getByRole('heading', { name: NO_MATCH_TEXT.title })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Kits (2)' })).toBeVisible());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(listQueries()).toEqual(['?tab=mine&q=zzz', '?tab=mine', '?tab=acquired', '?tab=community']);
  });

  it('Delete asks first; Cancel keeps the kit, Delete Kit deletes it, toasts and refreshes', async () => {
    let list = fullList;
    const { callsTo } = mockKits(() => list, {
      'DELETE /api/kits/k-car': () => {
        list = { ...fullList, mine: [sharedKit] };
        return { status: 204 };
      },
    });
    const { user } = await renderKits();

    await user.click(within(card('Car Kit')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this kit?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Car Kit"? All 5 of its items will be deleted with it. This action cannot be undone.',
    );
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE /api/kits/k-car')).toHaveLength(0);

    await user.click(within(card('Car Kit')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this kit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Kit' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit deleted'));
    expect(visibleToast()).toHaveAttribute('data-type', 'success');
    expect(callsTo('DELETE /api/kits/k-car')).toHaveLength(1);
    await waitFor(() => expect(cardNames()).toEqual(['Cabin Kit']));
    expect(screen.getByRole('tab', { name: 'My Kits (1)' })).toHaveFocus();
  });

  it('the delete text names the kit, its items, and what happens to copies of a public or household kit', () => {
    expect(deleteKitText({ name: 'Empty', itemCount: 0, visibility: 'private' })).toBe(
      'Are you sure you want to delete "Empty"? This action cannot be undone.',
    );
    expect(deleteKitText({ name: 'Cabin', itemCount: 1, visibility: 'public' })).toBe(
      'Are you sure you want to delete "Cabin"? Its 1 item will be deleted with it. Other operatives will no longer see it; copies they already acquired stay theirs. This action cannot be undone.',
    );
    expect(deleteKitText({ name: 'Shed', itemCount: 2, visibility: 'household' })).toBe(
      'Are you sure you want to delete "Shed"? All 2 of its items will be deleted with it. Your household will no longer see it; copies they already acquired stay theirs. This action cannot be undone.',
    );
  });

  it('toasts "Failed to delete kit" when the delete fails, and keeps the card', async () => {
    mockKits(fullList, { 'DELETE /api/kits/k-car': apiError(500, 'internal_error', 'Internal error') });
    const { user } = await renderKits();
    await user.click(within(card('Car Kit')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete Kit',
      }),
    );
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to delete kit'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    // A server fault's own wording is not shown.
    expect(visibleToast()).not.toHaveTextContent('Internal error');
    expect(card('Car Kit')).toBeVisible();
  });

  it('Duplicate shows its busy state, toasts "Kit duplicated" and refreshes the list', async () => {
    const copy = makeKit({ id: 'k-car-copy', name: 'Car Kit (Copy)', itemCount: 5 });
    let list = fullList;
    const pending = deferred();
    const { callsTo } = mockKits(() => list, { 'POST /api/kits/k-car/duplicate': pending.handler });
    const { user } = await renderKits();

    await user.click(within(card('Car Kit')).getByRole('button', { name: 'Duplicate' }));
    expect(within(card('Car Kit')).getByRole('button', { name: 'Duplicating...' })).toBeDisabled();
    expect(within(card('Car Kit')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    list = { ...fullList, mine: [copy, ...fullList.mine] };
    act(() => pending.release({ status: 201, body: { kit: detail(copy) } }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit duplicated'));
    expect(visibleToast()).toHaveTextContent('Car Kit (Copy) is now in My Kits.');
    expect(callsTo('POST /api/kits/k-car/duplicate')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Kits (3)' })).toBeVisible());
    expect(within(card('Car Kit')).getByRole('button', { name: 'Duplicate' })).toBeEnabled();
  });

  it('toasts "Failed to duplicate kit" with the reason the server gives', async () => {
    mockKits(fullList, { 'POST /api/kits/k-car/duplicate': apiError(404, 'not_found', 'Kit not found') });
    const { user } = await renderKits();
    await user.click(within(card('Car Kit')).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to duplicate kit'));
    expect(visibleToast()).toHaveTextContent('Kit not found');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });

  it('Acquire on a template toasts "Template acquired" and the list then shows it acquired', async () => {
    let list = fullList;
    const copy = makeKit({ id: 'k-new-copy', name: 'Bug-Out Bag (Copy)', itemCount: 23 });
    const { callsTo } = mockKits(() => list, {
      'POST /api/kits/k-tpl/acquire': () => {
        list = {
          ...fullList,
          acquired: [copy, ...fullList.acquired],
          community: [{ ...template, acquired: true }, acquiredTemplate],
        };
        return { status: 201, body: { kit: detail(copy) } };
      },
    });
    const { user } = await renderKits('/kits?tab=community');

    await user.click(within(card('Bug-Out Bag')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Template acquired'));
    expect(visibleToast()).toHaveAttribute('data-type', 'success');
    expect(callsTo('POST /api/kits/k-tpl/acquire')).toHaveLength(1);
    await waitFor(() => expect(within(card('Bug-Out Bag')).getByRole('button', { name: 'Acquired' })).toBeDisabled());
    expect(screen.getByRole('tab', { name: 'Acquired (2)' })).toBeVisible();
  });

  it('a 409 on Acquire says "Already acquired: You have already acquired this template"', async () => {
    mockKits(fullList, { 'POST /api/kits/k-tpl/acquire': apiError(409, 'conflict', 'Already acquired') });
    const { user } = await renderKits('/kits?tab=community');
    await user.click(within(card('Bug-Out Bag')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Already acquired'));
    expect(visibleToast()).toHaveTextContent('You have already acquired this template');
    // Not a failure: the viewer has the copy already.
    expect(visibleToast()).not.toHaveAttribute('data-type', 'error');
  });

  it('any other Acquire failure says "Failed to acquire template"', async () => {
    mockKits(fullList, { 'POST /api/kits/k-tpl/acquire': apiError(503, 'service_unavailable', 'Try later') });
    const { user } = await renderKits('/kits?tab=community');
    await user.click(within(card('Bug-Out Bag')).getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to acquire template'));
    expect(visibleToast()).not.toHaveTextContent('Already acquired');
  });

  it('a failed load shows "Failed to Load Kits"; Try Again loads the tabs', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/kits': () =>
        fail ? apiError(500, 'internal_error', 'Internal error') : { body: onePage(fullList, lastParams(api)) },
    });
    const { user } = renderAt(<KitsPage />, { path: '/kits' });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: 'Failed to Load Kits' })).toBeVisible();
    expect(alert).toHaveTextContent('Failed to load your kits.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(visibleToast()).toBeUndefined();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('tab', { name: 'My Kits (2)' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the connection is down', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } }).fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(<KitsPage />, { path: '/kits' });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Failed to load your kits. Could not reach Holdfast.');
  });

  it('a failed refresh keeps the kits on screen and toasts "Failed to load your kits."', async () => {
    let fail = false;
    const api = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/kits': () =>
        fail ? apiError(500, 'internal_error', 'Internal error') : { body: onePage(fullList, lastParams(api)) },
    });
    const { queryClient } = await renderKits();
    fail = true;
    await act(() => queryClient.invalidateQueries({ queryKey: ['kits'] }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to load your kits.'));
    expect(cardNames()).toEqual(['Car Kit', 'Cabin Kit']);
    // No error in place of the list: the only alert is the toast.
    expect(screen.getAllByRole('alert')).toEqual([within(visibleToast()!).getByRole('alert')]);
  });

  it('offline: New Kit, Edit, Duplicate, Acquire and Delete are disabled with the reason and send nothing; View, tabs and search stay', async () => {
    const { calls } = mockKits();
    const { user } = await renderKits();
    setBrowserOnline(false);

    // The links to write-only pages stay links (they keep the focus), marked disabled.
    const newKit = screen.getByRole('link', { name: 'New Kit' });
    expect(newKit).toHaveAttribute('aria-disabled', 'true');
    expect(newKit).toHaveAccessibleDescription(OFFLINE_REASON);

    const car = card('Car Kit');
    const edit = within(car).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription(`Car Kit ${OFFLINE_REASON}`);
    for (const name of ['Duplicate', 'Delete']) {
      const button = within(car).getByRole('button', { name });
      expect(button).toBeDisabled();
      // Still described by the kit's title, then by the reason.
      expect(button).toHaveAccessibleDescription(`Car Kit ${OFFLINE_REASON}`);
    }
    expect(within(car).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/kits/k-car');

    const sent = calls.length;
    await user.click(within(car).getByRole('button', { name: 'Duplicate' }));
    await user.click(within(car).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Read-only controls stay: the tabs and the search.
    await user.click(screen.getByRole('tab', { name: templatesTab(2) }));
    await waitFor(() => expect(cardNames()).toEqual([...SHIPPED, 'Bug-Out Bag', 'Flood Kit']));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
    const acquire = within(card('Bug-Out Bag')).getByRole('button', { name: 'Acquire' });
    expect(acquire).toBeDisabled();
    expect(acquire).toHaveAccessibleDescription(`Bug-Out Bag ${OFFLINE_REASON}`);
    await user.click(acquire);
    expect(calls.slice(sent).filter((c) => c.method !== 'GET')).toEqual([]);

    setBrowserOnline(true);
    expect(within(card('Bug-Out Bag')).getByRole('button', { name: 'Acquire' })).toBeEnabled();
    expect(within(card('Bug-Out Bag')).getByRole('button', { name: 'Acquire' })).toHaveAccessibleDescription(
      'Bug-Out Bag',
    );
    expect(screen.getByRole('link', { name: 'New Kit' })).toHaveAttribute('href', '/kits/new');
  });

  it('offline: a delete being confirmed stays open, its Delete waits for the connection, then deletes', async () => {
    const { callsTo } = mockKits();
    const { user } = await renderKits();
    await user.click(within(card('Car Kit')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this kit?' });
    const confirm = () => within(dialog).getByRole('button', { name: 'Delete Kit' });

    setBrowserOnline(false);
    expect(screen.getByRole('alertdialog', { name: 'Delete this kit?' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(confirm());
    expect(callsTo('DELETE /api/kits/k-car')).toHaveLength(0);

    setBrowserOnline(true);
    expect(screen.getByRole('alertdialog', { name: 'Delete this kit?' })).toBe(dialog);
    await user.click(confirm());
    await waitFor(() => expect(callsTo('DELETE /api/kits/k-car')).toHaveLength(1));
  });

  it('offline: the empty My Kits tab shows Create Your First Kit disabled with the reason', async () => {
    mockKits(emptyList);
    await renderKits('/kits?tab=mine');
    setBrowserOnline(false);
    const create = screen.getByRole('link', { name: 'Create Your First Kit' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveAccessibleDescription(OFFLINE_REASON);
    setBrowserOnline(true);
    expect(screen.getByRole('link', { name: 'Create Your First Kit' })).toHaveAttribute('href', '/kits/new');
  });

  it("another user's kit turning public appears in Templates without a reload", async () => {
    FakeEventSource.reset();
    // jsdom has no EventSource and there is no server: the fake plays the stream.
    vi.stubGlobal('EventSource', FakeEventSource);
    let list = fullList;
    mockKits(() => list);
    await renderKits('/kits?tab=community');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/realtime');
    stream.emit('ready', { signedIn: true });

    const fresh = makeKit({ id: 'k-fresh', name: 'Winter Kit', isPublic: true, isOwner: false });
    list = { ...fullList, community: [fresh, ...fullList.community] };
    stream.emit('change', { table: 'kits', op: 'UPDATE', id: 'k-fresh' });
    await waitFor(() => expect(screen.getByRole('tab', { name: templatesTab(3) })).toBeVisible());
    expect(cardNames()).toEqual([...SHIPPED, 'Winter Kit', 'Bug-Out Bag', 'Flood Kit']);
  });
});

afterEach(() => {
  FakeEventSource.reset();
});

describe('/kits paging', () => {
  it('shows 24 kits, then "Load more kits" (busy while it loads) adds the next page and goes at the end', async () => {
    const many = Array.from({ length: 30 }, (_, i) => makeKit({ id: `k${i}`, name: `Kit ${i + 1}` }));
    let release: (() => void) | undefined;
    const api = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/kits': () => {
        const params = lastParams(api);
        const answer = { body: onePage({ mine: many, acquired: [], community: [] }, params) };
        if (!params.get('cursor')) return answer;
        return new Promise((resolve) => {
          release = () => resolve(answer);
        });
      },
    });
    const { user } = await renderKits();
    // The tab counts every kit, not the page.
    expect(screen.getByRole('tab', { name: 'My Kits (30)' })).toBeVisible();
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 kits')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more kits' }));
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => release!());

    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(cardNames().at(-1)).toBe('Kit 30');
    expect(screen.getByText('Showing 30 of 30 kits')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/kits').length, 'the first page of each tab and one next page of My Kits').toBe(4);
  });
});
