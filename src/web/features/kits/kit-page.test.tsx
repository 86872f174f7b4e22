import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_KIT_CATEGORIES } from '@shared/constants/kits';
import { OFFLINE_REASON } from '@web/components/online-only';
import { getOpenAuthDialog } from '@web/lib/auth/auth-dialogs';
import { sessionQueryKey } from '@web/lib/auth/session';
import { localToday } from '@web/lib/format';
import { setBrowserOnline } from '@web/test/connectivity';
import { FakeEventSource } from '@web/test/fake-event-source';
import { makeItem, makeKit } from '@web/test/kit-fixtures';
import { apiError, deferred, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as KitPage } from './kit-page';

const slow = { timeout: 15_000 };
type Routes = Parameters<typeof mockApi>[0];

async function renderKit(kit = makeKit(), routes: Routes = {}, session = signedIn()) {
  const api = mockApi({
    'GET /api/account/session': { body: session },
    'GET /api/kits/k1': { body: { kit } },
    ...routes,
  });
  const utils = renderAt(<KitPage />, { path: '/kits/k1', routePath: '/kits/:id' });
  await screen.findByRole('heading', { level: 1, name: kit.name }, slow);
  return { ...utils, ...api };
}

const category = (name: string) => screen.getByRole('region', { name: new RegExp(`^${escape(name)}`) });
const trigger = (name: string) => within(category(name)).getByRole('button', { name: new RegExp(`^${escape(name)}`) });
function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const count = (what: 'item' | 'category' | 'packed') => document.querySelector(`[data-slot="kit-${what}-count"]`);
const categoryOrder = () =>
  Array.from(document.querySelectorAll('section[data-category]'), (el) => el.getAttribute('data-category'));

describe('/kits/:id', () => {
  it('shows the owner the kit: badge, counts, dates, Edit Kit, and the categories collapsed with their counts', async () => {
    const { callsTo } = await renderKit();

    expect(screen.getByRole('link', { name: 'Back to Kits' })).toHaveAttribute('href', '/kits');
    expect(screen.getByText('PRIVATE')).toBeVisible();
    expect(count('item')).toHaveTextContent('4 items');
    expect(count('category')).toHaveTextContent('3 categories');
    expect(screen.getByText('What I grab when the river rises.')).toBeVisible();
    expect(screen.getByText('CREATED').nextElementSibling).toHaveTextContent(
      new Date('2026-03-14T09:30:00.000Z').toLocaleDateString(),
    );
    expect(screen.getByText('REVISED').nextElementSibling).toHaveTextContent(
      new Date('2026-11-20T18:45:00.000Z').toLocaleDateString(),
    );
    expect(screen.getByRole('link', { name: 'Edit Kit' })).toHaveAttribute('href', '/kits/k1/edit');
    expect(screen.queryByRole('button', { name: 'Acquire Kit' })).not.toBeInTheDocument();

    // The 8 core categories in order, then Clothing because it holds an item; Misc,
    // Documents & Cash and Uncategorized stay hidden while empty.
    expect(categoryOrder()).toEqual([...CORE_KIT_CATEGORIES, 'Clothing']);
    for (const name of categoryOrder()) expect(trigger(name!)).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Fire & Light')).toHaveTextContent('2 items');
    expect(trigger('Clothing')).toHaveTextContent('1 item');
    expect(trigger('Shelter & Warmth')).toHaveTextContent('0 items');
    expect(screen.queryByText('LED Headlamp')).not.toBeInTheDocument();

    expect(callsTo('GET /api/kits/k1')).toHaveLength(1);
  });

  it('opens a category to show its items: name, quantity, rating, price hint, notes and picture', async () => {
    const { user } = await renderKit();
    await user.click(trigger('Fire & Light'));
    expect(trigger('Fire & Light')).toHaveAttribute('aria-expanded', 'true');
    const rows = within(category('Fire & Light')).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['LED Headlamp', 'Ferro Rod Fire Starter']);
    const headlamp = rows[0]!;
    expect(within(headlamp).getByText('Qty: 2')).toBeVisible();
    expect(within(headlamp).getByText('4.7 ★ (20k+)')).toBeVisible();
    expect(within(headlamp).getByText('Typically $20–$40')).toBeVisible();
    expect(within(headlamp).getByText('Red-light mode keeps night vision.')).toBeVisible();
    const img = headlamp.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/files/kit-items/headlamp.webp');
    // A picture that fails to load is hidden.
    fireEvent.error(img);
    expect(headlamp.querySelector('img')).toBeNull();
    expect(within(rows[1]!).getByText('Qty: 1')).toBeVisible();

    await user.click(trigger('Water & Hydration'));
    expect(within(category('Water & Hydration')).getByText('Unnamed Item')).toBeVisible();

    await user.click(trigger('Fire & Light'));
    expect(trigger('Fire & Light')).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the source of an item from an official checklist, linked', async () => {
    const { user } = await renderKit(
      makeKit({
        items: [
          makeItem({
            id: 'w1',
            category: 'Water & Hydration',
            itemName: 'Drinking water (gallons)',
            quantity: 12,
            sourceType: 'template',
            sourceUrl: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/survival-kit-supplies.html',
          }),
          makeItem({ id: 'w2', category: 'Water & Hydration', itemName: 'Bottle', position: 2 }),
        ],
      }),
    );
    await user.click(trigger('Water & Hydration'));
    const [water, bottle] = within(category('Water & Hydration')).getAllByRole('listitem');
    const link = within(water!).getByRole('link', { name: 'American Red Cross' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/survival-kit-supplies.html',
    );
    expect(link.parentElement).toHaveTextContent('Source: American Red Cross');
    expect(within(bottle!).queryByText(/Source:/)).toBeNull();
  });

  it('shows an item\'s expiry date, and "Expired" in words once the day has passed (not on the day itself)', async () => {
    const today = localToday();
    const { user } = await renderKit(
      makeKit({
        items: [
          makeItem({ id: 'e1', itemName: 'Batteries', expiresOn: '2199-03-12', position: 1 }),
          makeItem({ id: 'e2', itemName: 'Food bar', expiresOn: '2020-01-15', position: 2 }),
          makeItem({ id: 'e3', itemName: 'Matches', expiresOn: today, position: 3 }),
          makeItem({ id: 'e4', itemName: 'Lighter', position: 4 }),
        ],
      }),
    );
    await user.click(trigger('Fire & Light'));
    const [batteries, foodBar, matches, lighter] = within(category('Fire & Light')).getAllByRole('listitem');
    expect(within(batteries!).getByText(/^Expires/)).toHaveTextContent('Expires 12 Mar 2199');
    expect(within(batteries!).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(foodBar!).getByText('Expired')).toBeVisible();
    expect(within(foodBar!).getByText('15 Jan 2020')).toHaveAttribute('datetime', '2020-01-15');
    expect(within(matches!).getByText(/^Expires/)).toBeVisible();
    expect(within(matches!).queryByText('Expired')).not.toBeInTheDocument();
    expect(lighter!.querySelector('[data-slot="kit-item-expiry"]')).toBeNull();
  });

  it("an empty category says so, and offers the owner 'Add Items' to the editor", async () => {
    const { user, router } = await renderKit();
    await user.click(trigger('Shelter & Warmth'));
    const shelter = category('Shelter & Warmth');
    expect(within(shelter).getByText('No items in this category yet')).toBeVisible();
    await user.click(within(shelter).getByRole('link', { name: 'Add Items' }));
    expect(router.state.location.pathname).toBe('/kits/k1/edit');
  });

  it("reads 'Unknown' for dates it cannot parse", async () => {
    await renderKit(makeKit({ createdAt: 'not a date', updatedAt: '' }));
    expect(screen.getByText('CREATED').nextElementSibling).toHaveTextContent('Unknown');
    expect(screen.getByText('REVISED').nextElementSibling).toHaveTextContent('Unknown');
  });

  it('shows another user their public kit with Acquire Kit and no owner controls', async () => {
    const { user } = await renderKit(makeKit({ isOwner: false, isPublic: true, description: null }));
    expect(screen.getByText('PUBLIC')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Acquire Kit' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Edit Kit' })).not.toBeInTheDocument();
    await user.click(trigger('Shelter & Warmth'));
    expect(screen.getByText('No items in this category yet')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add Items' })).not.toBeInTheDocument();
  });

  it("a household editor who did not create the kit gets Edit Kit and the Household badge, and no Acquire Kit: it is the family's already", async () => {
    const { queryClient } = await renderKit(makeKit({ visibility: 'household', isOwner: false, canEdit: true }));
    expect(screen.getByText('HOUSEHOLD')).toHaveAttribute('data-slot', 'badge');
    expect(screen.queryByText('PRIVATE')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Kit' })).toHaveAttribute('href', '/kits/k1/edit');
    // The session is known (Acquire waits for it), and still no Acquire (decision 0291).
    await waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Duplicate/ })).not.toBeInTheDocument();
  });

  it("a household viewer reads another member's household kit: no Acquire Kit, no Edit Kit", async () => {
    const { queryClient } = await renderKit(makeKit({ visibility: 'household', isOwner: false, canEdit: false }));
    await waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Kit' })).not.toBeInTheDocument();
  });

  it("someone else's public kit still offers Acquire Kit", async () => {
    await renderKit(makeKit({ visibility: 'public', isPublic: true, isOwner: false, canEdit: false }));
    expect(await screen.findByRole('button', { name: 'Acquire Kit' }, slow)).toBeEnabled();
  });

  it("acquires: the copy's name and item count in the toast, then the kit list", async () => {
    const copy = makeKit({ id: 'k2', name: 'Go Bag Alpha (Copy)', isOwner: true });
    const pending = deferred({ status: 201, body: { kit: copy } });
    const { user, router, callsTo } = await renderKit(makeKit({ isOwner: false, isPublic: true }), {
      'POST /api/kits/k1/acquire': pending.handler,
    });
    await user.click(await screen.findByRole('button', { name: 'Acquire Kit' }));
    expect(await screen.findByRole('button', { name: 'Acquiring...' })).toBeDisabled();
    act(() => pending.release());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit Acquired!'));
    expect(visibleToast()).toHaveTextContent('Go Bag Alpha (Copy) has been added to your collection with 4 items.');
    expect(router.state.location.pathname).toBe('/kits');
    expect(callsTo('POST /api/kits/k1/acquire')).toHaveLength(1);
  });

  it('acquiring an empty kit says so', async () => {
    const copy = makeKit({ id: 'k2', name: 'Empty (Copy)', items: [] });
    const { user } = await renderKit(makeKit({ isOwner: false, isPublic: true, items: [] }), {
      'POST /api/kits/k1/acquire': { status: 201, body: { kit: copy } },
    });
    expect(count('item')).toHaveTextContent('0 items');
    expect(count('category')).toHaveTextContent('0 categories');
    await user.click(await screen.findByRole('button', { name: 'Acquire Kit' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit Acquired!'));
    expect(visibleToast()).toHaveTextContent('Empty kit acquired. You can now add items to customize it.');
  });

  it('acquiring twice answers Already acquired; another failure asks to try again', async () => {
    let answer = apiError(409, 'conflict', 'Already acquired');
    const { user, router } = await renderKit(makeKit({ isOwner: false, isPublic: true }), {
      'POST /api/kits/k1/acquire': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Acquire Kit' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Already acquired'));
    expect(visibleToast()).toHaveTextContent('You have already acquired this template');
    expect(router.state.location.pathname).toBe('/kits/k1');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = apiError(500, 'internal_error', 'Internal error');
    await user.click(await screen.findByRole('button', { name: 'Acquire Kit' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to acquire kit. Please try again.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(logged).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/kits/k1');
  });

  it('offline: Edit Kit and Add Items are links marked disabled with the reason; the categories still open', async () => {
    const { user, router } = await renderKit();
    setBrowserOnline(false);

    const edit = screen.getByRole('link', { name: 'Edit Kit' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(edit);
    expect(router.state.location.pathname).toBe('/kits/k1');

    // Reading stays: a category opens, and its "Add Items" (to the editor) waits for the connection.
    await user.click(trigger('Shelter & Warmth'));
    const addItems = within(category('Shelter & Warmth')).getByRole('link', { name: 'Add Items' });
    expect(addItems).toHaveAttribute('aria-disabled', 'true');
    await user.click(addItems);
    expect(router.state.location.pathname).toBe('/kits/k1');
    expect(addItems).toHaveAccessibleDescription(OFFLINE_REASON);

    setBrowserOnline(true);
    expect(screen.getByRole('link', { name: 'Edit Kit' })).toHaveAttribute('href', '/kits/k1/edit');
    expect(within(category('Shelter & Warmth')).getByRole('link', { name: 'Add Items' })).toHaveAttribute(
      'href',
      '/kits/k1/edit',
    );
  });

  it('offline: Acquire Kit is disabled with the reason and sends nothing; online again it acquires', async () => {
    const copy = makeKit({ id: 'k2', name: 'Go Bag Alpha (Copy)', isOwner: true });
    const { user, callsTo } = await renderKit(makeKit({ isOwner: false, isPublic: true }), {
      'POST /api/kits/k1/acquire': { status: 201, body: { kit: copy } },
    });
    // Going offline and back renders the button anew: find it each time.
    const acquire = () => screen.getByRole('button', { name: 'Acquire Kit' });
    await screen.findByRole('button', { name: 'Acquire Kit' });
    setBrowserOnline(false);
    expect(acquire()).toBeDisabled();
    expect(acquire()).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(acquire());
    expect(callsTo('POST /api/kits/k1/acquire')).toHaveLength(0);

    setBrowserOnline(true);
    expect(acquire()).toBeEnabled();
    expect(acquire()).not.toHaveAccessibleDescription();
    await user.click(acquire());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit Acquired!'));
    expect(callsTo('POST /api/kits/k1/acquire')).toHaveLength(1);
  });

  it('is open to signed-out visitors (routed as public); Acquire asks them to sign in', async () => {
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedOut },
      'GET /api/kits/k1': { body: { kit: makeKit({ isOwner: false, isPublic: true }) } },
    });
    const { user, router } = renderApp('/kits/k1');
    await screen.findByRole('heading', { level: 1, name: 'Go Bag Alpha' }, slow);
    expect(router.state.location.pathname).toBe('/kits/k1');
    expect(screen.queryByRole('button', { name: 'Acquire Kit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign In to Acquire' }));
    expect(getOpenAuthDialog()).toBe('sign-in');
    expect(callsTo('POST /api/kits/k1/acquire')).toHaveLength(0);
  });

  it("says 'Loading kit...' first, then 'Kit not found' for a 404 (missing, or someone else's private kit)", async () => {
    const pending = deferred(apiError(404, 'not_found', 'Kit not found'));
    mockApi({ 'GET /api/account/session': { body: signedIn() }, 'GET /api/kits/k1': pending.handler });
    renderAt(<KitPage />, { path: '/kits/k1', routePath: '/kits/:id' });
    expect(await screen.findByText('Loading kit...')).toBeInTheDocument();
    act(() => pending.release());
    expect(await screen.findByRole('heading', { name: 'Kit not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Kits' })).toHaveAttribute('href', '/kits');
  });

  it("says 'Failed to load kit' when the kit cannot be loaded, and Try Again reloads it", async () => {
    let fail = true;
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/kits/k1': () =>
        fail ? apiError(500, 'internal_error', 'Internal error') : { body: { kit: makeKit({ items: [] }) } },
    });
    const { user } = renderAt(<KitPage />, { path: '/kits/k1', routePath: '/kits/:id' });
    expect(await screen.findByRole('heading', { name: 'Failed to load kit' }, slow)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Go Bag Alpha' })).toBeVisible();
    expect(callsTo('GET /api/kits/k1').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the extra categories only when they hold items', async () => {
    await renderKit(
      makeKit({
        items: [
          makeItem({ id: 'a', category: 'Misc', itemName: 'Duct tape' }),
          makeItem({ id: 'b', category: 'Uncategorized', itemName: 'Old thing' }),
        ],
      }),
    );
    expect(categoryOrder()).toEqual([...CORE_KIT_CATEGORIES, 'Misc', 'Uncategorized']);
    expect(count('category')).toHaveTextContent('2 categories');
  });
});

afterEach(() => {
  FakeEventSource.reset();
});

/** The sample kit with the headlamp already packed. */
const packedKit = (overrides: Parameters<typeof makeKit>[0] = {}) => {
  const base = makeKit();
  return makeKit({
    items: base.items.map((i) => (i.id === 'i1' ? { ...i, packed: true } : i)),
    ...overrides,
  });
};
const row = (name: string) => screen.getByRole('group', { name });

describe('/kits/:id packing', () => {
  it('the owner sees "Packed n of m" and ticks an item with one PATCH; the count follows', async () => {
    let kit = packedKit();
    const { user, callsTo } = await renderKit(kit, {
      'GET /api/kits/k1': () => ({ body: { kit } }),
      'PATCH /api/kits/k1/items/i2': (call) => {
        const item = { ...kit.items.find((i) => i.id === 'i2')!, ...(call.body as { packed: boolean }) };
        kit = { ...kit, items: kit.items.map((i) => (i.id === 'i2' ? item : i)) };
        return { body: { item } };
      },
    });
    expect(count('packed')).toHaveTextContent('Packed 1 of 4');
    await user.click(trigger('Fire & Light'));
    // Each checkbox is named after its item, not 23 times "Packed".
    expect(
      within(category('Fire & Light'))
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Packed: LED Headlamp', 'Packed: Ferro Rod Fire Starter']);
    expect(within(row('LED Headlamp')).getByRole('checkbox', { name: 'Packed: LED Headlamp' })).toBeChecked();
    const rod = within(row('Ferro Rod Fire Starter')).getByRole('checkbox', { name: 'Packed: Ferro Rod Fire Starter' });
    expect(rod).not.toBeChecked();
    await user.click(rod);
    await waitFor(() => expect(count('packed')).toHaveTextContent('Packed 2 of 4'));
    expect(rod).toBeChecked();
    expect(callsTo('PATCH /api/kits/k1/items/i2').map((c) => c.body)).toEqual([{ packed: true }]);
  });

  it('the tick shows the new state in the click itself, before any timer runs (an e2e run found it unticked)', async () => {
    const { user, callsTo } = await renderKit(packedKit(), {
      'PATCH /api/kits/k1/items/i2': () => new Promise(() => {}),
    });
    await user.click(trigger('Fire & Light'));
    const rod = within(row('Ferro Rod Fire Starter')).getByRole('checkbox', { name: 'Packed: Ferro Rod Fire Starter' });
    // A bare click, no timers run between it and the look: as a browser driven from outside sees it.
    fireEvent.click(rod);
    expect(rod).toBeChecked();
    expect(rod).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i2')).toHaveLength(1));
  });

  it('a household viewer reads the ticks without checkboxes; someone viewing a public kit sees no packing at all', async () => {
    const viewer = await renderKit(packedKit({ visibility: 'household', isOwner: false, canEdit: false }));
    expect(count('packed')).toHaveTextContent('Packed 1 of 4');
    await viewer.user.click(trigger('Fire & Light'));
    expect(within(row('LED Headlamp')).getByText('Packed')).toBeVisible();
    expect(within(row('Ferro Rod Fire Starter')).queryByText('Packed')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    viewer.unmount();

    const outsider = await renderKit(makeKit({ isOwner: false, isPublic: true }));
    expect(count('packed')).toBeNull();
    await outsider.user.click(trigger('Fire & Light'));
    expect(screen.getByText('LED Headlamp')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(row('LED Headlamp')).queryByText('Packed')).not.toBeInTheDocument();
  });

  it('Print prints a checklist: a box per item, ticked when packed, every category with items', async () => {
    // jsdom cannot print: the spy fires the browser's beforeprint, as window.print() does.
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const { user } = await renderKit(packedKit());
    const checklist = () => document.querySelector<HTMLElement>('[data-slot="kit-print-checklist"]');
    // Not in the page until it prints: it would say everything twice.
    expect(checklist()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const paper = checklist()!;
    expect(paper).toHaveClass('hidden', 'print:block');
    expect(Array.from(paper.querySelectorAll('h2'), (h) => h.textContent)).toEqual([
      'Water & Hydration',
      'Fire & Light',
      'Clothing',
    ]);
    const lines = Array.from(paper.querySelectorAll('li'), (li) => li.textContent);
    expect(lines).toEqual([
      'Unnamed Item × 1',
      '✓LED Headlamp × 2 — Red-light mode keeps night vision.',
      'Ferro Rod Fire Starter × 1',
      'Rain Poncho × 1',
    ]);
    expect(paper).toHaveTextContent('Packed 1 of 4');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(checklist()).toBeNull();
  });

  it('an already acquired kit shows "Acquired", disabled, instead of Acquire Kit', async () => {
    const { callsTo } = await renderKit(makeKit({ isOwner: false, isPublic: true, acquired: true }));
    const acquired = await screen.findByRole('button', { name: 'Acquired' });
    expect(acquired).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Acquire Kit' })).not.toBeInTheDocument();
    expect(callsTo('POST /api/kits/k1/acquire')).toHaveLength(0);
  });

  it('follows the realtime feed: an item packed in another browser shows without a reload', async () => {
    // jsdom has no EventSource and there is no server: the fake plays the stream.
    vi.stubGlobal('EventSource', FakeEventSource);
    let kit = makeKit();
    await renderKit(kit, { 'GET /api/kits/k1': () => ({ body: { kit } }) });
    expect(count('packed')).toHaveTextContent('Packed 0 of 4');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/realtime');
    stream.emit('ready', { signedIn: true });
    kit = packedKit();
    stream.emit('change', { table: 'kits', op: 'UPDATE', id: 'k1' });
    await waitFor(() => expect(count('packed')).toHaveTextContent('Packed 1 of 4'));
  });
});
