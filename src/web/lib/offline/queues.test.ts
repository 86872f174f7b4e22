import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installIndexedDb } from '@web/test/indexed-db';
import { flushOfflineQueues, showOfflineQueues } from './queue-runner';
import { registerOfflineQueue, type OfflineQueue } from './queues';
import { remove, resetOfflineStoreForTests, write } from './store';

/** A queue's code, counted when loaded (as app/offline-queues.ts registers the real ones). */
function fakeQueue() {
  const queue: OfflineQueue = { show: vi.fn(() => Promise.resolve()), flush: vi.fn(() => Promise.resolve()) };
  const load = vi.fn(() => Promise.resolve(queue));
  return { queue, load };
}

let supplies: ReturnType<typeof fakeQueue>;
let checkins: ReturnType<typeof fakeQueue>;
const queryClient = new QueryClient();

beforeEach(async () => {
  installIndexedDb();
  resetOfflineStoreForTests();
  await remove('queue');
  await remove('checkins');
  supplies = fakeQueue();
  checkins = fakeQueue();
  registerOfflineQueue('queue', supplies.load);
  registerOfflineQueue('checkins', checkins.load);
});

describe('offline queues (issue 41: their code loads only when something is queued)', () => {
  it('loads no queue when nothing is queued on the device', async () => {
    await flushOfflineQueues(queryClient, 'u1');
    await showOfflineQueues(queryClient, 'u1');
    expect(supplies.load).not.toHaveBeenCalled();
    expect(checkins.load).not.toHaveBeenCalled();
  });

  it('loads, shows and sends only the queue that holds something of the user', async () => {
    await write('checkins', { userId: 'u1', checkins: [] });
    await showOfflineQueues(queryClient, 'u1');
    await flushOfflineQueues(queryClient, 'u1');
    expect(supplies.load).not.toHaveBeenCalled();
    expect(checkins.queue.show).toHaveBeenCalledWith(queryClient, 'u1');
    expect(checkins.queue.flush).toHaveBeenCalledWith(queryClient, 'u1');
  });

  it("leaves another user's queue unloaded (it waits for them, decision 237)", async () => {
    await write('queue', { userId: 'u2', changes: [] });
    await flushOfflineQueues(queryClient, 'u1');
    expect(supplies.load).not.toHaveBeenCalled();
    await flushOfflineQueues(queryClient, 'u2');
    expect(supplies.queue.flush).toHaveBeenCalledWith(queryClient, 'u2');
  });

  it('a queue whose code cannot load is left out and logged; the others are sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerOfflineQueue('queue', () => Promise.reject(new Error('chunk gone')));
    await write('queue', { userId: 'u1', changes: [] });
    await write('checkins', { userId: 'u1', checkins: [] });
    await flushOfflineQueues(queryClient, 'u1');
    expect(checkins.queue.flush).toHaveBeenCalledWith(queryClient, 'u1');
    expect(error).toHaveBeenCalledWith('Offline queue not loaded', expect.any(Error));
    error.mockRestore();
  });
});
