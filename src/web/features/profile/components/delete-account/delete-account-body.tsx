import { useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES } from '@shared/profile/messages';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { setFlash } from '@web/lib/flash';
import { hardNavigate } from '@web/lib/hard-navigate';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { forgetOfflineData } from '@web/lib/offline/forget';
import { forgetPushSubscription } from '@web/lib/push/forget-subscription';
import { useDeleteAccount } from '../../api/delete-account';
import { accountSecurityQueryKey, useAccountSecurity } from '../../api/get-account-security';
import { useStartProviderReauth, type SignInProvider } from '../../api/start-provider-reauth';
import { messages as profileMessages } from '../../messages';
import { useSignInProvider } from '../../use-sign-in-provider';
import { messages } from './messages';
import { REAUTH_RETURN_PATH } from './reauth-return-path';

/**
 * The delete-account dialog's body (what goes, what stays, the proof and the buttons): a chunk of
 * its own with its texts, loaded when the dialog is about to open (issue 43: /profile-settings in
 * German fits its budget without it). The dialog's title and trigger stay on the page.
 */

const { t } = messages;
const profile = profileMessages.t;

/** The toast the next page shows, in the page's language (read when it is raised). */
export const DELETED_FLASH = {
  kind: 'success',
  get title() {
    return t('accountDeleted');
  },
  get description() {
    return t('accountDeletedText');
  },
} as const;

interface FieldErrors {
  username?: string;
  password?: string;
}

const matches = (typed: string, username: string) => typed.trim().toLowerCase() === username.toLowerCase();

/**
 * Password-less accounts (Google, or the OpenID Connect provider: decision 0287) prove themselves
 * with a sign-in there from the last 5 minutes; the button starts one that comes back here.
 */
function ProviderProof({
  provider,
  fresh,
  refused,
}: {
  provider: { id: SignInProvider; name: string };
  fresh: boolean;
  refused: string | null;
}) {
  const start = useStartProviderReauth();
  const busy = start.isPending || start.isSuccess;
  if (fresh && !refused) {
    return (
      <p className="rounded-sm border border-border bg-muted/40 p-3 text-sm">
        {t('freshSignIn', { provider: provider.name })}
      </p>
    );
  }
  return (
    <div className="grid gap-3 rounded-sm border border-border bg-muted/40 p-3 text-sm">
      {refused ? (
        <p role="alert" className="font-medium text-destructive">
          {refused}
        </p>
      ) : null}
      <p>{t('proveWithProvider', { provider: provider.name })}</p>
      <div className="justify-self-start">
        <OnlineOnly>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() =>
              start.mutate(
                { provider: provider.id, returnPath: REAUTH_RETURN_PATH },
                {
                  onSuccess: (url) => hardNavigate(url),
                  onError: (err) => {
                    if (isSessionExpired(err)) return;
                    logUnexpected(`Starting the ${provider.name} sign-in failed`, err);
                    toast.error(
                      t('providerFailed', { provider: provider.name }),
                      expectedErrorMessage(err) ?? profile('unexpected'),
                    );
                  },
                },
              )
            }
          >
            {t('signInAgainWith', { provider: provider.name })}
          </Button>
        </OnlineOnly>
      </div>
    </div>
  );
}

function DeleteAccountForm({ username, onBusyChange }: { username: string; onBusyChange: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const security = useAccountSecurity(true);
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  // Stays true after success: the page is leaving, nothing may be pressed again.
  const [leaving, setLeaving] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const formId = useId();

  const hasPassword = security.data?.hasPassword ?? false;
  const provider = useSignInProvider(security.data);
  const canProve = security.data ? hasPassword || (security.data.freshSignIn && !refused) : false;
  const busy = remove.isPending || leaving;
  const enabled = matches(typed, username) && canProve && !busy;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Offline Delete Account is disabled; Enter in a field must not send the deletion either.
    if (!enabled || !isOnline()) return;
    if (hasPassword && !password) {
      setErrors({ password: PROFILE_MESSAGES.deletePasswordRequired });
      passwordInput.current?.focus();
      return;
    }
    setErrors({});
    onBusyChange(true);
    try {
      await remove.mutateAsync({ username: typed.trim(), password: hasPassword ? password : undefined });
    } catch (err) {
      onBusyChange(false);
      if (isSessionExpired(err)) return;
      if (isApiError(err) && err.status === 403) {
        // The Google sign-in is older than 5 minutes: offer a new one.
        setRefused(err.message || PROFILE_MESSAGES.deleteNeedsFreshSignIn);
        void queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
        return;
      }
      const fields: FieldErrors = isApiError(err)
        ? { username: err.fields.username?.[0], password: err.fields.password?.[0] }
        : {};
      if (fields.username || fields.password) {
        setErrors(fields);
        (fields.username ? usernameInput : passwordInput).current?.focus();
        return;
      }
      logUnexpected('Deleting the account failed', err);
      toast.error(profile('error'), expectedErrorMessage(err) ?? t('deleteFailed'));
      return;
    }
    // Like signing out: tell the other tabs, then a full load of / so nothing of this account
    // stays in memory; the toast shows on the page that loads next.
    setLeaving(true);
    broadcastAuthEvent('SIGNED_OUT');
    setFlash(DELETED_FLASH);
    // The account is gone: its queued changes could never be sent.
    await forgetOfflineData({ keepQueue: false });
    // The account's devices went with it on the server; this browser's subscription ends too.
    await forgetPushSubscription({ tellServer: false });
    hardNavigate('/');
  };

  return (
    <>
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
        <FormField
          label={t('typeUsername')}
          error={errors.username}
          description={
            <>
              {t('enterBefore')}
              <span className="font-mono text-foreground">{username}</span>
              {t('enterAfter')}
            </>
          }
        >
          <Input
            ref={usernameInput}
            value={typed}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // Read-only, not disabled, while busy: a field the server rejects takes the focus back.
            readOnly={busy}
            onChange={(e) => {
              setTyped(e.target.value);
              if (errors.username) setErrors((current) => ({ ...current, username: undefined }));
            }}
          />
        </FormField>

        {security.isPending ? (
          <Spinner label={t('checkingProof')} />
        ) : security.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">{t('proofFailed')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void security.refetch()}>
              {profile('tryAgain')}
            </Button>
          </div>
        ) : hasPassword ? (
          <FormField label={t('currentPasswordTitle')} error={errors.password}>
            <PasswordInput
              ref={passwordInput}
              value={password}
              autoComplete="current-password"
              readOnly={busy}
              onChange={(e) => {
                setPassword(e.target.value);
                if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
              }}
            />
          </FormField>
        ) : (
          <ProviderProof provider={provider} fresh={security.data.freshSignIn} refused={refused} />
        )}
      </form>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            {profile('cancel')}
          </Button>
        </DialogClose>
        <OnlineOnly>
          <Button type="submit" form={formId} variant="destructive" disabled={!enabled}>
            <Trash2Icon aria-hidden="true" />
            {busy ? t('deleting') : profile('deleteAccount')}
          </Button>
        </OnlineOnly>
      </DialogFooter>
    </>
  );
}

/** What the deletion takes and leaves, then the form (mounted only while the dialog is open). */
export function DeleteAccountBody({
  username,
  onBusyChange,
}: {
  username: string;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <>
      <div className="grid gap-2 text-sm">
        <p className="font-medium">{t('deletedForGood')}</p>
        <ul className="ms-5 list-disc space-y-1 text-muted-foreground">
          <li>{t('deletedAccount')}</li>
          <li>{t('deletedTracker')}</li>
          <li>{t('deletedKits')}</li>
          <li>{t('deletedHistory')}</li>
        </ul>
        <p className="font-medium">{t('whatStays')}</p>
        <p className="text-muted-foreground">{t('whatStaysText')}</p>
      </div>
      <DeleteAccountForm username={username} onBusyChange={onBusyChange} />
    </>
  );
}
