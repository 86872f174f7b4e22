import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { addMonths } from '@shared/supplies/rotation';
import { localToday } from '@web/lib/format';
import { deferred, mockApi, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { defaultResourceId, resourceId, seededResources } from '@web/test/resource-fixtures';
import { Component as ResourceTrackerPage } from './resource-tracker-page';

/** Canned Food (keeps 1 year) with an undated batch from before decision 0257 and one of new stock. */
function withCans(): Resource[] {
  return seededResources().map((r) =>
    r.name === 'Canned Food'
      ? {
          ...r,
          currentQuantity: 7,
          batches: [
            {
              id: resourceId(501),
              quantity: 3,
              addedOn: '2026-11-20',
              expiresOn: '2027-11-20',
              note: null,
              updatedAt: '2026-11-20T12:00:00.000Z',
            },
            {
              id: resourceId(500),
              quantity: 4,
              addedOn: '2026-10-01',
              expiresOn: null,
              note: null,
              updatedAt: '2026-10-01T12:00:00.000Z',
            },
          ],
        }
      : r,
  );
}

async function openCans(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/resources': { body: { resources: withCans() } }, ...routes });
  const utils = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
  await screen.findByRole('region', { name: 'Food & Nutrition' }, { timeout: 15_000 });
  // jsdom names it without the space before the visually hidden " of Canned Food".
  await utils.user.click(screen.getByRole('button', { name: /^Batches \(2\) ?of Canned Food$/ }));
  return { ...utils, ...api };
}

const row = (name: string) => document.querySelector<HTMLElement>(`[data-slot="resource-item"][data-name="${name}"]`)!;

const keeps = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Keeps' });

describe('the batch dialog: Keeps and Best before agree (decision 0257)', () => {
  it('an undated batch reads "No expiry" beside its empty best before; a dated one its class and date', async () => {
    const { user } = await openCans();
    await user.click(screen.getByRole('button', { name: /^Edit batch: 4 cans/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit batch of Canned Food' });
    expect(field('Best before', dialog).value).toBe('');
    expect(keeps(dialog)).toHaveDisplayValue('No expiry');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /^Edit batch: 3 cans/ }));
    dialog = await screen.findByRole('dialog', { name: 'Edit batch of Canned Food' });
    expect(field('Best before', dialog).value).toBe('2027-11-20');
    expect(keeps(dialog)).toHaveDisplayValue('1 year');
  });

  it("a new batch is best before the supply's default, which follows the day added until the user picks a date", async () => {
    const { user } = await openCans();
    await user.click(screen.getByRole('button', { name: /^Add batch ?of Canned Food$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add batch of Canned Food' });
    const today = localToday();
    expect(field('Added on', dialog).value).toBe(today);
    expect(field('Best before', dialog).value).toBe(addMonths(today, 12));
    expect(keeps(dialog)).toHaveDisplayValue('1 year');

    fireEvent.change(field('Added on', dialog), { target: { value: '2026-03-10' } });
    expect(field('Best before', dialog).value).toBe('2027-03-10');

    // A date the user chose stays when the day added changes.
    fireEvent.change(field('Best before', dialog), { target: { value: '2026-09-01' } });
    fireEvent.change(field('Added on', dialog), { target: { value: '2026-03-12' } });
    expect(field('Best before', dialog).value).toBe('2026-09-01');
  });
});

describe('one way to save (decision 0294)', () => {
  it('a batch added, changed and removed join the plus on another row: one SAVE CHANGES sends them all', async () => {
    const pending = deferred();
    const { user, callsTo } = await openCans({ 'PUT /api/resources': () => pending.handler() });
    // Queries by role stay inside a row or the dialog: over the whole page (21 rows) each one costs seconds here.
    const cansRow = row('Canned Food');
    const cans = within(cansRow).getByRole('list', { name: 'Batches of Canned Food' });
    const unsaved = () => Array.from(cans.querySelectorAll('[data-slot="batch-unsaved"]'), (el) => el.closest('li')!);

    // Added: the dialog says it joins the unsaved changes, and its button adds (it saves nothing).
    await user.click(within(cansRow).getByRole('button', { name: /^Add batch ?of Canned Food$/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Add batch of Canned Food' });
    expect(dialog).toHaveTextContent('Like plus and minus, the batch joins your unsaved changes');
    expect(dialog).not.toHaveTextContent(/afterwards/);
    fireEvent.change(field('Quantity (cans)', dialog), { target: { value: '6' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add batch' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByText('UNSAVED CHANGES (1)')).toBeVisible();
    expect(unsaved()).toHaveLength(1);
    expect(unsaved()[0]).toHaveTextContent(/^6 cans/);

    // Changed: "Change batch", marked Unsaved too.
    await user.click(within(cans).getByRole('button', { name: /^Edit batch: 3 cans/ }));
    dialog = await screen.findByRole('dialog', { name: 'Edit batch of Canned Food' });
    expect(within(dialog).queryByRole('button', { name: /save|update/i })).not.toBeInTheDocument();
    fireEvent.change(field('Quantity (cans)', dialog), { target: { value: '5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Change batch' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(unsaved()).toHaveLength(2);

    // Removed, and a plus on another row: one list of unsaved changes, nothing sent yet.
    await user.click(within(cans).getByRole('button', { name: /^Remove batch: 4 cans/ }));
    await user.click(within(row('Water (Gallons)')).getByRole('button', { name: 'Increase Water (Gallons)' }));
    expect(screen.getByText('UNSAVED CHANGES (4)')).toBeVisible();
    expect(callsTo('PUT /api/resources')).toHaveLength(0);

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'SAVE CHANGES' }));
    const puts = callsTo('PUT /api/resources');
    expect(puts).toHaveLength(1);
    const body = puts[0]!.body as {
      changes: unknown[];
      batches: { id: string; quantity: number; addedOn: string; expiresOn: string | null; note: string | null }[];
      removedBatches: string[];
    };
    expect(body.changes).toEqual([{ id: defaultResourceId('Water (Gallons)'), currentQuantity: 1 }]);
    expect(body.batches).toHaveLength(2);
    expect(body.batches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: resourceId(501), quantity: 5 }),
        expect.objectContaining({ resourceId: defaultResourceId('Canned Food'), quantity: 6 }),
      ]),
    );
    expect(body.removedBatches).toEqual([resourceId(500)]);

    // The server's answer: Canned Food with its two batches, Water with one.
    const saved = withCans().map((r) => {
      if (r.name === 'Canned Food')
        return {
          ...r,
          currentQuantity: 11,
          batches: body.batches.map(({ id, quantity, addedOn, expiresOn, note }) => ({
            id,
            quantity,
            addedOn,
            expiresOn,
            note,
            updatedAt: '2026-11-27T12:00:00.000Z',
          })),
        };
      if (r.name === 'Water (Gallons)') return { ...r, currentQuantity: 1 };
      return r;
    });
    act(() =>
      pending.release({
        body: { resources: saved.filter((r) => r.name === 'Canned Food' || r.name === 'Water (Gallons)') },
      }),
    );
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Resources Updated'));
    expect(screen.queryByText(/UNSAVED CHANGES/)).not.toBeInTheDocument();
    expect(unsaved()).toHaveLength(0);
  });
});
