import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CHANNEL_NAME,
  AUTH_STORAGE_KEY,
  broadcastAuthEvent,
  resetAuthEventsForTests,
  subscribeToAuthEvents,
  type AuthEvent,
} from './auth-events';

afterEach(() => {
  resetAuthEventsForTests();
  vi.unstubAllGlobals();
});

describe('auth events across tabs', () => {
  it('hears another tab on the BroadcastChannel, and is heard by it', async () => {
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    try {
      const heard = vi.fn();
      const unsubscribe = subscribeToAuthEvents(heard);
      otherTab.postMessage({ type: 'SIGNED_OUT', at: 1 } satisfies AuthEvent);
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ type: 'SIGNED_OUT', at: 1 }));

      const received = new Promise<unknown>((resolve) => {
        otherTab.onmessage = (e) => resolve(e.data);
      });
      broadcastAuthEvent('SIGNED_IN');
      await expect(received).resolves.toMatchObject({ type: 'SIGNED_IN' });
      unsubscribe();
    } finally {
      otherTab.close();
    }
  });

  it('ignores messages that are not auth events', async () => {
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    try {
      const heard = vi.fn();
      subscribeToAuthEvents(heard);
      otherTab.postMessage({ type: 'HELLO' });
      otherTab.postMessage({ type: 'SIGNED_IN', at: 2 });
      await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
      expect(heard).toHaveBeenCalledWith({ type: 'SIGNED_IN', at: 2 });
    } finally {
      otherTab.close();
    }
  });

  it('falls back to the storage event without BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard = vi.fn();
    subscribeToAuthEvents(heard);
    broadcastAuthEvent('SIGNED_OUT');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ type: 'SIGNED_OUT' });
    // The browser fires `storage` in the other tabs only; simulate being one of them.
    window.dispatchEvent(
      new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: JSON.stringify({ type: 'SIGNED_OUT', at: 3 }) }),
    );
    expect(heard).toHaveBeenCalledWith({ type: 'SIGNED_OUT', at: 3 });
  });
});
