import type { AdminUser } from '@shared/admin/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { useConfig } from '@web/lib/config';
import { useUserAction, type UserAction } from '../api/admin-api';

const DONE: Record<UserAction, string> = {
  verify: 'Email address confirmed',
  disable: 'Account disabled',
  enable: 'Account enabled',
  'password-reset': 'Password reset email sent',
  delete: 'Account deleted',
};

function Confirm({
  label,
  title,
  description,
  confirm,
  onConfirm,
  disabled,
}: {
  label: string;
  title: string;
  description: string;
  confirm: string;
  onConfirm: () => void;
  disabled: boolean;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** What an administrator can do to one account; disable and delete ask first. */
export function UserActions({ user, self }: { user: AdminUser; self: boolean }) {
  const action = useUserAction();
  const run = (a: UserAction) =>
    action.mutate(
      { id: user.id, action: a },
      {
        onSuccess: () => toast.success(DONE[a], user.email),
        onError: (err) => toast.error('Not done', expectedErrorMessage(err) ?? 'Please try again.'),
      },
    );
  const busy = action.isPending;
  // OIDC_ONLY (decision 0287): no passwords on this server, so no reset to send.
  const passwordsOn = useConfig().data?.passwordSignIn !== false;
  return (
    <div className="flex flex-wrap gap-2">
      {user.emailVerified ? null : (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('verify')}>
          Confirm email
        </Button>
      )}
      {passwordsOn ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('password-reset')}>
          Send password reset
        </Button>
      ) : null}
      {self ? null : user.disabled ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('enable')}>
          Enable
        </Button>
      ) : (
        <Confirm
          label="Disable"
          title={`Disable ${user.email}?`}
          description="They are signed out everywhere at once, and cannot sign in until you enable the account again. Nothing is deleted."
          confirm="Disable account"
          onConfirm={() => run('disable')}
          disabled={busy}
        />
      )}
      {self ? null : (
        <Confirm
          label="Delete"
          title={`Delete ${user.email}?`}
          description="The account and everything it owns are deleted for good, as when they delete it themselves. Their household keeps an owner where it can."
          confirm="Delete account"
          onConfirm={() => run('delete')}
          disabled={busy}
        />
      )}
    </div>
  );
}
