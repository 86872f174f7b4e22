import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PushSubscriptionInput } from '@shared/push/schemas';
import { getPushKey, pushDevicesQueryKey, removePushDevice, savePushSubscription } from '../api/push';
import { messages } from '../messages';

/** Why this browser cannot turn notifications on, or null when it can. */
export type PushBlocker = 'unsupported' | 'denied' | null;

/** The Push API needs a secure page, a service worker, PushManager and Notification. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registers after the page loaded (app/start-pwa.ts): wait a little for it. */
async function workerRegistration(waitMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

const browserSubscriptionKey = ['push-browser-subscription'] as const;

/**
 * This browser's notifications: whether it can have them, its own subscription's endpoint (null
 * when off), and turning them on (the permission is asked only then) and off.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const supported = pushSupported();
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported ? Notification.permission : 'default',
  );
  const endpoint = useQuery({
    queryKey: browserSubscriptionKey,
    enabled: supported,
    queryFn: async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      return subscription?.endpoint ?? null;
    },
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: browserSubscriptionKey });
    await queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey });
  }, [queryClient]);

  /** Ask for the permission, subscribe with the server's key and save the subscription. */
  /** 'on', or the permission the browser gave instead ('denied': blocked; 'default': the prompt was dismissed). */
  const turnOn = useCallback(async (): Promise<'on' | 'denied' | 'default'> => {
    const asked = await Notification.requestPermission();
    setPermission(asked);
    if (asked !== 'granted') return asked;
    const registration = await workerRegistration();
    if (!registration) {
      throw new PushSetupError(messages.t('notInstalled'));
    }
    const key = base64UrlBytes((await getPushKey()).publicKey);
    const existing = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot be reused.
    if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
    const subscription = await registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .catch((err: unknown) => {
        // The browser's push service refused or could not be reached (a private window never can).
        throw new PushSetupError(
          messages.t('pushSetupFailed', { reason: err instanceof Error ? err.message : String(err) }),
        );
      });
    try {
      await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
    } catch (err) {
      await subscription.unsubscribe().catch(() => undefined);
      throw err;
    } finally {
      await refresh();
    }
    return 'on';
  }, [refresh]);

  /** Remove this device from the list and end the browser's subscription. */
  const turnOff = useCallback(
    async (currentId: string | null) => {
      try {
        if (currentId) await removePushDevice(currentId);
        const registration = await navigator.serviceWorker.getRegistration();
        const subscription = await registration?.pushManager.getSubscription();
        await subscription?.unsubscribe();
      } finally {
        await refresh();
      }
    },
    [refresh],
  );

  const blocker: PushBlocker = !supported ? 'unsupported' : permission === 'denied' ? 'denied' : null;
  return {
    supported,
    blocker,
    endpoint: endpoint.data ?? null,
    endpointPending: supported && endpoint.isPending,
    turnOn,
    turnOff,
  };
}
