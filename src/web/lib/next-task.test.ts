import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the microtasks queued before and after it, in a later task', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => void Promise.resolve().then(() => order.push('chained microtask')));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await yielded;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });
});
