import { useState, type MouseEvent } from 'react';
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
import { toast } from '@web/components/ui/toast';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { signOut } from '@web/lib/auth/sign-out';
import { setFlash } from '@web/lib/flash';
import { hardNavigate } from '@web/lib/hard-navigate';
import { forgetOfflineData } from '@web/lib/offline/forget';
import type { OthersUnsentChanges } from '@web/lib/offline/use-offline-copies';
import { changesText } from '@web/lib/offline/use-unsent-changes';
import { forgetPushSubscription } from '@web/lib/push/forget-subscription';

export const OTHERS_UNSENT_TITLE = 'Discard unsent changes of another account?';

/**
 * Someone signs in on a device where another account's offline changes still wait to be sent
 * (decision 238). Nothing is dropped unasked: Continue discards them and signs in as usual; Cancel
 * (the focused choice) keeps them and signs the new user out again, so the other account can sign
 * in here and send them. Escape does not choose.
 */
export function UnsentChangesDialog({ unsent }: { unsent: OthersUnsentChanges }) {
  const [busy, setBusy] = useState(false);
  const changes = changesText(unsent.count, unsent.checkins);
  const one = unsent.count === 1;

  const keepAndSignOut = async () => {
    await forgetPushSubscription({ tellServer: true });
    try {
      await signOut();
      broadcastAuthEvent('SIGNED_OUT');
    } catch (err) {
      console.error('Sign-out failed', err);
    }
    setFlash({
      kind: 'message',
      title: 'Signed out',
      description: `${changes} of the other account ${one ? 'stays' : 'stay'} on this device until it signs in here again.`,
    });
    await forgetOfflineData({ keepQueue: true });
    hardNavigate('/');
  };
  const discardAndContinue = async () => {
    try {
      await unsent.discard();
      toast.success(
        'Unsent changes discarded',
        `${changes} of the other account ${one ? 'was' : 'were'} deleted from this device.`,
      );
    } catch (err) {
      console.error('Offline queue not discarded', err);
      setBusy(false);
    }
  };
  const choose = (run: () => Promise<void>) => (e: MouseEvent) => {
    // Stay open (buttons disabled) until it is done.
    e.preventDefault();
    setBusy(true);
    void run();
  };

  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{OTHERS_UNSENT_TITLE}</AlertDialogTitle>
          <AlertDialogDescription>
            This device holds {changes} that another account made offline and has not sent yet. Continue discards them
            for good. Cancel signs you out again and keeps them, so that account can sign in here and send them.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy} onClick={choose(keepAndSignOut)}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={busy} onClick={choose(discardAndContinue)}>
            Continue
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
