import { useState, type MouseEvent } from 'react';
import { messages } from '@web/app/messages';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { useSession } from '@web/lib/auth/session';
import { useSignOut } from '@web/lib/auth/use-sign-out';
import { setFlash } from '@web/lib/flash';
import { hardNavigate } from '@web/lib/hard-navigate';
import { forgetOfflineData } from '@web/lib/offline/forget';
import { useUnsentChanges } from '@web/lib/offline/use-unsent-changes';
import { forgetPushSubscription } from '@web/lib/push/forget-subscription';

const { t } = messages;

/**
 * Sign out, tell the other tabs, then a full load of `to` (/ unless the page says otherwise: the
 * household join page comes back to its link) (docs/product.md#sessions-and-sign-out). The
 * "Signed out" toast is raised on the page that loads next, so the redirect cannot cut it short. A
 * failed sign-out is only logged and still leaves for /. Either way the device forgets the user's
 * offline copies first (decision 081); their changes queued offline and not yet sent stay unless
 * `keepQueue` is false (decision 238). Before the session ends, this browser's notifications end
 * (its device leaves the account, then its push subscription; decision 273); that never stops or
 * fails the sign-out.
 */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  return async ({ keepQueue, to = '/' }: { keepQueue: boolean; to?: string }) => {
    await forgetPushSubscription({ tellServer: true });
    try {
      await signOut.mutateAsync();
      broadcastAuthEvent('SIGNED_OUT');
      setFlash({ kind: 'success', title: t('signedOut'), description: t('signedOutText') });
    } catch (err) {
      console.error('Sign-out failed', err);
    }
    await forgetOfflineData({ keepQueue });
    hardNavigate(to);
  };
}

/**
 * "Are you sure?" With changes made offline still waiting to be sent, it says how many and asks
 * what becomes of them: kept on this device for the next sign-in here (the first choice), or
 * discarded. Sign-out otherwise deletes what the device keeps, and a queue dropped unseen would be
 * work lost after an outage (decision 238).
 */
export function SignOutDialog({
  open,
  onOpenChange,
  to,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to go once signed out (default /). */
  to?: string;
}) {
  const signOutAndLeave = useSignOutAndLeave();
  const userId = useSession().data?.user?.id;
  const unsentChanges = useUnsentChanges(userId, open);
  const unsent = unsentChanges?.count;
  const [busy, setBusy] = useState(false);
  const leave = (keepQueue: boolean) => (e: MouseEvent) => {
    // Stay open (buttons disabled) until the page leaves.
    e.preventDefault();
    setBusy(true);
    void signOutAndLeave({ keepQueue, to });
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('signOutTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('signOutDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        {unsent ? (
          <div className="grid gap-2 rounded-sm border border-primary/60 bg-primary/10 p-3 text-sm">
            <p className="font-semibold">{t('unsent', { count: unsent, checkins: unsentChanges?.checkins ?? 0 })}</p>
            <p className="text-muted-foreground">{t('unsentExplained')}</p>
          </div>
        ) : null}
        {/* Three choices do not fit side by side in the dialog: stacked, the first choice on top. */}
        <AlertDialogFooter className={unsent ? 'sm:flex-col-reverse sm:justify-start' : undefined}>
          <AlertDialogCancel disabled={busy}>{t('stayLoggedIn')}</AlertDialogCancel>
          {unsent ? (
            <>
              <AlertDialogAction variant="outline" disabled={busy} onClick={leave(false)}>
                {t('discardAndSignOut')}
              </AlertDialogAction>
              <AlertDialogAction variant="destructive" disabled={busy} onClick={leave(true)}>
                {t('keepAndSignOut')}
              </AlertDialogAction>
            </>
          ) : (
            // Keeps a queue too: one the count has not shown yet must not go unseen.
            <AlertDialogAction variant="destructive" disabled={busy} onClick={leave(true)}>
              {t('yesSignOut')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
