import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { read, unsentChanges, type QueuedBatch, type QueuedChange } from '@web/lib/offline/store';
import { resourcesQueryKey } from '@web/lib/resources/resources-query';
import { installIndexedDb } from '@web/test/indexed-db';
import { mockApi, type ApiCall, type MockResponse } from '@web/test/mock-api';
import { flushResourceQueue, planSync, queueResourceChanges } from './resource-queue';

const row = (over: Partial<Resource>): Resource => ({
  id: 'r-water',
  name: 'Water (Gallons)',
  category: 'Water & Hydration',
  currentQuantity: 0,
  expiredQuantity: 0,
  shelfLife: 'none',
  batches: [],
  barcodes: [],
  targetQuantity: 14,
  unit: 'gallons',
  status: 'critical',
  litresPerUnit: 3.785,
  kcalPerUnit: null,
  isCustom: false,
  ownTarget: false,
  followsGoal: false,
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

describe('planSync: deltas (what was done offline) add up', () => {
  it('sends what was done, not the total; a row changed meanwhile is no conflict', () => {
    const server = row({ currentQuantity: 9, updatedAt: '2026-11-21T11:00:00.000Z' });
    const plan = planSync([queued({ currentQuantity: 9, delta: -1 })], [server]);
    expect(plan).toMatchObject({ changes: [], deltas: [{ id: 'r-water', delta: -1 }], sent: 1, conflicts: [] });
  });

  it('nothing to send when plus and minus cancelled out; a row gone is dropped by name', () => {
    const plan = planSync([queued({ delta: 0 }), queued({ id: 'gone', name: 'Candles', delta: 2 })], [row({})]);
    expect(plan).toMatchObject({ changes: [], deltas: [], sent: 0, dropped: ['Candles'] });
  });
});

describe('planSync: queues written before deltas (quantities)', () => {
  it('sends the queued quantity alone when the server row is as the user last saw it', () => {
    expect(planSync([queued({})], [row({})])).toEqual({
      changes: [{ id: 'r-water', currentQuantity: 2 }],
      deltas: [],
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

describe('queueResourceChanges: offline saves become what was done', () => {
  beforeEach(() => {
    installIndexedDb();
  });

  it('two minus saves are -2; a batch added in a save is sent as the batch, not counted again', async () => {
    const queryClient = new QueryClient();
    const cans = row({ id: 'r-cans', name: 'Canned Food', currentQuantity: 10, batches: [] });
    queryClient.setQueryData(resourcesQueryKey, { resources: [cans] });
    await queueResourceChanges(queryClient, 'u1', {
      changes: [{ id: 'r-cans', currentQuantity: 9 }],
      batches: [],
      removedBatches: [],
    });
    await queueResourceChanges(queryClient, 'u1', {
      changes: [{ id: 'r-cans', currentQuantity: 8 }],
      batches: [],
      removedBatches: [],
    });
    expect((await read('queue'))!.changes).toEqual([
      expect.objectContaining({ id: 'r-cans', currentQuantity: 8, delta: -2 }),
    ]);
    // 4 cans in a new batch and one used, in one save: the quantity asked for is 8 + 4 - 1 = 11.
    const batch = {
      id: 'b-new',
      resourceId: 'r-cans',
      quantity: 4,
      addedOn: '2026-11-24',
      expiresOn: '2030-01-01',
      note: null,
    };
    await queueResourceChanges(queryClient, 'u1', {
      changes: [{ id: 'r-cans', currentQuantity: 11 }],
      batches: [batch],
      removedBatches: [],
    });
    const queue = (await read('queue'))!;
    expect(queue.changes).toEqual([expect.objectContaining({ id: 'r-cans', currentQuantity: 11, delta: -3 })]);
    expect(queue.batches).toEqual([expect.objectContaining({ id: 'b-new', batch })]);
  });
});

/**
 * A stand-in for the server's side of decision 0276: it applies each save's deltas to Canned Food
 * unless it has seen the save's key, and answers the row. `loseAnswer` makes the next save be
 * applied and its answer lost (the connection drops on the way back).
 */
function keyedServer(start: number) {
  let held = start;
  const keys = new Set<string>();
  let loseAnswer = false;
  const cans = () => row({ id: 'r-cans', name: 'Canned Food', currentQuantity: held });
  const apply = (body: { deltas?: { id: string; delta: number }[]; saveKey?: string }) => {
    if (!body.saveKey || !keys.has(body.saveKey)) for (const d of body.deltas ?? []) held = Math.max(0, held + d.delta);
    if (body.saveKey) keys.add(body.saveKey);
  };
  const api = mockApi({
    'GET /api/resources': () => ({ body: { resources: [cans()] } }),
    'PUT /api/resources': (call: ApiCall): MockResponse => {
      apply(call.body as Parameters<typeof apply>[0]);
      if (loseAnswer) {
        loseAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return { body: { resources: [cans()] } };
    },
  });
  const puts = () => api.callsTo('PUT /api/resources').map((c) => c.body as { deltas?: unknown[]; saveKey?: string });
  return {
    puts,
    /** A save that reached the server by another way (the tracker's own PUT). */
    arrived: apply,
    held: () => held,
    loseNextAnswer: () => {
      loseAnswer = true;
    },
  };
}

const minusOne = (quantity: number) => ({
  changes: [{ id: 'r-cans', currentQuantity: quantity }],
  batches: [],
  removedBatches: [],
});

describe('a save sent again after its answer was lost keeps its key (decision 0276)', () => {
  beforeEach(() => {
    installIndexedDb();
  });

  it('the queue resends the same save with the same key; what was saved meanwhile goes with a key of its own', async () => {
    const server = keyedServer(10);
    const queryClient = new QueryClient();
    queryClient.setQueryData(resourcesQueryKey, {
      resources: [row({ id: 'r-cans', name: 'Canned Food', currentQuantity: 10 })],
    });
    await queueResourceChanges(queryClient, 'u1', minusOne(9));

    // Sent and applied, the answer lost: the save waits with the key it was sent with.
    server.loseNextAnswer();
    await flushResourceQueue(queryClient, 'u1');
    const [first] = server.puts();
    expect(first).toMatchObject({ deltas: [{ id: 'r-cans', delta: -1 }] });
    expect(first!.saveKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await read('queue'))!.sent).toEqual([expect.objectContaining({ key: first!.saveKey })]);
    expect(server.held()).toBe(9);

    // Two more used while it waits: queued beside it, never merged into it.
    await queueResourceChanges(queryClient, 'u1', minusOne(7));
    expect(await unsentChanges()).toEqual({ userId: 'u1', count: 1 });
    await flushResourceQueue(queryClient, 'u1');
    const [, again, next] = server.puts();
    expect(again).toEqual(first);
    expect(next).toMatchObject({ deltas: [{ id: 'r-cans', delta: -2 }] });
    expect(next!.saveKey).not.toBe(first!.saveKey);
    expect(server.puts()).toHaveLength(3);
    // 10 - 1 - 2: the lost answer's save counted once.
    expect(server.held()).toBe(7);
    expect(await read('queue')).toBeUndefined();
  });

  it("the tracker's save whose answer was lost is queued with its own key, after what waited before it", async () => {
    const server = keyedServer(10);
    const queryClient = new QueryClient();
    queryClient.setQueryData(resourcesQueryKey, {
      resources: [row({ id: 'r-cans', name: 'Canned Food', currentQuantity: 10 })],
    });
    // Saved offline first (never sent), then a save sent online whose answer never came.
    await queueResourceChanges(queryClient, 'u1', minusOne(9));
    const trackerKey = crypto.randomUUID();
    await queueResourceChanges(queryClient, 'u1', { ...minusOne(8), saveKey: trackerKey }, trackerKey);
    const queue = (await read('queue'))!;
    expect(queue.changes).toEqual([]);
    expect(queue.sent!.map((s) => [s.changes.map((c) => c.delta), s.key === trackerKey])).toEqual([
      [[-1], false],
      [[-1], true],
    ]);
    // The tracker's save had reached the server: its resend under its key is not applied again.
    server.arrived({ deltas: [{ id: 'r-cans', delta: -1 }], saveKey: trackerKey });
    await flushResourceQueue(queryClient, 'u1');
    expect(server.puts().map((p) => p.saveKey)).toEqual([queue.sent![0]!.key, trackerKey]);
    expect(server.held()).toBe(8);
  });

  it('a batch made offline and removed in a save whose answer was lost: the removal waits too', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(resourcesQueryKey, {
      resources: [row({ id: 'r-cans', name: 'Canned Food', currentQuantity: 10 })],
    });
    const batch = {
      id: 'b-new',
      resourceId: 'r-cans',
      quantity: 4,
      addedOn: '2026-11-24',
      expiresOn: '2030-01-01',
      note: null,
    };
    await queueResourceChanges(queryClient, 'u1', { changes: [], batches: [batch], removedBatches: [] });
    const trackerKey = crypto.randomUUID();
    await queueResourceChanges(queryClient, 'u1', { changes: [], batches: [], removedBatches: ['b-new'] }, trackerKey);
    const queue = (await read('queue'))!;
    // The batch is sent (sealed with a key of its own), then removed: it never stays behind.
    expect(
      queue.sent!.map((s) => [s.key === trackerKey, s.batches.map((b) => [b.id, b.batch?.quantity ?? null])]),
    ).toEqual([
      [false, [['b-new', 4]]],
      [true, [['b-new', null]]],
    ]);
    expect(await unsentChanges()).toEqual({ userId: 'u1', count: 1 });
  });
});
