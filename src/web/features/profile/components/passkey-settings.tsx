import { FingerprintIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Passkey } from '@shared/account/passkeys';
import { OnlineOnly } from '@web/components/online-only';
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
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { loadAllMessages } from '@web/lib/i18n/i18n';
import { lazyLoad } from '@web/lib/lazy-load';
import { lazyOrNothing } from '@web/lib/lazy-or-nothing';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { messages } from '../messages';
import { dateTime } from './date-time';
import type { AddInput } from './passkey-form-schemas';
import { failed } from './passkey-rename/passkey-failed';

const { t } = messages;

/** The schemas (passkey-form-schemas.ts) load with a form's first validation, zod with them. */
const addResolver = (hasPassword: boolean) =>
  lazyZodResolver<AddInput>(() => import('./passkey-form-schemas').then((m) => m.addSchema(hasPassword)), {
    raw: true,
  });
const ADD_RESOLVERS = { withPassword: addResolver(true), withoutPassword: addResolver(false) };
/** The rename form loads on "Rename" (warmed when the button is pointed at or focused). */
const loadRename = lazyLoad(() =>
  import('./passkey-rename/rename-passkey').then(async (m) => {
    await loadAllMessages();
    return m.RenamePasskey;
  }),
);
const RenamePasskey = lazyOrNothing(loadRename, 'The passkey rename form failed to load');

function AddPasskey({ hasPassword }: { hasPassword: boolean }) {
  const add = useAddPasskey();
  const resolver = hasPassword ? ADD_RESOLVERS.withPassword : ADD_RESOLVERS.withoutPassword;
  const form = useForm<AddInput>({
    resolver,
    defaultValues: { name: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const added = await add.mutateAsync({
        name: values.name,
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      });
      toast.success(t('passkeyAdded'), t('passkeyAddedText', { name: added.name }));
      form.reset({ name: '', currentPassword: '' });
    } catch (err) {
      failed(err, t('passkeyNotAdded'), () => applyServerFieldErrors(err, form.setError, ['name', 'currentPassword']));
    }
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onFocusCapture={resolver.warm}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('addPasskey')}
    >
      <FormField label={t('passkeyName')} error={errors.name?.message} description={t('passkeyNameHint')}>
        <Input autoComplete="off" maxLength={80} {...form.register('name')} />
      </FormField>
      {hasPassword ? (
        <FormField label={t('currentPassword')} error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      ) : null}
      <div className="justify-self-start">
        <OnlineOnly>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <FingerprintIcon aria-hidden="true" />
            {isSubmitting ? t('waitingForDevice') : t('addPasskey')}
          </Button>
        </OnlineOnly>
      </div>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState(false);
  async function onRemove() {
    try {
      await remove.mutateAsync(passkey.id);
      toast.success(t('passkeyRemoved'), t('passkeyRemovedText', { name: passkey.name }));
    } catch (err) {
      if (isApiError(err) && err.status === 404) return; // removed elsewhere: the list is fresh again
      failed(err, t('passkeyNotRemoved'));
    }
  }
  return (
    <li className="grid gap-2 rounded-sm border border-border bg-background/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <span className="font-semibold">{passkey.name}</span>
          <span className="text-xs text-muted-foreground">
            {t('passkeyAddedOn', { when: dateTime(passkey.createdAt) })}
            {' · '}
            {passkey.lastUsedAt ? t('lastUsed', { when: dateTime(passkey.lastUsedAt) }) : t('notUsedYet')}
          </span>
        </div>
        <OnlineOnly>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t('renameNamed', { name: passkey.name })}
              onPointerEnter={loadRename.warm}
              onFocus={loadRename.warm}
              onClick={() => setRenaming(true)}
            >
              <PencilIcon aria-hidden="true" />
              {t('rename')}
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('removeNamed', { name: passkey.name })}
                  disabled={remove.isPending}
                >
                  <Trash2Icon aria-hidden="true" />
                  {t('remove')}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{t('removeTitle', { name: passkey.name })}</AlertDialogTitle>
                  <AlertDialogDescription>{t('removeText')}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
                  <AlertDialogAction variant="destructive" onClick={() => void onRemove()}>
                    {t('removePasskey')}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </OnlineOnly>
      </div>
      {renaming ? (
        <Suspense fallback={<Spinner label={t('loadingDialog')} />}>
          <RenamePasskey passkey={passkey} onDone={() => setRenaming(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}

/**
 * Passkeys (decision 0288): the list (name, added, last used), add one (the password first),
 * rename, remove. A passkey signs in without a password and without a second step, and stands
 * in for the authenticator code after a password.
 */
export function PasskeySettings({ hasPassword }: { hasPassword: boolean }) {
  const passkeys = usePasskeys();
  if (passkeys.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('loadingPasskeys')}
      </p>
    );
  }
  if (passkeys.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{t('passkeysFailed')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void passkeys.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const list = passkeys.data.passkeys;
  return (
    <div className="grid gap-4">
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noPasskeys')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('yourPasskeys')}>
          {list.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </ul>
      )}
      <AddPasskey hasPassword={hasPassword} />
    </div>
  );
}
