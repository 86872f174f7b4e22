import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LITRES_PER_US_GALLON, type UnitSystem } from '@shared/readiness/units';
import { RESOURCE_MESSAGES, type Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { apiError, mockApi, type ApiCall } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { followingGoal, resourceId, seededResources } from '@web/test/resource-fixtures';
import { Component as ResourceTrackerPage } from './resource-tracker-page';

const uuid = resourceId;
const CUSTOM_ID = uuid(900);
const seeded = () => seededResources();

const custom = (overrides: Partial<Resource> = {}): Resource => ({
  id: CUSTOM_ID,
  name: 'Water bricks',
  category: 'Water & Hydration',
  currentQuantity: 0,
  expiredQuantity: 0,
  shelfLife: 'none',
  batches: [],
  barcodes: [],
  targetQuantity: 4,
  unit: 'bricks',
  status: 'critical',
  litresPerUnit: 13.249,
  kcalPerUnit: null,
  isCustom: true,
  ownTarget: true,
  followsGoal: false,
  updatedAt: '2026-11-22T12:00:00.000Z',
  ...overrides,
});

const readiness = (units: UnitSystem, resources: Resource[]) => ({
  body: {
    household: null,
    units,
    resources,
    summary: { daysCovered: null, limitedBy: null, goalDays: null, goalMet: false },
  },
});

async function renderTracker(
  routes: Parameters<typeof mockApi>[0] = {},
  { resources = seeded(), units = 'metric' as UnitSystem } = {},
) {
  const api = mockApi({
    'GET /api/resources': { body: { resources } },
    'GET /api/readiness': readiness(units, resources),
    ...routes,
  });
  const utils = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
  await screen.findByRole('region', { name: 'Water & Hydration' }, { timeout: 15_000 });
  return { ...utils, ...api };
}

const item = (name: string) => document.querySelector<HTMLElement>(`[data-slot="resource-item"][data-name="${name}"]`);
const namesIn = (category: string) =>
  Array.from(screen.getByRole('region', { name: category }).querySelectorAll('[data-slot="resource-item"]'), (el) =>
    el.getAttribute('data-name'),
  );
const quantityOf = (name: string) => item(name)!.querySelector('[data-slot="quantity"]')!.textContent;

/** The POST answer: the row as the server would store it. */
const echoCreate = (call: ApiCall) => {
  const body = call.body as Omit<Resource, 'id' | 'currentQuantity' | 'status' | 'isCustom' | 'updatedAt'>;
  return { status: 201, body: { resource: custom({ ...body, id: CUSTOM_ID }) } };
};

async function chooseCategory(user: ReturnType<typeof renderAt>['user'], dialog: HTMLElement, category: string) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), category);
}

describe('/resource-tracker: custom supplies and row settings', () => {
  it('adds a supply: the fields, a validation message at its field, then the row in its category', async () => {
    const { user, callsTo } = await renderTracker({ 'POST /api/resources': echoCreate });
    // An unsaved quantity elsewhere survives the add.
    await user.click(screen.getByRole('button', { name: 'Increase Tent' }));

    await user.click(screen.getByRole('button', { name: 'Add supply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add supply' });
    await within(dialog).findByLabelText(/^Litres per unit/);
    for (const label of ['Name', 'Unit', 'Target', 'Litres per unit', 'kcal per unit']) {
      expect(field(label, dialog)).toBeVisible();
    }
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveDisplayValue('Select a category');

    // Nothing typed: the shared schema's messages, at their fields, and no request.
    await user.click(within(dialog).getByRole('button', { name: 'Add supply' }));
    expect(await within(dialog).findByText(RESOURCE_MESSAGES.name)).toBeVisible();
    expect(field('Name', dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name', dialog)).toHaveFocus();
    expect(within(dialog).getByText(RESOURCE_MESSAGES.category)).toBeVisible();
    expect(within(dialog).getByText(RESOURCE_MESSAGES.target)).toBeVisible();
    expect(callsTo('POST /api/resources')).toHaveLength(0);

    await user.type(field('Name', dialog), 'Water bricks');
    await chooseCategory(user, dialog, 'Water & Hydration');
    await user.type(field('Unit', dialog), 'bricks');
    await user.type(field('Target', dialog), '4');
    await user.type(field('Litres per unit', dialog), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add supply' }));
    expect(await within(dialog).findByText(RESOURCE_MESSAGES.litresPerUnit)).toBeVisible();
    expect(callsTo('POST /api/resources')).toHaveLength(0);

    await user.clear(field('Litres per unit', dialog));
    await user.type(field('Litres per unit', dialog), '13.25');
    await user.click(within(dialog).getByRole('button', { name: 'Add supply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/resources')[0]!.body).toEqual({
      name: 'Water bricks',
      category: 'Water & Hydration',
      unit: 'bricks',
      targetQuantity: 4,
      litresPerUnit: 13.25,
      kcalPerUnit: null,
      shelfLife: 'none',
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent(RESOURCE_MESSAGES.added));
    // After the defaults of its category, marked as the user's own.
    expect(namesIn('Water & Hydration')).toEqual([
      'Water (Gallons)',
      'Water Purification Tablets',
      'Water Filters',
      'Water bricks',
    ]);
    expect(within(item('Water bricks')!).getByText('Custom')).toBeVisible();
    expect(within(item('Water bricks')!).getByText(/\/ 4 bricks/)).toBeVisible();
    expect(quantityOf('Tent')).toBe('1');
    expect(screen.getByText('UNSAVED CHANGES (1)')).toBeVisible();
    expect(callsTo('GET /api/resources')).toHaveLength(1);
  });

  it('shows the server 409 "name taken" at the Name field and keeps the dialog open', async () => {
    const { user, callsTo } = await renderTracker({
      'POST /api/resources': apiError(409, 'conflict', RESOURCE_MESSAGES.nameTaken, {
        name: [RESOURCE_MESSAGES.nameTaken],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Add supply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add supply' });
    await within(dialog).findByLabelText(/^Litres per unit/);
    await user.type(field('Name', dialog), 'Tent');
    await chooseCategory(user, dialog, 'Shelter & Warmth');
    await user.type(field('Unit', dialog), 'tent');
    await user.type(field('Target', dialog), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add supply' }));

    expect(await within(dialog).findByText(RESOURCE_MESSAGES.nameTaken)).toBeVisible();
    expect(field('Name', dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name', dialog)).toHaveFocus();
    expect(callsTo('POST /api/resources')).toHaveLength(1);
    expect(visibleToast()).toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Add supply' })).toBeVisible();
  });

  it('in US units takes gallons per unit and sends litres', async () => {
    const { user, callsTo } = await renderTracker({ 'POST /api/resources': echoCreate }, { units: 'us' });
    await user.click(screen.getByRole('button', { name: 'Add supply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add supply' });
    await within(dialog).findByLabelText(/^Gallons per unit/);
    expect(within(dialog).queryByLabelText(/^Litres per unit/)).not.toBeInTheDocument();
    await user.type(field('Name', dialog), 'Water bricks');
    await chooseCategory(user, dialog, 'Water & Hydration');
    await user.type(field('Unit', dialog), 'bricks');
    await user.type(field('Target', dialog), '4');
    await user.type(field('Gallons per unit', dialog), '3.5');
    await user.type(field('kcal per unit', dialog), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add supply' }));
    expect(await within(dialog).findByText(RESOURCE_MESSAGES.kcalPerUnit)).toBeVisible();
    await user.clear(field('kcal per unit', dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Add supply' }));

    await waitFor(() => expect(callsTo('POST /api/resources')).toHaveLength(1));
    const body = callsTo('POST /api/resources')[0]!.body as { litresPerUnit: number; kcalPerUnit: null };
    expect(body.litresPerUnit).toBeCloseTo(3.5 * LITRES_PER_US_GALLON, 9);
    expect(body.kcalPerUnit).toBeNull();
  });

  it("edits a default row's target: the PATCH holds only that field and the status follows the answer", async () => {
    const resources = seeded();
    const water = resources.find((r) => r.name === 'Water (Gallons)')!;
    const { user, callsTo } = await renderTracker(
      {
        [`PATCH /api/resources/${water.id}`]: (call) => {
          const { targetQuantity } = call.body as { targetQuantity: number };
          return {
            body: {
              resource: {
                ...water,
                targetQuantity,
                status: resourceStatus(water.currentQuantity, targetQuantity),
              },
            },
          };
        },
      },
      { resources, units: 'us' },
    );
    // Unsaved quantities: the edited row's and another row's both stay.
    await user.click(screen.getByRole('button', { name: 'Increase Water (Gallons)' }));
    await user.click(screen.getByRole('button', { name: 'Increase Tent' }));

    await user.click(screen.getByRole('button', { name: 'Edit Water (Gallons)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Water (Gallons)' });
    await within(dialog).findByLabelText(/^Gallons per unit/);
    expect(field('Name', dialog)).toHaveValue('Water (Gallons)');
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveDisplayValue('Water & Hydration');
    expect(field('Unit', dialog)).toHaveValue('gallons');
    expect(field('Target', dialog)).toHaveValue(14);
    // 3.785 L shown as gallons, rounded.
    expect(field('Gallons per unit', dialog)).toHaveValue(1);
    expect(field('kcal per unit', dialog)).toHaveValue(null);
    // A default row cannot be deleted.
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await user.clear(field('Target', dialog));
    await user.type(field('Target', dialog), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save supply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = callsTo(`PATCH /api/resources/${water.id}`);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ targetQuantity: 1 });
    await waitFor(() => expect(visibleToast()).toHaveTextContent(RESOURCE_MESSAGES.updated));
    // The unsaved 1 against the new target of 1: GOOD at once.
    expect(within(item('Water (Gallons)')!).getByText(/\/ 1 gallons/)).toBeVisible();
    expect(within(item('Water (Gallons)')!).getByText('GOOD')).toBeVisible();
    expect(quantityOf('Water (Gallons)')).toBe('1');
    expect(quantityOf('Tent')).toBe('1');
    expect(screen.getByText('UNSAVED CHANGES (2)')).toBeVisible();
  });

  it('closes without a request when nothing changed', async () => {
    const { user, calls } = await renderTracker();
    await user.click(screen.getByRole('button', { name: 'Edit Canned Food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Canned Food' });
    await within(dialog).findByLabelText(/^Litres per unit/);
    expect(field('kcal per unit', dialog)).toHaveValue(300);
    await user.click(within(dialog).getByRole('button', { name: 'Save supply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("deletes a custom row after a confirm: the row and its own unsaved quantity go, the others' stay", async () => {
    const resources = [...seeded(), custom()];
    const { user, callsTo } = await renderTracker(
      { [`DELETE /api/resources/${CUSTOM_ID}`]: { status: 204 } },
      { resources },
    );
    await user.click(screen.getByRole('button', { name: 'Increase Water bricks' }));
    await user.click(screen.getByRole('button', { name: 'Increase Tent' }));
    expect(screen.getByText('UNSAVED CHANGES (2)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit Water bricks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Water bricks' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Water bricks?' });
    // Cancel first: nothing is sent.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(`DELETE /api/resources/${CUSTOM_ID}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Water bricks?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`DELETE /api/resources/${CUSTOM_ID}`)).toHaveLength(1);
    await waitFor(() => expect(visibleToast()).toHaveTextContent(RESOURCE_MESSAGES.deleted));
    expect(item('Water bricks')).toBeNull();
    expect(namesIn('Water & Hydration')).toHaveLength(3);
    expect(quantityOf('Tent')).toBe('1');
    expect(screen.getByText('UNSAVED CHANGES (1)')).toBeVisible();
  });

  it('offers no Delete for a default row', async () => {
    const { user } = await renderTracker();
    await user.click(screen.getByRole('button', { name: 'Edit Tent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tent' });
    await within(dialog).findByLabelText(/^Litres per unit/);
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save supply' })).toBeVisible();
  });
});

describe('/resource-tracker: a target of your own, or the goal’s (decision 0292)', () => {
  const household = {
    adults: 2,
    children9to13: 0,
    children4to8: 0,
    childrenUnder4: 0,
    pregnantOrBreastfeeding: 0,
    pets: [],
    standard: 'us' as const,
    goalDays: 14,
    customLitresPerPerson: null,
  };

  it('a following row’s dialog says its target comes from the goal, and offers no "Follow my goal again"', async () => {
    const resources = followingGoal(seeded(), household);
    const { user } = await renderTracker({}, { resources, units: 'us' });
    await user.click(screen.getByRole('button', { name: 'Edit Water (Gallons)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Water (Gallons)' });
    // 2 adults x 1 gallon x 14 days.
    expect(field('Target', dialog)).toHaveValue(28);
    expect(within(dialog).getByText(/From your household and goal \(Readiness\)/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Follow my goal again' })).toBeNull();
  });

  it('an own target: "Follow my goal again" sends ownTarget false, and the row follows the goal', async () => {
    const resources = followingGoal(
      seeded().map((r) => (r.name === 'Canned Food' ? { ...r, targetQuantity: 100, ownTarget: true } : r)),
      household,
    );
    const cans = resources.find((r) => r.name === 'Canned Food')!;
    const followed = followingGoal(
      resources.map((r) => (r.id === cans.id ? { ...r, ownTarget: false } : r)),
      household,
    );
    let list = resources;
    const { user, callsTo } = await renderTracker(
      {
        'GET /api/resources': () => ({ body: { resources: list } }),
        [`PATCH /api/resources/${cans.id}`]: () => {
          list = followed;
          return { body: { resource: followed.find((r) => r.id === cans.id)! } };
        },
      },
      { resources, units: 'us' },
    );
    expect(within(item('Canned Food')!).getByText('· your own target')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit Canned Food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Canned Food' });
    await user.click(within(dialog).getByRole('button', { name: 'Follow my goal again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`PATCH /api/resources/${cans.id}`).map((c) => c.body)).toEqual([{ ownTarget: false }]);
    await waitFor(() => expect(visibleToast()).toHaveTextContent(RESOURCE_MESSAGES.followsGoal));
    await waitFor(() => expect(within(item('Canned Food')!).getByText('· target from your goal')).toBeVisible());
  });
});
