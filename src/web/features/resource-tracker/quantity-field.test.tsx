import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { setBrowserOnline } from '@web/test/connectivity';
import { installIndexedDb } from '@web/test/indexed-db';
import { mockApi, signedIn, type ApiCall } from '@web/test/mock-api';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { defaultResourceId, seededResources } from '@web/test/resource-fixtures';
import { Component as ResourceTrackerPage } from './resource-tracker-page';

const slow = { timeout: 15_000 };
const QUANTITY_MESSAGE = 'Quantity must be a whole number from 0 to 1,000,000';

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

async function renderTracker(resources = seededResources({ 'Canned Food': 10 })) {
  const api = mockApi({ 'GET /api/resources': { body: { resources } }, 'PUT /api/resources': echoSave(resources) });
  const utils = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
  await screen.findByRole('region', { name: 'Food & Nutrition' }, slow);
  return { ...utils, ...api };
}

const cans = () => screen.getByRole('spinbutton', { name: 'Quantity of Canned Food' });
const shown = (name: string) =>
  document.querySelector(`[data-slot="resource-item"][data-name="${CSS.escape(name)}"] [data-slot="quantity"]`)
    ?.textContent;

describe('/resource-tracker quantity field', () => {
  it('each row has a number field named after it, showing what counts', async () => {
    await renderTracker();
    expect(cans()).toHaveValue(10);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Water (Gallons)' })).toHaveValue(0);
    expect(screen.getAllByRole('spinbutton', { name: /^Quantity of / })).toHaveLength(21);
  });

  it('typing 50 is an unsaved change at once; Enter does not save; SAVE CHANGES sends 50 in one request', async () => {
    const { user, callsTo } = await renderTracker();
    await user.clear(cans());
    await user.type(cans(), '50{Enter}');
    expect(cans()).toHaveValue(50);
    expect(shown('Canned Food')).toBe('50');
    expect(screen.getByRole('status')).toHaveTextContent('UNSAVED CHANGES (1)');
    // 50 of 50 cans: stocked.
    expect(within(document.querySelector('[data-name="Canned Food"]')!).getByText('GOOD')).toBeVisible();
    expect(callsTo('PUT /api/resources')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Resources Updated'));
    const puts = callsTo('PUT /api/resources');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      changes: [{ id: defaultResourceId('Canned Food'), currentQuantity: 50 }],
      batches: [],
      removedBatches: [],
      // Made once for this save (decision 0276).
      saveKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(screen.queryByText(/UNSAVED CHANGES/)).not.toBeInTheDocument();
  });

  it('typing the loaded value back leaves nothing to save; plus and minus work on a typed value', async () => {
    const { user } = await renderTracker();
    await user.clear(cans());
    await user.type(cans(), '12');
    await user.click(screen.getByRole('button', { name: 'Decrease Canned Food' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Canned Food' }));
    expect(cans()).toHaveValue(10);
    expect(screen.queryByText(/UNSAVED CHANGES/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase Canned Food' }));
    expect(cans()).toHaveValue(11);
  });

  it('0 is the floor: typed 0 disables minus; a wrong entry shows the message, sends nothing and holds SAVE CHANGES', async () => {
    const { user, callsTo } = await renderTracker();
    await user.clear(cans());
    await user.type(cans(), '0');
    expect(screen.getByRole('button', { name: 'Decrease Canned Food' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Decrease Canned Food' }));
    expect(cans()).toHaveValue(0);
    expect(screen.getByText('UNSAVED CHANGES (1)')).toBeVisible();

    for (const wrong of ['-3', '2.5', '1000001', '']) {
      await user.clear(cans());
      if (wrong) await user.type(cans(), wrong);
      expect(cans()).toHaveAttribute('aria-invalid', 'true');
      expect(cans()).toHaveAccessibleDescription(QUANTITY_MESSAGE);
      expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
      expect(screen.getByText('Fix the quantity of Canned Food to save.')).toBeVisible();
    }
    await user.tab();
    // The wrong entry stays to be fixed; the page holds the last whole number typed (100000 on the way to 1000001).
    expect(cans()).toHaveAccessibleDescription(QUANTITY_MESSAGE);
    expect(shown('Canned Food')).toBe('100,000');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(callsTo('PUT /api/resources')).toHaveLength(0);

    await user.type(cans(), '7');
    expect(cans()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(QUANTITY_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeEnabled();
    expect(shown('Canned Food')).toBe('7');
  });

  it('"+ N bought" adds N to the row (button or Enter) and checks N', async () => {
    const { user, callsTo } = await renderTracker();
    const toggle = screen.getByRole('button', { name: 'Bought Canned Food' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const field = screen.getByRole('spinbutton', { name: 'How many Canned Food did you buy?' });
    expect(field).toHaveFocus();
    const add = screen.getByRole('button', { name: 'Add to Canned Food' });
    expect(add).toHaveAttribute('aria-disabled', 'true');

    await user.type(field, '0');
    expect(field).toHaveAccessibleDescription('Bought must be a whole number from 1 to 1,000,000');
    await user.clear(field);
    await user.type(field, '24');
    await user.click(screen.getByRole('button', { name: '+ 24 bought to Canned Food' }));
    expect(cans()).toHaveValue(34);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('UNSAVED CHANGES (1)')).toBeVisible();

    await user.click(toggle);
    await user.keyboard('6{Enter}');
    expect(cans()).toHaveValue(40);
    expect(toggle).toHaveFocus();
    expect(callsTo('PUT /api/resources')).toHaveLength(0);
  });

  it('offline, a typed quantity is queued as what was done since it was loaded (decision 243)', async () => {
    const device = installIndexedDb();
    const resources = seededResources({ 'Canned Food': 10 });
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/resources': { body: { resources } },
    });
    const { user } = renderApp('/resource-tracker');
    await screen.findByRole('region', { name: 'Food & Nutrition' }, slow);
    setBrowserOnline(false);
    await user.clear(cans());
    await user.type(cans(), '50');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Saved on this device'));
    expect(callsTo('PUT /api/resources')).toHaveLength(0);
    expect(device.record('queue')).toMatchObject({
      userId: 'u1',
      changes: [{ id: defaultResourceId('Canned Food'), currentQuantity: 50, delta: 40 }],
    });
    expect(cans()).toHaveValue(50);
  });

  it('a save whose answer is lost waits on the device with the key it was sent with (decision 0276)', async () => {
    const device = installIndexedDb();
    const resources = seededResources({ 'Canned Food': 10 });
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/resources': { body: { resources } },
      // The connection drops on the way back: the server may have applied it.
      'PUT /api/resources': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/resource-tracker');
    await screen.findByRole('region', { name: 'Food & Nutrition' }, slow);
    await user.clear(cans());
    await user.type(cans(), '9');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Saved on this device'));
    const [sent] = callsTo('PUT /api/resources');
    const { saveKey } = sent!.body as { saveKey: string };
    expect(saveKey).toMatch(/^[0-9a-f-]{36}$/);
    // Not merged with what is saved offline later: sent again as it is, with the same key.
    expect(device.record('queue')).toMatchObject({
      userId: 'u1',
      changes: [],
      sent: [{ key: saveKey, changes: [{ id: defaultResourceId('Canned Food'), currentQuantity: 9, delta: -1 }] }],
    });
  });
});
