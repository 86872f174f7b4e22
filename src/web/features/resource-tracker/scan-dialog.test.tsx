import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BARCODE_MESSAGE } from '@shared/barcodes/code';
import type { ScanResponse } from '@shared/barcodes/schemas';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import type { Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { setBrowserOnline } from '@web/test/connectivity';
import { apiError, mockApi, signedIn, type ApiCall } from '@web/test/mock-api';
import { field, renderAt } from '@web/test/render';
import { resourceId, seededResources } from '@web/test/resource-fixtures';
import { Component as ResourceTrackerPage } from './resource-tracker-page';
import { SCAN_OFFLINE_NEW } from './scan/scan-dialog';

const BEANS_CODE = '4006381333931';
const NEW_CODE = '5000159461122';
const BEANS_ID = resourceId(901);

const beans = (quantity: number, overrides: Partial<Resource> = {}): Resource => ({
  id: BEANS_ID,
  name: 'Canned beans',
  category: 'Food & Nutrition',
  currentQuantity: quantity,
  expiredQuantity: 0,
  shelfLife: 'one-year',
  batches:
    quantity > 0
      ? [{ id: resourceId(950), quantity, addedOn: '2026-11-21', expiresOn: null, note: null, updatedAt: '' }]
      : [],
  targetQuantity: 24,
  unit: 'cans',
  status: resourceStatus(quantity, 24),
  litresPerUnit: null,
  kcalPerUnit: 350,
  isCustom: true,
  ownTarget: true,
  followsGoal: false,
  barcodes: [BEANS_CODE],
  updatedAt: '2026-11-22T12:00:00.000Z',
  ...overrides,
});

const readiness = (resources: Resource[]) => ({
  body: {
    household: null,
    units: 'metric',
    resources,
    summary: { daysCovered: null, limitedBy: null, goalDays: null, goalMet: false },
  },
});

async function renderTracker(routes: Parameters<typeof mockApi>[0] = {}, resources = [...seededResources(), beans(2)]) {
  const api = mockApi({
    'GET /api/resources': { body: { resources } },
    'GET /api/readiness': readiness(resources),
    ...routes,
  });
  const utils = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
  await screen.findByRole('region', { name: 'Water & Hydration' }, { timeout: 15_000 });
  return { ...utils, ...api };
}

async function openScan(user: ReturnType<typeof renderAt>['user']) {
  await user.click(screen.getByRole('button', { name: 'Scan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan' }, { timeout: 10_000 });
  await waitFor(() => expect(field('Barcode', dialog)).toHaveFocus());
  return dialog;
}

/** The scan route as the server answers: a known code adds one unit each time. */
function scanServer(answers: Record<string, (n: number) => ScanResponse>) {
  const seen = new Map<string, number>();
  return (call: ApiCall) => {
    const { code } = call.body as { code: string };
    const n = (seen.get(code) ?? 0) + 1;
    seen.set(code, n);
    const answer = answers[code];
    return answer ? { body: answer(n) } : apiError(500, 'internal', 'Unexpected');
  };
}

const item = (name: string) => document.querySelector<HTMLElement>(`[data-slot="resource-item"][data-name="${name}"]`);
const quantityOf = (name: string) => item(name)!.querySelector('[data-slot="quantity"]')!.textContent;
const result = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-slot="scan-result"]')!;

describe('/resource-tracker: Scan with the Barcode field (a USB or Bluetooth scanner types and presses Enter)', () => {
  const vibrate = vi.fn();
  beforeEach(() => {
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  });
  afterEach(() => {
    vibrate.mockReset();
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('a known code adds one unit per scan, confirms each, keeps the field focused, and keeps unsaved edits', async () => {
    const { user, callsTo } = await renderTracker({
      'POST /api/resources/scan': scanServer({
        [BEANS_CODE]: (n) => ({ outcome: 'added', code: BEANS_CODE, resource: beans(2 + n) }),
      }),
    });
    // Unsaved edits on screen: one elsewhere, one on the scanned row.
    await user.click(screen.getByRole('button', { name: 'Increase Tent' }));
    await user.click(screen.getByRole('button', { name: 'Increase Canned beans' }));
    expect(quantityOf('Canned beans')).toBe('3');

    const dialog = await openScan(user);
    // jsdom has no camera: said so, and the field works without it.
    expect(within(dialog).getByText(/No camera found/)).toBeVisible();

    await user.type(field('Barcode', dialog), `${BEANS_CODE}{Enter}`);
    await waitFor(() => expect(result(dialog)).toHaveTextContent('+1 Canned beans: 3 cans'));
    expect(result(dialog)).toHaveTextContent('1 of Canned beans and 1 in all scanned this time.');
    expect(field('Barcode', dialog)).toHaveValue('');
    expect(field('Barcode', dialog)).toHaveFocus();
    expect(vibrate).toHaveBeenCalledTimes(1);

    // A scanner's trailing space is dropped; the next scan goes on from the focused field.
    await user.keyboard(`${BEANS_CODE} {Enter}`);
    await waitFor(() => expect(result(dialog)).toHaveTextContent('+1 Canned beans: 4 cans'));
    expect(result(dialog)).toHaveTextContent('2 of Canned beans and 2 in all scanned this time.');
    expect(vibrate).toHaveBeenCalledTimes(2);

    const sent = callsTo('POST /api/resources/scan').map((c) => c.body as { code: string; scanKey: string });
    expect(sent.map((b) => b.code)).toEqual([BEANS_CODE, BEANS_CODE]);
    // One key per scan (a retry of the same scan would keep it).
    expect(new Set(sent.map((b) => b.scanKey)).size).toBe(2);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saved 4, plus the unsaved +1 still on screen and still unsaved.
    expect(quantityOf('Canned beans')).toBe('5');
    expect(quantityOf('Tent')).toBe('1');
    expect(screen.getByText('UNSAVED CHANGES (2)')).toBeVisible();
  });

  it('offline, a known code adds one unsaved unit on the tracker; a new code says it needs the connection', async () => {
    const { user, callsTo } = await renderTracker();
    setBrowserOnline(false);
    const dialog = await openScan(user);
    await user.type(field('Barcode', dialog), `${BEANS_CODE}{Enter}`);
    await waitFor(() => expect(result(dialog)).toHaveTextContent('+1 Canned beans, not saved yet'));
    expect(result(dialog)).toHaveTextContent(/SAVE CHANGES keeps it on this device/);
    expect(vibrate).toHaveBeenCalledTimes(1);

    await user.type(field('Barcode', dialog), `${NEW_CODE}{Enter}`);
    await waitFor(() => expect(result(dialog)).toHaveTextContent(SCAN_OFFLINE_NEW));
    expect(callsTo('POST /api/resources/scan')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(quantityOf('Canned beans')).toBe('3');
    expect(screen.getByText('UNSAVED CHANGES (1)')).toBeVisible();
  });

  it('Scan is disabled for a viewer, with the reason', async () => {
    await renderTracker({
      'GET /api/account/session': { body: { ...signedIn(), household: { id: 'h1', role: 'viewer' } } },
    });
    const scan = screen.getByRole('button', { name: 'Scan' });
    await waitFor(() => expect(scan).toBeDisabled());
    expect(scan).toHaveAccessibleDescription(HOUSEHOLD_MESSAGES.viewerCannotEdit);
  });

  it('camera refused: says so, and the Barcode field still counts', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      const { user } = await renderTracker({
        'POST /api/resources/scan': { body: { outcome: 'added', code: BEANS_CODE, resource: beans(3) } },
      });
      const dialog = await openScan(user);
      expect(await within(dialog).findByText(/Camera access was refused/)).toBeVisible();
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
      expect(within(dialog).queryByLabelText('Camera')).not.toBeInTheDocument();
      await user.type(field('Barcode', dialog), `${BEANS_CODE}{Enter}`);
      await waitFor(() => expect(result(dialog)).toHaveTextContent('+1 Canned beans: 3 cans'));
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('a code that is no barcode is refused at the field, with no request', async () => {
    const { user, callsTo } = await renderTracker();
    const dialog = await openScan(user);
    await user.type(field('Barcode', dialog), ' {Enter}');
    expect(await within(dialog).findByText(BARCODE_MESSAGE)).toBeVisible();
    expect(callsTo('POST /api/resources/scan')).toHaveLength(0);
  });

  it('a new code found in Open Food Facts opens the form prefilled, keeps the code, then counts the unit', async () => {
    const created = beans(0, {
      id: resourceId(902),
      name: 'Chickpeas in water',
      unit: 'can',
      kcalPerUnit: 312,
      barcodes: [NEW_CODE],
    });
    const { user, callsTo } = await renderTracker({
      'POST /api/resources/scan': scanServer({
        [NEW_CODE]: (n) =>
          n === 1
            ? {
                outcome: 'new',
                code: NEW_CODE,
                lookup: 'found',
                product: {
                  name: 'Chickpeas in water',
                  category: 'Food & Nutrition',
                  unit: 'can',
                  litresPerUnit: null,
                  kcalPerUnit: 312,
                  shelfLife: 'one-year',
                },
              }
            : { outcome: 'added', code: NEW_CODE, resource: { ...created, currentQuantity: 1 } },
      }),
      'POST /api/resources': { status: 201, body: { resource: created } },
    });
    const dialog = await openScan(user);
    await user.type(field('Barcode', dialog), `${NEW_CODE}{Enter}`);

    expect(await within(dialog).findByText(`New barcode ${NEW_CODE}`, {}, { timeout: 10_000 })).toBeVisible();
    expect(within(dialog).getByText(/Filled in from Open Food Facts/)).toBeVisible();
    await within(dialog).findByLabelText(/^kcal per unit/);
    expect(field('Name', dialog)).toHaveValue('Chickpeas in water');
    expect(field('Unit', dialog)).toHaveValue('can');
    expect(field('kcal per unit', dialog)).toHaveValue(312);
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveValue('Food & Nutrition');
    expect(within(dialog).getByText(NEW_CODE, { selector: 'span' })).toBeVisible();

    await user.type(field('Target', dialog), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add supply' }));

    await waitFor(() => expect(result(dialog)).toHaveTextContent('+1 Chickpeas in water: 1 can'));
    expect(callsTo('POST /api/resources')[0]!.body).toEqual({
      name: 'Chickpeas in water',
      category: 'Food & Nutrition',
      unit: 'can',
      targetQuantity: 12,
      litresPerUnit: null,
      kcalPerUnit: 312,
      shelfLife: 'one-year',
      barcodes: [NEW_CODE],
    });
    expect(callsTo('POST /api/resources/scan')).toHaveLength(2);
    await waitFor(() => expect(field('Barcode', dialog)).toHaveFocus());
    expect(item('Chickpeas in water')).not.toBeNull();
  });

  it.each([
    ['not-found', /Open Food Facts does not know this code/],
    ['unavailable', /Open Food Facts did not answer/],
    ['rate-limited', /Too many product lookups/],
  ] as const)(
    'a new code the lookup could not fill (%s) opens the form empty with the code kept',
    async (lookup, line) => {
      const { user, callsTo } = await renderTracker({
        'POST /api/resources/scan': { body: { outcome: 'new', code: NEW_CODE, lookup, product: null } },
      });
      const dialog = await openScan(user);
      await user.type(field('Barcode', dialog), `${NEW_CODE}{Enter}`);
      expect(await within(dialog).findByText(line, {}, { timeout: 10_000 })).toBeVisible();
      await within(dialog).findByLabelText(/^kcal per unit/);
      expect(field('Name', dialog)).toHaveValue('');
      expect(field('Unit', dialog)).toHaveValue('');
      expect(within(dialog).getByText(NEW_CODE, { selector: 'span' })).toBeVisible();

      // Back to scanning without adding: nothing written.
      await user.click(within(dialog).getByRole('button', { name: 'Back to scanning' }));
      await waitFor(() => expect(field('Barcode', dialog)).toHaveFocus());
      expect(callsTo('POST /api/resources')).toHaveLength(0);
    },
  );

  it('a new code can be added to a supply already tracked, then counts the unit', async () => {
    const { user, callsTo } = await renderTracker({
      'POST /api/resources/scan': scanServer({
        [NEW_CODE]: (n) =>
          n === 1
            ? { outcome: 'new', code: NEW_CODE, lookup: 'not-found', product: null }
            : { outcome: 'added', code: NEW_CODE, resource: beans(3, { barcodes: [BEANS_CODE, NEW_CODE] }) },
      }),
      [`POST /api/resources/${BEANS_ID}/barcodes`]: {
        status: 201,
        body: { resource: beans(2, { barcodes: [BEANS_CODE, NEW_CODE] }) },
      },
    });
    const dialog = await openScan(user);
    await user.type(field('Barcode', dialog), `${NEW_CODE}{Enter}`);
    await within(dialog).findByText(`New barcode ${NEW_CODE}`, {}, { timeout: 10_000 });

    await user.click(within(dialog).getByRole('button', { name: 'Add code to supply' }));
    expect(within(dialog).getByText('Choose the supply this code belongs to')).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Existing supply' }), 'Canned beans');
    await user.click(within(dialog).getByRole('button', { name: 'Add code to supply' }));

    await waitFor(() => expect(result(dialog)).toHaveTextContent('+1 Canned beans: 3 cans'));
    expect(callsTo(`POST /api/resources/${BEANS_ID}/barcodes`)[0]!.body).toEqual({ code: NEW_CODE });
    expect(callsTo('POST /api/resources/scan')).toHaveLength(2);
  });

  it('the supply edit dialog lists its barcodes and removes one', async () => {
    const { user, callsTo } = await renderTracker({
      [`DELETE /api/resources/${BEANS_ID}/barcodes/${BEANS_CODE}`]: { status: 204 },
    });
    await user.click(within(item('Canned beans')!).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Canned beans' }, { timeout: 10_000 });
    const list = await within(dialog).findByRole('region', { name: 'Barcodes' });
    expect(within(list).getByText(BEANS_CODE)).toBeVisible();
    await user.click(within(list).getByRole('button', { name: `Remove barcode ${BEANS_CODE}` }));
    await waitFor(() => expect(within(dialog).queryByText(BEANS_CODE)).not.toBeInTheDocument());
    expect(callsTo(`DELETE /api/resources/${BEANS_ID}/barcodes/${BEANS_CODE}`)).toHaveLength(1);
  });
});
