import { BellIcon, BellOffIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { usePushDevices, useRemovePushDevice, useSendTestPush } from '../api/push';
import { PushSetupError, usePushDevice } from '../hooks/use-push-device';
import { messages } from '../messages';

const { t } = messages;

/** The card's sentences in the page's language (read when shown). */
export const PUSH_TEXTS = {
  get unsupported() {
    return t('pushUnsupported');
  },
  get denied() {
    return t('pushDenied');
  },
  get on() {
    return t('pushOn');
  },
  get off() {
    return t('pushOff');
  },
  get turnOnFailed() {
    return t('pushTurnOnFailed');
  },
  get notAllowed() {
    return t('pushNotAllowed');
  },
  get noDevices() {
    return t('pushNoDevices');
  },
};

function failed(err: unknown, fallback: string) {
  if (isSessionExpired(err)) return;
  if (err instanceof PushSetupError) {
    toast.error(t('error'), err.message);
    return;
  }
  const expected = expectedErrorMessage(err);
  if (!expected) logUnexpected(fallback, err);
  toast.error(t('error'), expected ?? fallback);
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
      if (result === 'on') toast.success(t('notificationsOn'), t('notificationsOnText'));
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
      toast.success(t('notificationsOff'), t('notificationsOffText'));
    } catch (err) {
      failed(err, t('turnOffFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function sendTest() {
    try {
      const { devices: sent } = await test.mutateAsync();
      toast.success(t('testSent'), t('testSentTo', { count: sent }));
    } catch (err) {
      failed(err, t('testFailed'));
    }
  }

  async function removeDevice(id: string, label: string) {
    try {
      await remove.mutateAsync(id);
      toast.success(t('deviceRemoved'), t('deviceRemovedText', { label }));
    } catch (err) {
      failed(err, t('removeDeviceFailed'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('pushTitle')}</h2>
        </CardTitle>
        <CardDescription>{t('pushDescription')}</CardDescription>
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
                {busy === 'off' ? t('turningOff') : t('turnOffPush')}
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
                {busy === 'on' ? t('turningOn') : t('turnOnPush')}
              </Button>
            </OnlineOnly>
          </div>
        )}

        <section aria-labelledby="push-devices-heading" className="grid gap-3">
          <h3 id="push-devices-heading" className="text-sm font-bold tracking-wide uppercase">
            {t('yourDevices')}
          </h3>
          {devices.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('devicesFailed')}
            </p>
          ) : devices.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              {t('loadingDevices')}
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
                        {d.current ? <span className="text-primary">{t('thisDevice')}</span> : null}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {t('deviceAdded', { at: d.createdAt })}
                        {' · '}
                        {d.lastSuccessAt ? t('lastNotified', { at: d.lastSuccessAt }) : t('notNotifiedYet')}
                      </span>
                    </div>
                    <OnlineOnly>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={t('removeDevice', { label: d.label, current: d.current })}
                        disabled={remove.isPending}
                        onClick={() => void removeDevice(d.id, d.label)}
                      >
                        <Trash2Icon aria-hidden="true" />
                        {t('remove')}
                      </Button>
                    </OnlineOnly>
                  </li>
                ))}
              </ul>
              <div className="justify-self-start">
                <OnlineOnly>
                  <Button type="button" variant="outline" disabled={test.isPending} onClick={() => void sendTest()}>
                    <SendIcon aria-hidden="true" />
                    {test.isPending ? t('sending') : t('sendTest')}
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
