import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInvalidationBatcher } from './invalidation-batcher';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createInvalidationBatcher', () => {
  it('turns a burst of events into one flush, 300 ms after the last', () => {
    const flush = vi.fn();
    const batcher = createInvalidationBatcher(flush);
    batcher.add([['community', 'stats']]);
    vi.advanceTimersByTime(200);
    batcher.add([
      ['community', 'stats'],
      ['me', 'stats'],
    ]);
    vi.advanceTimersByTime(200);
    batcher.add([['me', 'stats']]);
    vi.advanceTimersByTime(299);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    // Each key once, however often it was queued.
    expect(flush).toHaveBeenCalledWith([
      ['community', 'stats'],
      ['me', 'stats'],
    ]);
    vi.advanceTimersByTime(5_000);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('flushes at the latest maxWait after the first event under a steady stream', () => {
    const flush = vi.fn();
    const batcher = createInvalidationBatcher(flush, { delayMs: 300, maxWaitMs: 1_000 });
    for (let t = 0; t < 1_000; t += 100) {
      batcher.add([['community', 'stats']]);
      vi.advanceTimersByTime(100);
    }
    expect(flush).toHaveBeenCalledTimes(1);
    batcher.add([['community', 'stats']]);
    vi.advanceTimersByTime(300);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('separate bursts flush separately', () => {
    const flush = vi.fn();
    const batcher = createInvalidationBatcher(flush);
    batcher.add([['a']]);
    vi.advanceTimersByTime(300);
    batcher.add([['b']]);
    vi.advanceTimersByTime(300);
    expect(flush.mock.calls).toEqual([[[['a']]], [[['b']]]]);
  });

  it('cancel drops what is queued', () => {
    const flush = vi.fn();
    const batcher = createInvalidationBatcher(flush);
    batcher.add([['a']]);
    batcher.cancel();
    vi.advanceTimersByTime(1_000);
    expect(flush).not.toHaveBeenCalled();
    batcher.add([]);
    vi.advanceTimersByTime(1_000);
    expect(flush).not.toHaveBeenCalled();
  });
});
