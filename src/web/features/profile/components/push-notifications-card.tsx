import { BellIcon, BellOffIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { longUsDate } from '@web/lib/format';
import { logUnexpected } from '@web/lib/log-unexpected';
import { usePushDevices, useRemovePushDevice, useSendTestPush } from '../api/push';
import { PushSetupError, usePushDevice } from '../hooks/use-push-device';

export const PUSH_TEXTS = {
  unsupported:
    'This browser cannot show notifications from Holdfast. On an iPhone or iPad, add Holdfast to the Home Screen, open it from there and come back to this page.',
  denied:
    'Notifications are blocked for Holdfast in this browser. Allow them in the site settings, then come back to this page to turn them on.',
  on: 'Notifications are on for this device.',
  off: 'Off on this device. Turn them on to be told even when Holdfast is closed.',
  turnOnFailed: 'Could not turn notifications on. Please try again.',
  notAllowed: 'The browser did not allow them. Choose Turn on again and allow notifications.',
  noDevices: 'No device has notifications on yet.',
} as const;

function failed(err: unknown, fallback: string) {
  if (isSessionExpired(err)) return;
  if (err instanceof PushSetupError) {
    toast.error('Error', err.message);
    return;
  }
  const expected = expectedErrorMessage(err);
  if (!expected) logUnexpected(fallback, err);
  toast.error('Error', expected ?? fallback);
}

/**
 * Notifications on this device (issue 37, docs/product.md#notifications): turn them on (the
 * browser asks its permission only then) or off for this browser, send a test notification, and
 * the user's devices, each removable. A browser that cannot have them, or where they are blocked,
 * says so in a sentence instead of offering a button that would fail.
 */
export function PushNotificationsCard() {
  const device = usePushDevice();
  const devices = usePushDevices(device.endpoint, !device.endpointPending);
  const remove = useRemovePushDevice();
  const test = useSendTestPush();
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const list = devices.data?.devices ?? [];
  const current = list.find((d) => d.current) ?? null;

  async function turnOn() {
    setBusy('on');
    try {
      const result = await device.turnOn();
      if (result === 'on')
        toast.success('Notifications on', 'This device will be told about emergencies and reminders.');
    } catch (err) {
      failed(err, PUSH_TEXTS.turnOnFailed);
    } finally {
      setBusy(null);
    }
  }

  async function turnOff() {
    setBusy('off');
    try {
      await device.turnOff(current?.id ?? null);
      toast.success('Notifications off', 'This device will not get notifications from Holdfast.');
    } catch (err) {
      failed(err, 'Could not turn notifications off. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  async function sendTest() {
    try {
      const { devices: sent } = await test.mutateAsync();
      toast.success('Test notification sent', `Sent to ${sent} ${sent === 1 ? 'device' : 'devices'}.`);
    } catch (err) {
      failed(err, 'Could not send a test notification. Please try again.');
    }
  }

  async function removeDevice(id: string, label: string) {
    try {
      await remove.mutateAsync(id);
      toast.success('Device removed', `${label} will not get notifications any more.`);
    } catch (err) {
      failed(err, 'Could not remove the device. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Notifications on this device</h2>
        </CardTitle>
        <CardDescription>Emergencies, check-ins and reminders, on your phone or computer.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {device.blocker === 'unsupported' ? (
          <p className="text-sm">{PUSH_TEXTS.unsupported}</p>
        ) : device.blocker === 'denied' ? (
          <p className="text-sm">{PUSH_TEXTS.denied}</p>
        ) : current ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm" role="status">
              {PUSH_TEXTS.on}
            </p>
            <OnlineOnly>
              <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void turnOff()}>
                <BellOffIcon aria-hidden="true" />
                {busy === 'off' ? 'Turning off...' : 'Turn off'}
              </Button>
            </OnlineOnly>
          </div>
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-muted-foreground">{PUSH_TEXTS.off}</p>
            <OnlineOnly>
              <Button
                type="button"
                disabled={busy !== null || device.endpointPending || devices.isPending}
                aria-busy={busy === 'on' || undefined}
                onClick={() => void turnOn()}
              >
                <BellIcon aria-hidden="true" />
                {busy === 'on' ? 'Turning on...' : 'Turn on'}
              </Button>
            </OnlineOnly>
          </div>
        )}

        <section aria-labelledby="push-devices-heading" className="grid gap-3">
          <h3 id="push-devices-heading" className="text-sm font-bold tracking-wide uppercase">
            Your devices
          </h3>
          {devices.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load your devices.
            </p>
          ) : devices.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              Loading devices...
            </p>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{PUSH_TEXTS.noDevices}</p>
          ) : (
            <>
              <ul className="grid gap-2">
                {list.map((d) => (
                  <li
                    key={d.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-sm border border-border bg-background/60 p-3"
                  >
                    <div className="grid gap-0.5">
                      <span className="font-semibold">
                        {d.label}
                        {d.current ? <span className="text-primary"> (this device)</span> : null}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        Added {longUsDate(d.createdAt)}
                        {' · '}
                        {d.lastSuccessAt ? `last notified ${longUsDate(d.lastSuccessAt)}` : 'not notified yet'}
                      </span>
                    </div>
                    <OnlineOnly>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Remove ${d.label}${d.current ? ' (this device)' : ''}`}
                        disabled={remove.isPending}
                        onClick={() => void removeDevice(d.id, d.label)}
                      >
                        <Trash2Icon aria-hidden="true" />
                        Remove
                      </Button>
                    </OnlineOnly>
                  </li>
                ))}
              </ul>
              <div className="justify-self-start">
                <OnlineOnly>
                  <Button type="button" variant="outline" disabled={test.isPending} onClick={() => void sendTest()}>
                    <SendIcon aria-hidden="true" />
                    {test.isPending ? 'Sending...' : 'Send a test notification'}
                  </Button>
                </OnlineOnly>
              </div>
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
