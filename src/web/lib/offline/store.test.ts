import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_TICKS_KEY, LAST_EVENT_KEY } from '@web/lib/emergency/device-keys';
import { installIndexedDb } from '@web/test/indexed-db';
import { OFFLINE_USER_KEY, offlineUser } from './marker';
import {
  clearOfflineData,
  discardQueue,
  forgetAllExcept,
  read,
  remove,
  unsentChanges,
  write,
  type CheckinQueue,
  type ResourceQueue,
  type Snapshot,
} from './store';

const snapshot = (userId: string): Snapshot => ({
  userId,
  savedAt: 1,
  buster: '5',
  state: { mutations: [], queries: [] },
});
const queue = (userId: string): ResourceQueue => ({
  userId,
  changes: [{ id: 'r-food', currentQuantity: 4, baseUpdatedAt: '2026-11-21T10:00:00.000Z', name: 'Canned Food' }],
  batches: [
    {
      id: 'b1',
      resourceId: 'r-water',
      batch: null,
      baseUpdatedAt: '2026-11-21T10:00:00.000Z',
      name: 'Water (Gallons)',
    },
  ],
});

let device: ReturnType<typeof installIndexedDb>;
beforeEach(async () => {
  device = installIndexedDb();
  // Ada used Holdfast on this device: her copies, her queued changes, the marker naming her.
  await write('snapshot', snapshot('ada'));
  await write('queue', queue('ada'));
});

describe('the offline store: queued changes outlive the session (decision 237)', () => {
  it('an expired session (the server says nobody) drops the copies and pictures, and keeps the queue under its user', async () => {
    await forgetAllExcept(null);
    expect(device.owners()).toEqual({ queue: 'ada' });
    expect(device.cachesDelete).toHaveBeenCalledWith('holdfast-user-files');
    // The marker still names her: her data (the queue) is on the device.
    expect(offlineUser()).toBe('ada');
    expect(await unsentChanges()).toEqual({ userId: 'ada', count: 2 });
  });

  it('the same user signing in again keeps everything', async () => {
    await forgetAllExcept('ada');
    expect(device.owners()).toEqual({ snapshot: 'ada', queue: 'ada' });
    expect(device.cachesDelete).not.toHaveBeenCalled();
    expect(offlineUser()).toBe('ada');
  });

  it("another user signing in: the previous user's copies go, their queue waits for a decision", async () => {
    await forgetAllExcept('bo');
    expect(device.owners()).toEqual({ queue: 'ada' });
    expect(offlineUser()).toBe('ada');
    expect(await unsentChanges()).toEqual({ userId: 'ada', count: 2 });

    // "Continue": discarded, then the new user's own start finds nothing of anyone.
    await discardQueue();
    await forgetAllExcept('bo');
    expect(device.owners()).toEqual({});
    expect(localStorage.getItem(OFFLINE_USER_KEY)).toBeNull();
    expect(await unsentChanges()).toBeUndefined();
  });

  it('sign-out keeping the queue: only the queue stays, and the page writes nothing more', async () => {
    await clearOfflineData({ keepQueue: true });
    expect(device.owners()).toEqual({ queue: 'ada' });
    expect(offlineUser()).toBe('ada');
    await write('snapshot', snapshot('ada'));
    expect(await read('snapshot')).toBeUndefined();
  });

  it('sign-out discarding the queue: nothing stays', async () => {
    await clearOfflineData({ keepQueue: false });
    expect(device.owners()).toEqual({});
    expect(offlineUser()).toBeNull();
  });

  it("sign-out also forgets the emergency screen's ticks and last event on this device", async () => {
    localStorage.setItem(DEVICE_TICKS_KEY, JSON.stringify({ 'grab:i1': true }));
    localStorage.setItem(LAST_EVENT_KEY, 'flood');
    await clearOfflineData({ keepQueue: true });
    expect(localStorage.getItem(DEVICE_TICKS_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_EVENT_KEY)).toBeNull();
  });

  it('an empty queue is no unsent change', async () => {
    await write('queue', { userId: 'ada', changes: [], batches: [] });
    expect(await unsentChanges()).toBeUndefined();
  });

  it('queued check-ins (issue 37) are unsent work too: kept for their user across sign-ins, counted, discarded only when asked', async () => {
    const checkins: CheckinQueue = {
      userId: 'ada',
      checkins: [
        {
          incidentId: 'inc1',
          checkin: {
            id: '6f1c3f0e-8a51-4c8e-9b0e-2f7d2b1c9a10',
            status: 'safe',
            note: null,
            subjectUserId: null,
            subjectName: null,
            location: null,
          },
          subjectLabel: 'you',
          queuedAt: '2026-11-27T10:00:00.000Z',
        },
      ],
    };
    await write('checkins', checkins);
    expect(await unsentChanges()).toEqual({ userId: 'ada', count: 3, checkins: 1 });

    await forgetAllExcept('bo');
    expect(device.owners()).toEqual({ queue: 'ada', checkins: 'ada' });
    expect(offlineUser()).toBe('ada');

    // Only check-ins waiting: still unsent, and still hers after a sign-out that keeps the queue.
    await remove('queue');
    expect(await unsentChanges()).toEqual({ userId: 'ada', count: 1, checkins: 1 });
    await clearOfflineData({ keepQueue: true });
    expect(device.owners()).toEqual({ checkins: 'ada' });
    expect(offlineUser()).toBe('ada');

    await discardQueue();
    expect(device.owners()).toEqual({});
    expect(await unsentChanges()).toBeUndefined();
  });
});
