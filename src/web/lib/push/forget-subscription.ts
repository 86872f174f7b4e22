/**
 * Signing out on this browser ends its notifications (decision 273): on a shared device the next
 * person must not get the previous user's household's emergencies. The server is told first, while
 * the session still lets it remove the row (DELETE /api/push/subscriptions/current, by endpoint),
 * then the browser's push subscription ends. It never throws and never holds the sign-out long:
 * offline, or with the session already ended, only the browser's subscription ends, and the
 * server's row goes at the next push to it (its push service answers 404/410) or when someone
 * turns notifications on in this browser again (the row moves to them).
 */
import { client, data } from '@web/lib/api-client';

/** How long each step may hold the sign-out. */
const STEP_MS = 3000;

function within<T>(promise: Promise<T>, ms = STEP_MS): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** This browser's push subscription, or null (none, or no Push API). */
async function browserSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await within(navigator.serviceWorker.getRegistration());
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * `tellServer`: the session is still valid (a sign-out about to happen). False when it has ended
 * already (expired, signed out in another browser, a password reset): the server would answer 401.
 */
export async function forgetPushSubscription({ tellServer }: { tellServer: boolean }): Promise<void> {
  let subscription: PushSubscription | null;
  try {
    subscription = await browserSubscription();
  } catch (err) {
    console.error('Push subscription not read', err);
    return;
  }
  if (!subscription) return;
  if (tellServer) {
    try {
      await within(data(client.push.subscriptions.current.$delete({ json: { endpoint: subscription.endpoint } })));
    } catch (err) {
      // Offline, or not this user's device (404): the browser's subscription ends all the same.
      console.warn('Push device not removed from the account', err);
    }
  }
  try {
    await within(subscription.unsubscribe());
  } catch (err) {
    console.error('Push subscription not ended', err);
  }
}
