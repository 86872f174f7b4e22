import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { todayIso } from '@shared/auth/age';
import type { SignUpInput } from '@shared/auth/schemas';
import { API_ERROR_CODES } from '@shared/error-codes';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField, RequiredNote } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError } from '@web/lib/api';
import { closeAuthDialog, getAuthDialogOptions, openAuthDialog } from '@web/lib/auth/auth-dialogs';
import { deniedFromOf, setAuthReturnPath } from '@web/lib/auth/auth-return';
import { useConfig } from '@web/lib/config';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyRawZodResolver } from '@web/lib/lazy-zod-resolver';
import { useLocation } from '@web/lib/router';
import { useSignUp } from '../api/sign-up';
import { messages } from '../messages';
import { OrDivider } from './google-button';
import { passwordsOff, ProviderButtons, providerNames } from './provider-buttons';
import { SubmitButton } from './submit-button';

const { t } = messages;

/** The schema (and zod) loads with the form's first focus or validation, not with the dialog (issue 41). */
const resolver = lazyRawZodResolver(() => import('@shared/auth/schemas').then((m) => m.signUpSchema));

const FIELDS = ['email', 'firstName', 'lastName', 'username', 'dateOfBirth', 'password', 'confirmPassword'] as const;

const EMPTY: SignUpInput = {
  email: '',
  firstName: '',
  lastName: '',
  username: '',
  dateOfBirth: '',
  password: '',
  confirmPassword: '',
};

function SignUpBody() {
  const config = useConfig();
  // Only a server that says so has mail off: until the config is known, the texts are the usual ones.
  const mailOff = config.data?.mailEnabled === false;
  const signUp = useSignUp();
  const { state } = useLocation();
  // Opened from an invitation's page: its address filled in, its token sent along (decision 0261).
  const [invitation] = useState(getAuthDialogOptions);
  const form = useForm<SignUpInput>({
    // raw: the server validates the same schema again, so it gets what the user typed.
    resolver,
    defaultValues: { ...EMPTY, email: invitation.email ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const noPasswords = passwordsOff(config.data);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(invitation.invitation ? { ...values, invitation: invitation.invitation } : values);
    } catch (err) {
      if (isApiError(err, API_ERROR_CODES.accountExists)) {
        toast.error(t('accountExists'), t('accountExistsText'));
      } else if (isApiError(err, API_ERROR_CODES.usernameTaken)) {
        form.setError(
          'username',
          { type: 'server', message: err.fields.username?.[0] ?? t('usernameTaken') },
          { shouldFocus: true },
        );
        toast.error(t('usernameTakenTitle'), t('usernameTaken'));
      } else {
        applyServerFieldErrors(err, form.setError, FIELDS);
        toast.error(t('signUpFailed'), expectedErrorMessage(err) ?? t('signUpError'));
      }
      return;
    }
    // Signed up from an invitation's page (or a signed-in page's link): once the emailed link is
    // opened and the profile completed in this tab, it carries on there. (The link itself returns
    // to the invitation in any tab: the server put it in the link.)
    const back = invitation.returnTo ?? deniedFromOf(state);
    if (back) setAuthReturnPath(back);
    form.reset(EMPTY);
    if (mailOff) {
      // No email will come: the account works unverified, so sign in at once (decision 0262).
      toast.success(t('accountCreated'), t('mailOffSignUp'));
      openAuthDialog('sign-in', { email: values.email.trim().toLowerCase(), ...(back ? { returnTo: back } : {}) });
      return;
    }
    closeAuthDialog();
    toast.success(t('checkYourEmail'), t('verificationSent'));
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('signUpTitle')}</DialogTitle>
        <DialogDescription>
          {noPasswords
            ? t('signUpDescription')
            : mailOff
              ? `${t('signUpDescription')} ${t('mailOffDescription')}`
              : t('signUpDescriptionMail')}
        </DialogDescription>
      </DialogHeader>
      <ProviderButtons config={config.data} intent="sign-up" disabled={isSubmitting} />
      {noPasswords ? (
        <p className="text-sm text-muted-foreground">
          {t('noPasswordsSignUp', { providers: providerNames(config.data).join(t('or')) })}
        </p>
      ) : (
        <>
          {providerNames(config.data).length > 0 ? <OrDivider>{t('orSignUpWithEmail')}</OrDivider> : null}
          <form className="grid gap-4" noValidate onFocusCapture={resolver.warm} onSubmit={onSubmit}>
            <RequiredNote />
            <FormField label={t('email')} required error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('firstName')} required error={errors.firstName?.message} className="content-start">
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </FormField>
              <FormField label={t('lastName')} error={errors.lastName?.message} className="content-start">
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </FormField>
            </div>
            <FormField label={t('username')} required error={errors.username?.message}>
              <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
            </FormField>
            <FormField label={t('dateOfBirth')} required error={errors.dateOfBirth?.message}>
              <Input type="date" autoComplete="bday" max={todayIso()} {...form.register('dateOfBirth')} />
            </FormField>
            <FormField label={t('password')} required error={errors.password?.message} description={t('passwordHint')}>
              <PasswordInput autoComplete="new-password" {...form.register('password')} />
            </FormField>
            <FormField label={t('confirmPassword')} required error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
            <SubmitButton busy={isSubmitting} className="mt-1">
              {isSubmitting ? t('creatingAccount') : t('deployToSquad')}
            </SubmitButton>
          </form>
        </>
      )}
      <p className="text-center text-sm text-muted-foreground">
        {t('alreadyEnlisted')}{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => openAuthDialog('sign-in')}>
          {t('signIn')}
        </Button>
      </p>
    </>
  );
}

/**
 * Sign-up is not open on this server (decision 284) and the dialog was not opened from an
 * invitation's page: how to get in instead of a form the server would refuse.
 */
function SignUpClosed({ policy }: { policy: 'invite' | 'closed' }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{policy === 'closed' ? t('signUpClosedTitle') : t('invitationOnlyTitle')}</DialogTitle>
        <DialogDescription>{policy === 'closed' ? t('signUpClosed') : t('invitationOnly')}</DialogDescription>
      </DialogHeader>
      <p className="text-sm text-muted-foreground">{policy === 'closed' ? t('closedHowTo') : t('inviteHowTo')}</p>
      <p className="text-center text-sm text-muted-foreground">
        {t('alreadyEnlisted')}{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => openAuthDialog('sign-in')}>
          {t('signIn')}
        </Button>
      </p>
    </>
  );
}

function SignUpContent() {
  const config = useConfig();
  const [options] = useState(getAuthDialogOptions);
  const policy = config.data?.signups;
  if ((policy === 'invite' || policy === 'closed') && !options.invitation) return <SignUpClosed policy={policy} />;
  return <SignUpBody />;
}

/** "JOIN THE SQUAD" (docs/product.md#sign-up). Loaded on first open, see auth-dialogs.tsx. */
export function SignUpDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openAuthDialog('sign-up') : closeAuthDialog())}>
      <DialogContent>
        <SignUpContent />
      </DialogContent>
    </Dialog>
  );
}
