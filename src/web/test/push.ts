/**
 * jsdom has no service worker or Push API: a stand-in for this browser's push subscription, enough
 * for what sign-out does with it (read its endpoint, end it). Real browsers: e2e/push.e2e.ts.
 */
import { vi } from 'vitest';

export const TEST_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';

export function installPushSubscription(endpoint = TEST_PUSH_ENDPOINT) {
  const subscription = { endpoint, unsubscribe: vi.fn(async () => true) };
  let current: typeof subscription | null = subscription;
  subscription.unsubscribe.mockImplementation(async () => {
    current = null;
    return true;
  });
  const registration = { pushManager: { getSubscription: vi.fn(async () => current) } };
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
  return {
    subscription,
    /** jsdom's navigator as it was (no service worker). */
    remove: () => {
      Reflect.deleteProperty(window.navigator, 'serviceWorker');
    },
  };
}
