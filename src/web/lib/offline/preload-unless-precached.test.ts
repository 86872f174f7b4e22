import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadUnlessPrecached } from './preload-unless-precached';

afterEach(() => {
  // setup.ts restores stubbed globals; the property defined here goes too.
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const controlledBy = (controller: object | null) =>
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });

describe('preloadUnlessPrecached', () => {
  it('loads the chunk (after the current task) when no service worker controls the page (a first visit)', async () => {
    controlledBy(null);
    const load = vi.fn(() => Promise.resolve());
    preloadUnlessPrecached(load);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('leaves it to be loaded when needed on a page the service worker controls (its chunks are precached)', async () => {
    controlledBy({});
    const load = vi.fn(() => Promise.resolve());
    preloadUnlessPrecached(load);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed preload is no error (the chunk loads again when needed)', async () => {
    controlledBy(null);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    preloadUnlessPrecached(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
