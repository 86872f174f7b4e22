import { LogOutIcon } from 'lucide-react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { messages } from '../messages';
import { dateTime } from './date-time';

const { t } = messages;

function failed(err: unknown, fallback: string) {
  if (isSessionExpired(err)) return;
  const expected = expectedErrorMessage(err);
  if (!expected) logUnexpected('Signing a session out failed', err);
  toast.error(t('notSignedOut'), expected ?? fallback);
}

/**
 * Where the account is signed in: each session's browser and system, its address (no place:
 * Holdfast ships no geolocation database) and when it was last used; "Sign out" for each other
 * session and for all of them at once.
 */
export function SessionsList() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const busy = endOne.isPending || endOthers.isPending;

  if (sessions.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('loadingSessions')}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{t('sessionsFailed')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void sessions.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const list = sessions.data.sessions;
  const others = list.filter((s) => !s.current).length;

  async function signOut(id: string, device: string) {
    try {
      await endOne.mutateAsync(id);
      toast.success(t('signedOut'), t('deviceSignedOut', { device }));
    } catch (err) {
      // Gone already (signed out elsewhere): the list is fresh again, nothing to tell.
      if (isApiError(err) && err.status === 404) return;
      failed(err, t('signOutFailed'));
    }
  }

  async function signOutOthers() {
    try {
      const { endedSessions } = await endOthers.mutateAsync();
      toast.success(t('signedOutElsewhere'), t('sessionsEnded', { count: endedSessions }));
    } catch (err) {
      failed(err, t('signOutOthersFailed'));
    }
  }

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {list.map((s) => {
          const device = s.device ?? t('unknownDevice');
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-sm border border-border bg-background/60 p-3"
            >
              <div className="grid gap-0.5">
                <span className="font-semibold">
                  {device}
                  {s.current ? <span className="text-primary">{t('thisDevice')}</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {s.ip ? t('address', { ip: s.ip }) : t('addressUnknown')}
                  {' · '}
                  {s.current ? t('inUseNow') : t('lastActive', { when: dateTime(s.lastSeenAt) })}
                  {' · '}
                  {t('signedInAt', { when: dateTime(s.createdAt) })}
                </span>
              </div>
              {s.current ? null : (
                <OnlineOnly>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('signOutDevice', { device, when: dateTime(s.lastSeenAt) })}
                    disabled={busy}
                    onClick={() => void signOut(s.id, device)}
                  >
                    <LogOutIcon aria-hidden="true" />
                    {t('signOut')}
                  </Button>
                </OnlineOnly>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <div className="justify-self-start">
          <OnlineOnly>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void signOutOthers()}>
              <LogOutIcon aria-hidden="true" />
              {endOthers.isPending ? t('signingOut') : t('signOutOthers')}
            </Button>
          </OnlineOnly>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('onlyThisDevice')}</p>
      )}
    </div>
  );
}
