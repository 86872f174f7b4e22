import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import type { QueuedChange } from '@web/lib/offline/store';
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
      sent: 1,
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
