import { describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './lazy-load';

describe('lazyLoad', () => {
  it('loads once, on the first call or warm, and gives the same value to every caller', async () => {
    const load = vi.fn(() => Promise.resolve({ n: 1 }));
    const get = lazyLoad(load);
    expect(load).not.toHaveBeenCalled();
    get.warm();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('schema');
    const get = lazyLoad<string>(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('warm swallows a failed load, and the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('schema');
    const get = lazyLoad<string>(load);
    get.warm();
    expect(load).toHaveBeenCalledTimes(1);
    // The failure settles (and is swallowed: no unhandled rejection fails the run).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(get()).resolves.toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
