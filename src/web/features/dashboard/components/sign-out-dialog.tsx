import { useState } from 'react';
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
import { setFlash } from '@web/lib/flash';
import { hardNavigate } from '@web/lib/hard-navigate';
import { forgetOfflineData } from '@web/lib/offline/forget';
import { useSignOut } from '../api/sign-out';

/**
 * Sign out, tell the other tabs, then a full load of / (docs/product.md#sessions-and-sign-out). The
 * "Signed out" toast is raised on the page that loads next, so the redirect cannot cut it short. A
 * failed sign-out is only logged and still leaves for /. Either way the device forgets the user's
 * offline data first (decision 081).
 */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  return async () => {
    try {
      await signOut.mutateAsync();
      broadcastAuthEvent('SIGNED_OUT');
      setFlash({ kind: 'success', title: 'Signed out', description: 'You have been successfully signed out.' });
    } catch (err) {
      console.error('Sign-out failed', err);
    }
    await forgetOfflineData();
    hardNavigate('/');
  };
}

export function SignOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const signOutAndLeave = useSignOutAndLeave();
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are You Sure You Want to Sign Out?</AlertDialogTitle>
          <AlertDialogDescription>You will need to sign in again to reach the command center.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>No, Stay Logged In</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={busy}
            onClick={(e) => {
              // Stay open (buttons disabled) until the page leaves.
              e.preventDefault();
              setBusy(true);
              void signOutAndLeave();
            }}
          >
            Yes, Sign Out
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
