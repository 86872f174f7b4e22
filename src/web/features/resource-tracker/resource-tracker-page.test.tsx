import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { figureText, readiness } from '@shared/readiness/calculator';
import type { Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { FakeEventSource } from '@web/test/fake-event-source';
import { apiError, deferred, mockApi, signedIn, type ApiCall } from '@web/test/mock-api';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { defaultResourceId, followingGoal, seededResources } from '@web/test/resource-fixtures';
import { Component as ResourceTrackerPage } from './resource-tracker-page';

const slow = { timeout: 15_000 };

const seeded = seededResources;
const idOf = defaultResourceId;

/** The PUT answer: the saved rows with the server's status. */
function echoSave(resources: Resource[]) {
  return (call: ApiCall) => {
    const { changes } = call.body as { changes: { id: string; currentQuantity: number }[] };
    return {
      body: {
        resources: changes.map((c) => {
          const row = resources.find((r) => r.id === c.id)!;
          return {
            ...row,
            currentQuantity: c.currentQuantity,
            status: resourceStatus(c.currentQuantity, row.targetQuantity),
          };
        }),
      },
    };
  };
}

async function renderTracker(routes: Parameters<typeof mockApi>[0] = {}, resources = seeded()) {
  const api = mockApi({ 'GET /api/resources': { body: { resources } }, ...routes });
  const utils = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
  await screen.findByRole('region', { name: 'Water & Hydration' }, slow);
  return { ...utils, ...api };
}

const item = (name: string) => {
  const el = document.querySelector<HTMLElement>(`[data-slot="resource-item"][data-name="${CSS.escape(name)}"]`);
  if (!el) throw new Error(`No item ${name}`);
  return el;
};
const quantityOf = (name: string) =>
  within(item(name)).getByText((_, el) => el?.getAttribute('data-slot') === 'quantity');

afterEach(() => {
  vi.useRealTimers();
});

describe('/resource-tracker', () => {
  it('is routed behind the session guard and shows the 21 items in 6 categories, all critical, the ring at 0%', async () => {
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/resources': { body: { resources: seeded() } },
    });
    renderApp('/resource-tracker');
    await screen.findByRole('heading', { level: 1, name: 'Resource Tracker' }, slow);
    await screen.findByRole('region', { name: 'Water & Hydration' }, slow);

    const regions = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('data-category'))
      .filter(Boolean);
    expect(regions).toEqual([
      'Water & Hydration',
      'Food & Nutrition',
      'Medical & First Aid',
      'Tools & Equipment',
      'Communication',
      'Shelter & Warmth',
    ]);
    expect(document.querySelectorAll('[data-slot="resource-item"]')).toHaveLength(21);
    // Items follow the catalogue's order, not the server's alphabetical one.
    expect(
      Array.from(
        screen.getByRole('region', { name: 'Water & Hydration' }).querySelectorAll('[data-slot="resource-item"]'),
        (el) => el.getAttribute('data-name'),
      ),
    ).toEqual(['Water (Gallons)', 'Water Purification Tablets', 'Water Filters']);
    expect(screen.getAllByText('CRITICAL')).toHaveLength(21);
    expect(screen.getByRole('img', { name: 'Overall preparedness 0%' })).toHaveTextContent('0%');
    expect(within(item('Water (Gallons)')).getByText(/\/ 14 gallons/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Water (Gallons) stock level' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
    expect(callsTo('GET /api/resources')).toHaveLength(1);
  });

  it('plus and minus change the quantity by 1, recompute the status at once, floor at 0 and stay local', async () => {
    const { user, callsTo } = await renderTracker();
    const water = item('Water (Gallons)');
    const decrease = screen.getByRole('button', { name: 'Decrease Water (Gallons)' });
    const increase = screen.getByRole('button', { name: 'Increase Water (Gallons)' });

    await user.click(decrease);
    expect(quantityOf('Water (Gallons)')).toHaveTextContent('0');
    expect(decrease).toHaveAttribute('aria-disabled', 'true');

    for (let i = 0; i < 7; i++) await user.click(increase);
    expect(within(water).getByText('LOW')).toBeVisible();
    for (let i = 0; i < 6; i++) await user.click(increase);
    expect(quantityOf('Water (Gallons)')).toHaveTextContent('13');
    expect(within(water).getByText('GOOD')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Water (Gallons) stock level' })).toHaveAttribute(
      'aria-valuenow',
      String((13 / 14) * 100),
    );
    // Keyboard: the minus button is a real button.
    decrease.focus();
    await user.keyboard('{Enter}');
    expect(within(water).getByText('LOW')).toBeVisible();

    // One item at 12/14 (85.7%), twenty at 0: round(85.7 / 21) = 4.
    expect(screen.getByRole('img', { name: 'Overall preparedness 4%' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('UNSAVED CHANGES (1)');
    expect(callsTo('PUT /api/resources')).toHaveLength(0);

    // Back to the saved value: nothing left to save.
    for (let i = 0; i < 12; i++) await user.click(decrease);
    expect(screen.queryByText(/UNSAVED CHANGES/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
  });

  it('saves only the changed rows in one request, shows SAVING... and the toast, then has nothing unsaved', async () => {
    const resources = seeded({ Tent: 1 });
    const pending = deferred();
    let answer: ReturnType<ReturnType<typeof echoSave>> | undefined;
    const { user, callsTo } = await renderTracker(
      {
        'PUT /api/resources': (call) => {
          answer = echoSave(resources)(call);
          return pending.handler();
        },
      },
      resources,
    );
    await user.click(screen.getByRole('button', { name: 'Increase Water (Gallons)' }));
    await user.click(screen.getByRole('button', { name: 'Increase Water (Gallons)' }));
    await user.click(screen.getByRole('button', { name: 'Increase Bandages' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Tent' }));
    // Changed and changed back: not sent.
    await user.click(screen.getByRole('button', { name: 'Increase Antibiotics' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Antibiotics' }));
    expect(screen.getByText('UNSAVED CHANGES (3)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(await screen.findByRole('button', { name: 'SAVING...' })).toBeDisabled();
    const puts = callsTo('PUT /api/resources');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      changes: expect.arrayContaining([
        { id: idOf('Water (Gallons)'), currentQuantity: 2 },
        { id: idOf('Bandages'), currentQuantity: 1 },
        { id: idOf('Tent'), currentQuantity: 0 },
      ]),
      batches: [],
      removedBatches: [],
      // Made once for this save (decision 0276).
      saveKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect((puts[0]!.body as { changes: unknown[] }).changes).toHaveLength(3);

    act(() => pending.release(answer));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Resources Updated'));
    expect(visibleToast()).toHaveTextContent('All resource quantities have been saved successfully.');
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
    expect(screen.queryByText(/UNSAVED CHANGES/)).not.toBeInTheDocument();
    expect(quantityOf('Water (Gallons)')).toHaveTextContent('2');
    expect(callsTo('GET /api/resources')).toHaveLength(1);
  });

  it('keeps the edits and toasts the documented error when saving fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderTracker({
      'PUT /api/resources': apiError(400, 'validation_failed', 'Invalid input', {
        'changes.0.currentQuantity': ['Quantity must be a whole number from 0 to 1,000,000'],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Increase Tent' }));
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Error'));
    expect(visibleToast()).toHaveTextContent('Failed to save resources. Please try again.');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(screen.getByText('UNSAVED CHANGES (1)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes: Stay keeps the page, Leave goes', async () => {
    const { user, router } = await renderTracker();
    // Nothing changed: leaving is free.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase Tent' }));

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/resource-tracker');
    expect(quantityOf('Tent')).toHaveTextContent('1');

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Dashboard marker')).toBeVisible();
  });

  it('leaves without asking when nothing is unsaved', async () => {
    const { user } = await renderTracker();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Dashboard marker')).toBeVisible();
  });

  it('asks the browser before unloading with unsaved changes', async () => {
    const { user } = await renderTracker();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Increase Tent' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('EXPORT REPORT downloads the CSV of the quantities on screen and prints', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs and cannot download: record the blob and the clicked link.
    URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:report');
    URL.revokeObjectURL = () => {};
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);

    const { user } = await renderTracker();
    await user.click(screen.getByRole('button', { name: 'Increase Water (Gallons)' }));
    await user.click(screen.getByRole('button', { name: /EXPORT REPORT/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download CSV' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^holdfast-supplies-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await created[0]!.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^category,item,current,target,unit,percent,status,batch_quantity,/);
    // The report's columns show the unsaved quantity; the batches are as saved (none yet).
    expect(lines.find((l) => l.startsWith('Water & Hydration,Water (Gallons),'))).toMatch(
      /^Water & Hydration,Water \(Gallons\),1,14,gallons,7,critical,,,,,/,
    );
    expect(lines.filter(Boolean)).toHaveLength(22);
    expect(await screen.findByText('Batches as last saved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /EXPORT REPORT/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Print report' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('logs a load error to the console only and offers a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({
      'GET /api/resources': () =>
        fail ? apiError(500, 'internal_error', 'Internal error') : { body: { resources: seeded() } },
    });
    const { user } = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
    const retry = await screen.findByRole('button', { name: 'Try Again' }, slow);
    expect(logged).toHaveBeenCalledWith('Resources failed to load', expect.anything());
    expect(visibleToast()).toBeUndefined();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Water & Hydration' })).toBeVisible();
  });
});

describe('/resource-tracker: targets that follow the goal (decision 0292)', () => {
  // 2 adults, a child of 10, one of 6 and a 22.7 kg dog; US standard, 14 days.
  const household = {
    adults: 2,
    children9to13: 1,
    children4to8: 1,
    childrenUnder4: 0,
    pregnantOrBreastfeeding: 0,
    pets: [{ weightKg: 22.7 }],
    standard: 'us' as const,
    goalDays: 14,
    customLitresPerPerson: null,
  };

  it('a water row shows the target from the goal, and its status agrees with readiness: LOW at 60 of 62, GOOD at 62', async () => {
    const resources = followingGoal(seeded({ 'Water (Gallons)': 60, 'Energy Bars': 300 }), household);
    const { user } = await renderTracker({}, resources);
    const water = item('Water (Gallons)');
    expect(within(water).getByText(/\/ 62 gallons/)).toBeVisible();
    expect(within(water).getByText('· target from your goal')).toBeVisible();
    // 60 of 62 is 97 %, GOOD by the seed's 90 % rule; but readiness says the water falls short.
    const figure = readiness(household, household.pets, household, resources);
    expect(figure.kind === 'figure' && figureText(figure.daysCovered, figure.limitedBy)).toBe(
      '13.6 days — limited by water',
    );
    expect(within(water).getByText('LOW')).toBeVisible();
    expect(within(water).queryByText('GOOD')).toBeNull();
    // Rows that hold neither water nor food keep their own target and say nothing of the goal.
    expect(within(item('Tent')).queryByText(/target from your goal/)).toBeNull();

    // Two more gallons (unsaved): GOOD at once, and readiness on the same quantities meets the water goal.
    await user.click(within(water).getByRole('button', { name: 'Increase Water (Gallons)' }));
    await user.click(within(water).getByRole('button', { name: 'Increase Water (Gallons)' }));
    expect(within(water).getByText('GOOD')).toBeVisible();
    const after = resources.map((r) => (r.name === 'Water (Gallons)' ? { ...r, currentQuantity: 62 } : r));
    const met = readiness(household, household.pets, household, after);
    expect(met.kind === 'figure' && met.water.days).toBeGreaterThanOrEqual(14);
  });

  it('a goal changed on another device moves the targets here (realtime)', async () => {
    FakeEventSource.reset();
    // jsdom has no EventSource and there is no server: the fake plays the stream.
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      let resources = followingGoal(seeded(), household);
      await renderTracker({
        'GET /api/account/session': { body: signedIn() },
        'GET /api/resources': () => ({ body: { resources } }),
      });
      await within(item('Water (Gallons)')).findByText(/\/ 62 gallons/, {}, slow);
      await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
      // Another member sets a 3-day goal: 2 adults, 2 children and the dog need 14 gallons.
      resources = followingGoal(seeded(), { ...household, goalDays: 3 });
      FakeEventSource.latest().emit('change', { table: 'households', op: 'UPDATE', id: 'h1' });
      expect(await within(item('Water (Gallons)')).findByText(/\/ 14 gallons/, {}, slow)).toBeVisible();
    } finally {
      FakeEventSource.reset();
      vi.unstubAllGlobals();
    }
  });

  it("a row with the user's own target says so, and keeps it", async () => {
    const resources = followingGoal(
      seeded().map((r) => (r.name === 'Canned Food' ? { ...r, targetQuantity: 100, ownTarget: true } : r)),
      household,
    );
    await renderTracker({}, resources);
    const cans = item('Canned Food');
    expect(within(cans).getByText(/\/ 100 cans/)).toBeVisible();
    expect(within(cans).getByText('· your own target')).toBeVisible();
    expect(within(item('Rice (Pounds)')).getByText('· target from your goal')).toBeVisible();
  });
});
