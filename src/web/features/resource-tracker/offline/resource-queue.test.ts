import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import type { QueuedBatch, QueuedChange } from '@web/lib/offline/store';
import { planSync } from './resource-queue';

const row = (over: Partial<Resource>): Resource => ({
  id: 'r-water',
  name: 'Water (Gallons)',
  category: 'Water & Hydration',
  currentQuantity: 0,
  expiredQuantity: 0,
  shelfLife: 'none',
  batches: [],
  targetQuantity: 14,
  unit: 'gallons',
  status: 'critical',
  litresPerUnit: 3.785,
  kcalPerUnit: null,
  isCustom: false,
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});
const queued = (over: Partial<QueuedChange>): QueuedChange => ({
  id: 'r-water',
  currentQuantity: 2,
  baseUpdatedAt: '2026-11-21T10:00:00.000Z',
  name: 'Water (Gallons)',
  ...over,
});

describe('planSync: what the offline queue sends when the connection is back', () => {
  it('sends the queued quantity alone when the server row is as the user last saw it', () => {
    expect(planSync([queued({})], [row({})])).toEqual({
      changes: [{ id: 'r-water', currentQuantity: 2 }],
      batches: [],
      removedBatches: [],
      sent: 1,
      sentBatches: 0,
      conflicts: [],
      dropped: [],
    });
  });

  it('a row changed meanwhile keeps the user quantity and is reported under the server name', () => {
    const server = row({ name: 'Drinking Water (Gallons)', targetQuantity: 20, updatedAt: '2026-11-21T11:00:00.000Z' });
    const plan = planSync([queued({})], [server]);
    // Only the quantity is sent: the server's target and name stay, the server recomputes status.
    expect(plan.changes).toEqual([{ id: 'r-water', currentQuantity: 2 }]);
    expect(plan.conflicts).toEqual(['Drinking Water (Gallons)']);
  });

  it('a row that no longer exists is dropped, by the name the user knew', () => {
    const plan = planSync([queued({ id: 'gone', name: 'Candles' }), queued({})], [row({})]);
    expect(plan.changes).toEqual([{ id: 'r-water', currentQuantity: 2 }]);
    expect(plan.dropped).toEqual(['Candles']);
    expect(plan.sent).toBe(1);
  });
});

describe('planSync: batches, the same rule per batch', () => {
  const saved = {
    id: 'b1',
    quantity: 5,
    addedOn: '2026-11-01',
    expiresOn: '2027-05-01',
    note: null,
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
  const edit = (over: Partial<QueuedBatch>): QueuedBatch => ({
    id: 'b1',
    resourceId: 'r-water',
    batch: { id: 'b1', resourceId: 'r-water', quantity: 8, addedOn: '2026-11-01', expiresOn: '2027-06-01', note: null },
    baseUpdatedAt: saved.updatedAt,
    name: 'Water (Gallons)',
    ...over,
  });

  it('sends an edited batch; unchanged on the server: no conflict', () => {
    const plan = planSync([], [row({ batches: [saved] })], [edit({})]);
    expect(plan.batches).toEqual([edit({}).batch]);
    expect([plan.conflicts, plan.dropped, plan.sentBatches]).toEqual([[], [], 1]);
  });

  it("a batch changed elsewhere meanwhile keeps the user's version and is named", () => {
    const plan = planSync([], [row({ batches: [{ ...saved, updatedAt: '2026-11-22T08:00:00.000Z' }] })], [edit({})]);
    expect(plan.batches).toHaveLength(1);
    expect(plan.conflicts).toEqual(['Water (Gallons)']);
  });

  it('an edit of a batch removed elsewhere is dropped and named; a removal of it is simply done', () => {
    const plan = planSync([], [row({ batches: [] })], [edit({}), edit({ id: 'b2', batch: null })]);
    expect(plan.batches).toEqual([]);
    expect(plan.removedBatches).toEqual([]);
    expect(plan.dropped).toEqual(['a batch of Water (Gallons)']);
  });

  it('a new batch is sent as it is; a removal of a saved one is sent', () => {
    const fresh = edit({ id: 'n1', baseUpdatedAt: null, batch: { ...edit({}).batch!, id: 'n1' } });
    const plan = planSync([], [row({ batches: [saved] })], [fresh, edit({ batch: null })]);
    expect(plan.batches.map((b) => b.id)).toEqual(['n1']);
    expect(plan.removedBatches).toEqual(['b1']);
    expect(plan.sentBatches).toBe(2);
  });

  it('the batches of a supply that no longer exists are dropped by its name', () => {
    const plan = planSync([], [], [edit({})]);
    expect(plan.dropped).toEqual(['Water (Gallons)']);
  });
});
