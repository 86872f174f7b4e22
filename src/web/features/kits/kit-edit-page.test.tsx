import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CORE_KIT_CATEGORIES } from '@shared/constants/kits';
import type { KitDetail, KitItem } from '@shared/kits/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { setBrowserOnline } from '@web/test/connectivity';
import { makeItem, makeKit } from '@web/test/kit-fixtures';
import { apiError, deferred, mockApi, signedIn, type ApiCall, type MockHandler } from '@web/test/mock-api';
import { field, renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as KitEditPage } from './kit-edit-page';

const slow = { timeout: 15_000 };
const NEW_IDS = ['n1', 'n2'];

/**
 * A kit server in memory (jsdom has no server; the e2e tests drive the real one): it answers
 * the editor's calls as the API does and keeps the changes, so refetches see them.
 */
type Handler = (call: ApiCall) => ReturnType<Extract<MockHandler, (call: ApiCall) => unknown>>;
/** Routes a test replaces, given the server's own handlers to call through to. */
type Overrides = Record<string, MockHandler> | ((base: Record<string, Handler>) => Record<string, MockHandler>);

function kitServer(initial: KitDetail, overrides: Overrides = {}) {
  let kit = structuredClone(initial);
  let nextId = 0;
  const summary = () => {
    const { items: _items, ...rest } = kit;
    return rest;
  };
  const setItems = (items: KitItem[]) => {
    kit = { ...kit, items, itemCount: items.length };
  };
  const routes: Record<string, Handler> = {
    'GET /api/kits/k1': () => ({ body: { kit } }),
    'PATCH /api/kits/k1': (call: ApiCall) => {
      const body = call.body as Partial<KitDetail>;
      kit = { ...kit, ...body, isPublic: (body.visibility ?? kit.visibility) === 'public' };
      return { body: { kit: summary() } };
    },
    'POST /api/kits/k1/items': (call: ApiCall) => {
      const body = call.body as Pick<KitItem, 'category' | 'itemName' | 'quantity' | 'notes'>;
      const inCategory = kit.items.filter((i) => i.category === body.category);
      const item = makeItem({
        id: NEW_IDS[nextId++]!,
        ...body,
        position: Math.max(0, ...inCategory.map((i) => i.position)) + 1,
      });
      setItems([...kit.items, item]);
      return { status: 201, body: { item } };
    },
  };
  for (const id of [...initial.items.map((i) => i.id), ...NEW_IDS]) {
    const path = `/api/kits/k1/items/${id}`;
    routes[`PATCH ${path}`] = (call: ApiCall) => {
      const item = { ...kit.items.find((i) => i.id === id)!, ...(call.body as Partial<KitItem>) };
      setItems(kit.items.map((i) => (i.id === id ? item : i)));
      return { body: { item } };
    };
    routes[`DELETE ${path}`] = () => {
      setItems(kit.items.filter((i) => i.id !== id));
      return { status: 204 };
    };
    routes[`PUT ${path}/image`] = () => {
      const item = { ...kit.items.find((i) => i.id === id)!, imageUrl: `/files/kit-items/${id}.webp` };
      setItems(kit.items.map((i) => (i.id === id ? item : i)));
      return { body: { item } };
    };
  }
  return mockApi({ ...routes, ...(typeof overrides === 'function' ? overrides(routes) : overrides) });
}

async function renderEditor(kit = makeKit(), overrides: Overrides = {}) {
  const api = kitServer(kit, overrides);
  const utils = renderAt(<KitEditPage />, { path: '/kits/k1/edit', routePath: '/kits/:id/edit' });
  await screen.findByRole('heading', { level: 2, name: 'Kit Settings' }, slow);
  return { ...utils, ...api };
}

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const category = (name: string) => screen.getByRole('region', { name: new RegExp(`^${escape(name)}`) });
const trigger = (name: string) => within(category(name)).getByRole('button', { name: new RegExp(`^${escape(name)}`) });
/** An item's controls are grouped under its name. */
const item = (name: string) => screen.getByRole('group', { name });
/** Every category and every item row open, as the editor was before it became a packing list. */
async function openAll(user: ReturnType<typeof renderAt>['user']) {
  await user.click(screen.getByRole('button', { name: 'Expand all' }));
  for (const button of screen.getAllByRole('button', { name: /^Edit / })) await user.click(button);
}
const categoryOrder = () =>
  Array.from(document.querySelectorAll('section[data-category]'), (el) => el.getAttribute('data-category'));
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
/** The multipart body of the n-th upload (the mock records JSON bodies only). */
function uploadedFile(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path);
  return (call?.[1]?.body as FormData | undefined)?.get('image');
}

describe('/kits/:id/edit', () => {
  it('is routed behind the session guard and shows the header, the settings and the items as a packing list', async () => {
    const { callsTo } = kitServer(makeKit(), { 'GET /api/account/session': { body: signedIn() } });
    const { user } = renderApp('/kits/k1/edit');
    await screen.findByRole('heading', { level: 2, name: 'Kit Settings' }, slow);

    expect(screen.getByRole('link', { name: 'Back to Kit' })).toHaveAttribute('href', '/kits/k1');
    expect(screen.getByText('CREATED').nextElementSibling).toHaveTextContent(
      new Date('2026-03-14T09:30:00.000Z').toLocaleDateString(),
    );
    expect(screen.getByText('REVISED').nextElementSibling).toHaveTextContent(
      new Date('2026-11-20T18:45:00.000Z').toLocaleDateString(),
    );
    expect(screen.getByRole('button', { name: 'Save Kit' })).toBeEnabled();
    expect(field('Kit Name')).toHaveValue('Go Bag Alpha');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('What I grab when the river rises.');
    const who = screen.getByRole('group', { name: 'Who can see this kit' });
    expect(who).toHaveAccessibleDescription('The change applies when you save the kit.');
    // The choices and their hints: visibility-choice.test.tsx.
    expect(within(who).getAllByRole('radio')).toHaveLength(3);
    expect(within(who).getByRole('radio', { name: 'Private' })).toBeChecked();

    expect(screen.getByRole('heading', { level: 2, name: 'Kit Items' })).toBeVisible();
    expect(screen.getByText('Packed 0 of 4')).toBeVisible();
    expect(categoryOrder()).toEqual([...CORE_KIT_CATEGORIES, 'Clothing']);
    // A packing list: only the first category holding items is open.
    for (const name of categoryOrder())
      expect(trigger(name!)).toHaveAttribute('aria-expanded', name === 'Water & Hydration' ? 'true' : 'false');
    expect(trigger('Fire & Light')).toHaveTextContent('2 items');
    expect(trigger('Fire & Light')).toHaveTextContent('0/2 packed');
    expect(trigger('Shelter & Warmth')).toHaveTextContent('0 items');
    expect(screen.queryByRole('group', { name: 'LED Headlamp' })).not.toBeInTheDocument();
    expect(within(item('Unnamed Item')).getByRole('checkbox', { name: 'Packed: Unnamed Item' })).not.toBeChecked();

    await user.click(trigger('Fire & Light'));
    expect(trigger('Fire & Light')).toHaveAttribute('aria-expanded', 'true');
    // Each item a compact row: picture, name, quantity, Packed; its fields and picker only when opened.
    const headlamp = item('LED Headlamp');
    expect(within(headlamp).getByText('Qty: 2')).toBeVisible();
    expect(within(headlamp).getByRole('checkbox', { name: 'Packed: LED Headlamp' })).not.toBeChecked();
    expect(headlamp.querySelector('img')).toHaveAttribute('src', '/files/kit-items/headlamp.webp');
    expect(within(headlamp).queryByRole('textbox', { name: 'Item Name' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Update Item Image')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete LED Headlamp' })).not.toBeInTheDocument();
    const edit = within(headlamp).getByRole('button', { name: 'Edit LED Headlamp' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');

    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    expect(within(headlamp).getByRole('textbox', { name: 'Item Name' })).toHaveValue('LED Headlamp');
    expect(within(headlamp).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(within(headlamp).getByRole('textbox', { name: 'Notes' })).toHaveValue('Red-light mode keeps night vision.');
    // The photo picker is in the open row only.
    expect(screen.getAllByLabelText('Update Item Image')).toEqual([
      within(headlamp).getByLabelText('Update Item Image'),
    ]);
    expect(within(headlamp).getByLabelText('Update Item Image')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
    expect(within(headlamp).getByText('4.7 ★ (20k+)')).toBeVisible();
    expect(within(headlamp).getByText('Typically $20–$40')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete LED Headlamp' })).toBeVisible();
    expect(
      within(item('Ferro Rod Fire Starter')).queryByRole('textbox', { name: 'Item Name' }),
    ).not.toBeInTheDocument();
    await user.click(edit);
    expect(within(headlamp).queryByRole('textbox', { name: 'Item Name' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Update Item Image')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    for (const name of categoryOrder()) expect(trigger(name!)).toHaveAttribute('aria-expanded', 'true');
    expect(within(category('Shelter & Warmth')).getByText('No items in this category yet')).toBeVisible();
    expect(within(category('Shelter & Warmth')).getByRole('button', { name: 'Add First Item' })).toBeVisible();
    expect(within(category('Fire & Light')).getByRole('button', { name: 'Add Custom Item' })).toBeVisible();
    expect(within(item('Rain Poncho')).getByRole('checkbox', { name: 'Packed: Rain Poncho' })).toBeVisible();
    expect(callsTo('GET /api/kits/k1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const name of categoryOrder()) expect(trigger(name!)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('checkbox', { name: /^Packed/ })).toHaveLength(0);
    await user.click(trigger('Fire & Light'));
    expect(trigger('Fire & Light')).toHaveAttribute('aria-expanded', 'true');
  });

  it('an empty kit opens every category, each with Add First Item', async () => {
    await renderEditor(makeKit({ items: [] }));
    expect(screen.getByText('Packed 0 of 0')).toBeVisible();
    for (const name of categoryOrder()) {
      expect(trigger(name!)).toHaveAttribute('aria-expanded', 'true');
      expect(within(category(name!)).getByRole('button', { name: 'Add First Item' })).toBeVisible();
    }
  });

  it('shows skeletons while loading', async () => {
    const pending = deferred({ body: { kit: makeKit() } });
    mockApi({ 'GET /api/kits/k1': pending.handler });
    renderAt(<KitEditPage />, { path: '/kits/k1/edit', routePath: '/kits/:id/edit' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading kit...');
    expect(document.querySelector('[data-slot="kit-edit-skeleton"]')).toBeInTheDocument();
    act(() => pending.release());
    expect(await screen.findByRole('heading', { level: 2, name: 'Kit Settings' })).toBeVisible();
  });

  it.each([
    ['a public kit of someone else', makeKit({ isOwner: false, isPublic: true })],
    ["a household viewer, on another member's household kit", makeKit({ visibility: 'household', isOwner: false })],
  ])("tells %s 'You do not have permission to edit this kit'", async (_who, kit) => {
    mockApi({ 'GET /api/kits/k1': { body: { kit } } });
    renderAt(<KitEditPage />, { path: '/kits/k1/edit', routePath: '/kits/:id/edit' });
    expect(await screen.findByRole('heading', { name: 'Cannot Edit Kit' }, slow)).toBeVisible();
    expect(screen.getByText('You do not have permission to edit this kit')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Kits' })).toHaveAttribute('href', '/kits');
    expect(screen.queryByRole('button', { name: 'Save Kit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows 'Cannot Edit Kit' with 'Kit not found' for a 404 (missing, or someone else's private kit)", async () => {
    mockApi({ 'GET /api/kits/k1': apiError(404, 'not_found', 'Kit not found') });
    renderAt(<KitEditPage />, { path: '/kits/k1/edit', routePath: '/kits/:id/edit' });
    expect(await screen.findByRole('heading', { name: 'Cannot Edit Kit' }, slow)).toBeVisible();
    expect(screen.getByText('Kit not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Kits' })).toHaveAttribute('href', '/kits');
  });

  it('Save Kit sends name, description and visibility together, shows Saving... and the toast', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, callsTo } = await renderEditor(makeKit(), (base) => ({
      'PATCH /api/kits/k1': async (call) => {
        await gate;
        return base['PATCH /api/kits/k1']!(call);
      },
    }));
    await user.clear(field('Kit Name'));
    await user.type(field('Kit Name'), '  Go Bag Bravo ');
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    // Nothing is sent before Save Kit.
    expect(callsTo('PATCH /api/kits/k1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Kit' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(callsTo('PATCH /api/kits/k1').map((c) => c.body)).toEqual([
      { name: 'Go Bag Bravo', description: null, visibility: 'public' },
    ]);
    act(() => release());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit saved'));
    expect(visibleToast()).toHaveTextContent('Your changes have been saved successfully.');
    expect(screen.getByRole('button', { name: 'Save Kit' })).toBeEnabled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Go Bag Bravo' })).toBeVisible();
    expect(screen.getByText('PUBLIC')).toBeVisible();
  });

  it('choosing Household and Save Kit sends visibility household; the badge follows', async () => {
    const { user, callsTo } = await renderEditor(makeKit({ visibility: 'public' }));
    await openAll(user);
    const who = screen.getByRole('group', { name: 'Who can see this kit' });
    expect(within(who).getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.getByText('PUBLIC')).toHaveAttribute('data-slot', 'badge');
    await user.click(within(who).getByRole('radio', { name: 'Household' }));
    expect(within(who).getByRole('radio', { name: 'Household' })).toBeChecked();
    expect(within(who).getByRole('radio', { name: 'Public' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Kit' }));
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1')).toHaveLength(1));
    expect(callsTo('PATCH /api/kits/k1')[0]!.body).toEqual({
      name: 'Go Bag Alpha',
      description: 'What I grab when the river rises.',
      visibility: 'household',
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit saved'));
    expect(await screen.findByText('HOUSEHOLD')).toHaveAttribute('data-slot', 'badge');
    expect(within(who).getByRole('radio', { name: 'Household' })).toBeChecked();
  });

  it('a household editor who did not create the kit edits it, reads who sees it, and sends no visibility', async () => {
    const { user, callsTo } = await renderEditor(makeKit({ visibility: 'household', isOwner: false, canEdit: true }));
    await openAll(user);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const who = screen.getByRole('group', { name: 'Who can see this kit' });
    expect(who).toHaveTextContent('Shared with your household');
    expect(who).toHaveAccessibleDescription('Only its creator can change who sees it.');
    expect(screen.getByText('HOUSEHOLD')).toHaveAttribute('data-slot', 'badge');

    // Name, description and items are theirs to change.
    await user.clear(field('Kit Name'));
    await user.type(field('Kit Name'), 'Shed Kit');
    await user.click(screen.getByRole('button', { name: 'Save Kit' }));
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1')).toHaveLength(1));
    expect(callsTo('PATCH /api/kits/k1')[0]!.body).toEqual({
      name: 'Shed Kit',
      description: 'What I grab when the river rises.',
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Kit saved'));

    const headlamp = within(item('LED Headlamp')).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(headlamp);
    await user.type(headlamp, '3{Enter}');
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(1));
    expect(callsTo('PATCH /api/kits/k1/items/i1')[0]!.body).toEqual({ quantity: 3 });
  });

  it('Save Kit checks the name with the shared schema, and shows a failure as a toast with field messages', async () => {
    const { user, callsTo } = await renderEditor(makeKit(), {
      'PATCH /api/kits/k1': apiError(400, 'validation_failed', 'Invalid input', {
        description: ['Description must be at most 2,000 characters'],
      }),
    });
    await openAll(user);
    await user.clear(field('Kit Name'));
    await user.click(screen.getByRole('button', { name: 'Save Kit' }));
    expect(await screen.findByText('Kit name is required.')).toBeVisible();
    expect(field('Kit Name')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PATCH /api/kits/k1')).toHaveLength(0);

    await user.type(field('Kit Name'), 'Go Bag');
    await user.click(screen.getByRole('button', { name: 'Save Kit' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to save kit. Please try again.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(screen.getByText('Description must be at most 2,000 characters')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves an item field on its own when it is left: one PATCH with only that field', async () => {
    const { user, callsTo } = await renderEditor();
    await openAll(user);
    const headlamp = item('LED Headlamp');
    const name = within(headlamp).getByRole('textbox', { name: 'Item Name' });
    await user.clear(name);
    await user.type(name, 'Headlamp (300 lm)');
    // Typing sends nothing.
    expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(0);
    await user.tab();
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(1));
    expect(callsTo('PATCH /api/kits/k1/items/i1')[0]!.body).toEqual({ itemName: 'Headlamp (300 lm)' });
    // The row is now named by the saved name; leaving an unchanged field sends nothing.
    const renamed = await screen.findByRole('group', { name: 'Headlamp (300 lm)' });
    within(renamed).getByRole('textbox', { name: 'Item Name' }).focus();
    await user.tab();

    const quantity = within(renamed).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(2));
    expect(callsTo('PATCH /api/kits/k1/items/i1')[1]!.body).toEqual({ quantity: 5 });
    // Enter saved it; leaving it afterwards does not send it again.
    await user.tab();

    const notes = within(renamed).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.tab();
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(3));
    expect(callsTo('PATCH /api/kits/k1/items/i1')[2]!.body).toEqual({ notes: null });
    expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(3);
    expect(callsTo('PATCH /api/kits/k1')).toHaveLength(0);
  });

  it('the Packed tick saves at once (one PATCH of packed), says "Saved" next to the row and updates the count', async () => {
    let release: (() => void) | undefined;
    const { user, callsTo } = await renderEditor(makeKit(), (base) => ({
      'PATCH /api/kits/k1/items/i2': (call) =>
        new Promise((resolve) => {
          release = () => resolve(base['PATCH /api/kits/k1/items/i2']!(call));
        }),
    }));
    await user.click(trigger('Fire & Light'));
    const rod = item('Ferro Rod Fire Starter');
    const packed = within(rod).getByRole('checkbox', { name: 'Packed: Ferro Rod Fire Starter' });
    await user.click(packed);
    // Shown ticked while it saves, and the row says so.
    expect(packed).toBeChecked();
    expect(within(rod).getByRole('status')).toHaveTextContent('Saving...');
    // A second click while the first is on its way sends nothing more.
    await user.click(packed);
    act(() => release!());
    await waitFor(() => expect(within(rod).getByRole('status')).toHaveTextContent('Saved'));
    expect(callsTo('PATCH /api/kits/k1/items/i2').map((c) => c.body)).toEqual([{ packed: true }]);
    expect(packed).toBeChecked();
    expect(within(item('LED Headlamp')).getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('Packed 1 of 4')).toBeVisible();
    expect(trigger('Fire & Light')).toHaveTextContent('1/2 packed');
    // Save Kit was not needed.
    expect(callsTo('PATCH /api/kits/k1')).toHaveLength(0);

    await user.click(packed);
    act(() => release!());
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i2')).toHaveLength(2));
    expect(callsTo('PATCH /api/kits/k1/items/i2')[1]!.body).toEqual({ packed: false });
    await waitFor(() => expect(packed).not.toBeChecked());
    expect(screen.getByText('Packed 0 of 4')).toBeVisible();
  });

  it('a failed Packed tick goes back and toasts', async () => {
    const { user, callsTo } = await renderEditor(makeKit(), {
      'PATCH /api/kits/k1/items/i2': apiError(500, 'internal_error', 'Internal error'),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(trigger('Fire & Light'));
    const packed = within(item('Ferro Rod Fire Starter')).getByRole('checkbox', {
      name: 'Packed: Ferro Rod Fire Starter',
    });
    await user.click(packed);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to update item. Please try again.'));
    expect(packed).not.toBeChecked();
    expect(within(item('Ferro Rod Fire Starter')).getByRole('status')).not.toHaveTextContent('Saved');
    expect(callsTo('PATCH /api/kits/k1/items/i2')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
  });

  it('an item field saved on leaving says "Saved" next to its row', async () => {
    const { user, callsTo } = await renderEditor();
    await openAll(user);
    const rod = item('Ferro Rod Fire Starter');
    expect(within(rod).getByRole('status')).toHaveTextContent('');
    const quantity = within(rod).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4{Enter}');
    await waitFor(() => expect(within(rod).getByRole('status')).toHaveTextContent('Saved'));
    expect(callsTo('PATCH /api/kits/k1/items/i2').map((c) => c.body)).toEqual([{ quantity: 4 }]);
    expect(within(rod).getByText('Qty: 4')).toBeVisible();
  });

  it('saves the expiry date when it is left; an empty date clears it; out of range stays local with its message', async () => {
    const { user, callsTo } = await renderEditor(
      makeKit({ items: [makeItem({ id: 'i1', itemName: 'Ibuprofen', expiresOn: '2027-03-12' })] }),
    );
    await openAll(user);
    const row = item('Ibuprofen');
    const date = within(row).getByLabelText('Expires on');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue('2027-03-12');

    fireEvent.change(date, { target: { value: '2028-01-31' } });
    // Changing sends nothing: a typed year is a change per digit.
    expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(0);
    fireEvent.blur(date);
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(1));
    expect(callsTo('PATCH /api/kits/k1/items/i1')[0]!.body).toEqual({ expiresOn: '2028-01-31' });
    await waitFor(() => expect(within(item('Ibuprofen')).getByLabelText('Expires on')).toHaveValue('2028-01-31'));

    fireEvent.change(within(item('Ibuprofen')).getByLabelText('Expires on'), { target: { value: '1850-06-01' } });
    fireEvent.blur(within(item('Ibuprofen')).getByLabelText('Expires on'));
    expect(await within(item('Ibuprofen')).findByText('Enter a date between 1900 and 2200')).toBeVisible();
    expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(1);

    fireEvent.change(within(item('Ibuprofen')).getByLabelText('Expires on'), { target: { value: '' } });
    fireEvent.blur(within(item('Ibuprofen')).getByLabelText('Expires on'));
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1/items/i1')).toHaveLength(2));
    expect(callsTo('PATCH /api/kits/k1/items/i1')[1]!.body).toEqual({ expiresOn: null });
    expect(within(item('Ibuprofen')).queryByText('Enter a date between 1900 and 2200')).not.toBeInTheDocument();
  });

  it('keeps an invalid item value local with its message, and toasts a failed save', async () => {
    const { user, callsTo } = await renderEditor(makeKit(), {
      'PATCH /api/kits/k1/items/i2': apiError(400, 'validation_failed', 'Invalid input'),
    });
    await openAll(user);
    const rod = item('Ferro Rod Fire Starter');
    const quantity = within(rod).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(within(rod).getByText('Quantity must be a whole number from 1 to 100,000')).toBeVisible();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    const name = within(rod).getByRole('textbox', { name: 'Item Name' });
    await user.clear(name);
    await user.tab();
    expect(within(rod).getByText('Item name is required')).toBeVisible();
    expect(callsTo('PATCH /api/kits/k1/items/i2')).toHaveLength(0);

    await user.type(name, 'Ferro Rod');
    await user.tab();
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to update item. Please try again.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(callsTo('PATCH /api/kits/k1/items/i2').map((c) => c.body)).toEqual([{ itemName: 'Ferro Rod' }]);
    expect(name).toHaveValue('Ferro Rod');
  });

  it('updates an item image from the picker, and says so when the upload fails', async () => {
    let fail = false;
    const { user, fetchMock, callsTo } = await renderEditor(makeKit(), (base) => ({
      'PUT /api/kits/k1/items/i2/image': (call) =>
        fail
          ? apiError(400, 'invalid_image', 'The file is not an image')
          : base['PUT /api/kits/k1/items/i2/image']!(call),
    }));
    await openAll(user);
    const rod = item('Ferro Rod Fire Starter');
    const file = png();
    await user.upload(within(rod).getByLabelText('Update Item Image'), file);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Image updated'));
    expect(visibleToast()).toHaveTextContent('Item image has been updated.');
    expect(uploadedFile(fetchMock, '/api/kits/k1/items/i2/image')).toBe(file);
    await waitFor(() =>
      expect(item('Ferro Rod Fire Starter').querySelector('img')).toHaveAttribute('src', '/files/kit-items/i2.webp'),
    );

    fail = true;
    await user.upload(within(item('Ferro Rod Fire Starter')).getByLabelText('Update Item Image'), png());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Upload Error'));
    expect(visibleToast()).toHaveTextContent('Failed to upload image. Please try again.');
    expect(callsTo('PUT /api/kits/k1/items/i2/image')).toHaveLength(2);
  });

  it('deletes an item at once, and toasts a failure', async () => {
    const { user, callsTo } = await renderEditor(makeKit(), {
      'DELETE /api/kits/k1/items/i4': apiError(500, 'internal_error', 'Internal error'),
    });
    await openAll(user);
    await user.click(screen.getByRole('button', { name: 'Delete Ferro Rod Fire Starter' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Item deleted'));
    expect(visibleToast()).toHaveTextContent('Item has been removed from the kit.');
    expect(screen.queryByRole('group', { name: 'Ferro Rod Fire Starter' })).not.toBeInTheDocument();
    expect(trigger('Fire & Light')).toHaveTextContent('1 item');
    expect(callsTo('DELETE /api/kits/k1/items/i2')).toHaveLength(1);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Delete Rain Poncho' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to delete item. Please try again.'));
    expect(item('Rain Poncho')).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });

  it('adds an item from the inline form: Add Item waits for a name, the quantity falls back to 1', async () => {
    const { user, callsTo } = await renderEditor();
    await openAll(user);
    const shelter = category('Shelter & Warmth');
    await user.click(within(shelter).getByRole('button', { name: 'Add First Item' }));
    const form = within(shelter).getByRole('form', { name: 'New item in Shelter & Warmth' });
    const name = within(form).getByRole('textbox', { name: 'Item Name' });
    expect(name).toHaveFocus();
    expect(within(form).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    const add = within(form).getByRole('button', { name: 'Add Item' });
    expect(add).toBeDisabled();
    await user.type(name, '   ');
    expect(add).toBeDisabled();

    await user.type(name, 'Wool Blanket');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Quantity' }), '0');
    expect(add).toBeEnabled();
    await user.click(add);

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Item added'));
    expect(visibleToast()).toHaveTextContent('New item has been added to the kit.');
    expect(callsTo('POST /api/kits/k1/items').map((c) => c.body)).toEqual([
      // The form has no date: the shared schema's default (no expiry) is sent.
      { category: 'Shelter & Warmth', itemName: 'Wool Blanket', quantity: 1, notes: null, expiresOn: null },
    ]);
    expect(within(shelter).queryByRole('form')).not.toBeInTheDocument();
    expect(within(item('Wool Blanket')).getByText('Qty: 1')).toBeVisible();
    expect(trigger('Shelter & Warmth')).toHaveTextContent('1 item');
    expect(within(shelter).getByRole('button', { name: 'Add Custom Item' })).toBeVisible();
    // No picture chosen: nothing uploaded.
    expect(callsTo('PUT /api/kits/k1/items/n1/image')).toHaveLength(0);

    // Cancel closes the form without sending.
    await user.click(within(category('Fire & Light')).getByRole('button', { name: 'Add Custom Item' }));
    await user.click(within(category('Fire & Light')).getByRole('button', { name: 'Cancel' }));
    expect(within(category('Fire & Light')).queryByRole('form')).not.toBeInTheDocument();
    expect(callsTo('POST /api/kits/k1/items')).toHaveLength(1);
  });

  it('adds an item with an expiry date; a date out of range is refused at the field', async () => {
    const { user, callsTo } = await renderEditor();
    await openAll(user);
    const shelter = category('Shelter & Warmth');
    await user.click(within(shelter).getByRole('button', { name: 'Add First Item' }));
    const form = within(shelter).getByRole('form', { name: 'New item in Shelter & Warmth' });
    await user.type(within(form).getByRole('textbox', { name: 'Item Name' }), 'Hand warmers');
    const date = within(form).getByLabelText('Expires on (optional)');
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2201-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Enter a date between 1900 and 2200')).toBeVisible();
    expect(callsTo('POST /api/kits/k1/items')).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2028-10-01' } });
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(callsTo('POST /api/kits/k1/items')).toHaveLength(1));
    expect(callsTo('POST /api/kits/k1/items')[0]!.body).toMatchObject({
      itemName: 'Hand warmers',
      expiresOn: '2028-10-01',
    });
  });

  it('adds an item with its picture; a failed upload keeps the item and says so', async () => {
    let uploadFails = false;
    const { user, fetchMock, callsTo } = await renderEditor(makeKit(), {
      'PUT /api/kits/k1/items/n2/image': () => {
        uploadFails = true;
        return apiError(413, 'payload_too_large', 'Image must be at most 5 MB');
      },
    });
    await openAll(user);
    const fire = category('Fire & Light');
    await user.click(within(fire).getByRole('button', { name: 'Add Custom Item' }));
    let form = within(fire).getByRole('form');
    await user.type(within(form).getByRole('textbox', { name: 'Item Name' }), 'Candle');
    await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), ' 9-hour burn ');
    const first = png();
    await user.upload(within(form).getByLabelText('Image (optional)'), first);
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Item added'));
    expect(callsTo('POST /api/kits/k1/items')[0]!.body).toEqual({
      category: 'Fire & Light',
      itemName: 'Candle',
      quantity: 1,
      notes: '9-hour burn',
      expiresOn: null,
    });
    expect(uploadedFile(fetchMock, '/api/kits/k1/items/n1/image')).toBe(first);
    await waitFor(() => expect(item('Candle').querySelector('img')).toHaveAttribute('src', '/files/kit-items/n1.webp'));

    await user.click(within(fire).getByRole('button', { name: 'Add Custom Item' }));
    form = within(fire).getByRole('form');
    await user.type(within(form).getByRole('textbox', { name: 'Item Name' }), 'Lighter');
    await user.upload(within(form).getByLabelText('Image (optional)'), png());
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Upload Error'));
    expect(visibleToast()).toHaveTextContent('Failed to upload image. Item will be added without image.');
    expect(uploadFails).toBe(true);
    expect(await screen.findByRole('group', { name: 'Lighter' })).toBeVisible();
    expect(trigger('Fire & Light')).toHaveTextContent('4 items');
  });

  it('a failed add keeps the form and its values and toasts', async () => {
    const { user } = await renderEditor(makeKit(), {
      'POST /api/kits/k1/items': apiError(400, 'validation_failed', 'Invalid input', {
        itemName: ['Item name must be at most 160 characters'],
      }),
    });
    await openAll(user);
    const fire = category('Fire & Light');
    await user.click(within(fire).getByRole('button', { name: 'Add Custom Item' }));
    const form = within(fire).getByRole('form');
    await user.type(within(form).getByRole('textbox', { name: 'Item Name' }), 'Flare');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to add item. Please try again.'));
    expect(within(form).getByText('Item name must be at most 160 characters')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Item Name' })).toHaveValue('Flare');
  });

  it('adds to a category not shown yet from "Add to another category"', async () => {
    const { user, callsTo } = await renderEditor();
    await openAll(user);
    expect(screen.queryByRole('region', { name: /^Misc/ })).not.toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Add to another category' });
    expect(picker).toHaveDisplayValue('Choose a category');
    const options = within(picker).getAllByRole('option');
    // Clothing already shows (it holds an item).
    expect(options.map((o) => o.textContent)).toEqual(['Documents & Cash', 'Misc', 'Uncategorized']);
    await user.selectOptions(picker, 'Misc');

    const misc = category('Misc');
    expect(categoryOrder()).toEqual([...CORE_KIT_CATEGORIES, 'Clothing', 'Misc']);
    const form = within(misc).getByRole('form', { name: 'New item in Misc' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Item Name' })).toHaveFocus());
    await user.keyboard('Cash in small bills');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Item added'));
    expect(callsTo('POST /api/kits/k1/items')[0]!.body).toMatchObject({ category: 'Misc' });
    expect(within(category('Misc')).getByRole('group', { name: 'Cash in small bills' })).toBeVisible();
  });

  it('offline: every write is disabled with the reason and nothing is sent; the settings stay editable and save once online', async () => {
    const { user, calls, callsTo } = await renderEditor();
    await openAll(user);
    const shelter = category('Shelter & Warmth');
    await user.click(within(shelter).getByRole('button', { name: 'Add First Item' }));
    const form = within(shelter).getByRole('form', { name: 'New item in Shelter & Warmth' });
    await user.type(within(form).getByRole('textbox', { name: 'Item Name' }), 'Tarp');
    setBrowserOnline(false);

    const disabledWithReason = (el: HTMLElement) => {
      expect(el).toBeDisabled();
      expect(el).toHaveAccessibleDescription(OFFLINE_REASON);
    };
    disabledWithReason(screen.getByRole('button', { name: 'Save Kit' }));
    // Each item saves itself when a field is left: offline its fields, picture and Delete wait.
    const headlamp = item('LED Headlamp');
    disabledWithReason(within(headlamp).getByRole('checkbox', { name: 'Packed: LED Headlamp' }));
    disabledWithReason(within(headlamp).getByRole('textbox', { name: 'Item Name' }));
    disabledWithReason(within(headlamp).getByRole('spinbutton', { name: 'Quantity' }));
    disabledWithReason(within(headlamp).getByRole('textbox', { name: 'Notes' }));
    disabledWithReason(within(headlamp).getByLabelText('Expires on'));
    disabledWithReason(within(headlamp).getByLabelText('Update Item Image'));
    disabledWithReason(screen.getByRole('button', { name: 'Delete LED Headlamp' }));
    disabledWithReason(within(category('Fire & Light')).getByRole('button', { name: 'Add Custom Item' }));
    disabledWithReason(screen.getByRole('combobox', { name: 'Add to another category' }));
    // The open add form keeps what was typed; only Add Item waits.
    expect(within(form).getByRole('textbox', { name: 'Item Name' })).toHaveValue('Tarp');
    disabledWithReason(within(form).getByRole('button', { name: 'Add Item' }));

    const sent = calls.length;
    await user.click(screen.getByRole('button', { name: 'Save Kit' }));
    await user.click(screen.getByRole('button', { name: 'Delete LED Headlamp' }));
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await user.type(within(form).getByRole('textbox', { name: 'Item Name' }), '{Enter}');
    // The kit's settings are sent by Save Kit only: they stay editable, and Enter sends nothing.
    await user.clear(field('Kit Name'));
    await user.type(field('Kit Name'), 'Go Bag Bravo{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    expect(calls.slice(sent).filter((c) => c.method !== 'GET')).toEqual([]);
    expect(visibleToast()).toBeUndefined();

    // Nothing was held back to be sent on reconnecting either.
    setBrowserOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.slice(sent).filter((c) => c.method !== 'GET')).toEqual([]);
    expect(within(item('LED Headlamp')).getByRole('textbox', { name: 'Item Name' })).toBeEnabled();
    expect(within(item('LED Headlamp')).getByRole('textbox', { name: 'Item Name' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Delete LED Headlamp' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Add to another category' })).toBeEnabled();
    expect(within(category('Shelter & Warmth')).getByRole('button', { name: 'Add Item' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save Kit' }));
    await waitFor(() => expect(callsTo('PATCH /api/kits/k1')).toHaveLength(1));
    expect(callsTo('PATCH /api/kits/k1')[0]!.body).toMatchObject({ name: 'Go Bag Bravo', visibility: 'public' });
  });
});
