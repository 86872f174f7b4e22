import { describe, expect, it, vi } from 'vitest';
import { lazyValue } from './lazy-value';

describe('lazyValue', () => {
  it('makes the value on first use only, then returns the same one', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = lazyValue(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
  it('keeps a value that is undefined without making it again', () => {
    const make = vi.fn(() => undefined);
    const get = lazyValue(make);
    get();
    get();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
