import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { addMonths } from '@shared/supplies/rotation';
import { localToday } from '@web/lib/format';
import { mockApi } from '@web/test/mock-api';
import { field, renderAt } from '@web/test/render';
import { resourceId, seededResources } from '@web/test/resource-fixtures';
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

async function openCans() {
  mockApi({ 'GET /api/resources': { body: { resources: withCans() } } });
  const utils = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
  await screen.findByRole('region', { name: 'Food & Nutrition' }, { timeout: 15_000 });
  // jsdom names it without the space before the visually hidden " of Canned Food".
  await utils.user.click(screen.getByRole('button', { name: /^Batches \(2\) ?of Canned Food$/ }));
  return utils;
}

const keeps = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Keeps' });

describe('the batch dialog: Keeps and Best before agree (decision 0257)', () => {
  it('an undated batch reads "No expiry" beside its empty best before; a dated one its class and date', async () => {
    const { user } = await openCans();
    await user.click(screen.getByRole('button', { name: /^Edit batch: 4 cans/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit batch of Canned Food' });
    expect(field('Best before', dialog).value).toBe('');
    expect(keeps(dialog)).toHaveTextContent('No expiry');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /^Edit batch: 3 cans/ }));
    dialog = await screen.findByRole('dialog', { name: 'Edit batch of Canned Food' });
    expect(field('Best before', dialog).value).toBe('2027-11-20');
    expect(keeps(dialog)).toHaveTextContent('1 year');
  });

  it("a new batch is best before the supply's default, which follows the day added until the user picks a date", async () => {
    const { user } = await openCans();
    await user.click(screen.getByRole('button', { name: /^Add batch ?of Canned Food$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add batch of Canned Food' });
    const today = localToday();
    expect(field('Added on', dialog).value).toBe(today);
    expect(field('Best before', dialog).value).toBe(addMonths(today, 12));
    expect(keeps(dialog)).toHaveTextContent('1 year');

    fireEvent.change(field('Added on', dialog), { target: { value: '2026-03-10' } });
    expect(field('Best before', dialog).value).toBe('2027-03-10');

    // A date the user chose stays when the day added changes.
    fireEvent.change(field('Best before', dialog), { target: { value: '2026-09-01' } });
    fireEvent.change(field('Added on', dialog), { target: { value: '2026-03-12' } });
    expect(field('Best before', dialog).value).toBe('2026-09-01');
  });
});
