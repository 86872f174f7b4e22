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
import { messages } from '../messages';

const { t } = messages;

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
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
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
        onSuccess: () => toast.success(t(`done.${a}`), user.email),
        onError: (err) => toast.error(t('notDone'), expectedErrorMessage(err) ?? t('tryAgain')),
      },
    );
  const busy = action.isPending;
  // OIDC_ONLY (decision 0287): no passwords on this server, so no reset to send.
  const passwordsOn = useConfig().data?.passwordSignIn !== false;
  return (
    <div className="flex flex-wrap gap-2">
      {user.emailVerified ? null : (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('verify')}>
          {t('action.confirmEmail')}
        </Button>
      )}
      {passwordsOn ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('password-reset')}>
          {t('action.sendReset')}
        </Button>
      ) : null}
      {self ? null : user.disabled ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('enable')}>
          {t('action.enable')}
        </Button>
      ) : (
        <Confirm
          label={t('action.disable')}
          title={t('action.disableTitle', { email: user.email })}
          description={t('action.disableText')}
          confirm={t('action.disableConfirm')}
          onConfirm={() => run('disable')}
          disabled={busy}
        />
      )}
      {self ? null : (
        <Confirm
          label={t('action.delete')}
          title={t('action.deleteTitle', { email: user.email })}
          description={t('action.deleteText')}
          confirm={t('action.deleteConfirm')}
          onConfirm={() => run('delete')}
          disabled={busy}
        />
      )}
    </div>
  );
}
