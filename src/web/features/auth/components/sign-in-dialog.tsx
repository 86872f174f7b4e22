import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ForgotPassword, SignIn } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { closeAuthDialog, getAuthDialogOptions, openAuthDialog } from '@web/lib/auth/auth-dialogs';
import { deniedFromOf } from '@web/lib/auth/auth-return';
import { passkeysSupported } from '@web/lib/auth/passkey-ceremony';
import { useConfig } from '@web/lib/config';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useLocation, useNavigate } from '@web/lib/router';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useSignIn } from '../api/sign-in';
import { messages } from '../messages';
import { OrDivider } from './google-button';
import { PasskeyButton } from './passkey-button';
import { passwordsOff, ProviderButtons, providerNames } from './provider-buttons';
import { SubmitButton } from './submit-button';
import { TwoFactorStep } from './two-factor-step';

const { t } = messages;

/** The schemas (and zod) load with a form's first focus or validation, not with the dialog (issue 41). */
const signInResolver = lazyZodResolver<SignIn>(() => import('@shared/auth/schemas').then((m) => m.signInSchema), {
  raw: true,
});
const forgotPasswordResolver = lazyZodResolver<ForgotPassword>(
  () => import('@shared/auth/schemas').then((m) => m.forgotPasswordSchema),
  { raw: true },
);

/** Signed in (after the password, or its second step): close, greet, and go on. */
function useFinishSignIn() {
  const navigate = useNavigate();
  const { state } = useLocation();
  // Opened from an invitation's page: back there once signed in.
  const [from] = useState(getAuthDialogOptions);
  return () => {
    closeAuthDialog();
    toast.success(t('welcomeBackToast'), t('welcomeBackToastText'));
    // Back to the invitation's page, or the signed-in page that sent the visitor to the landing page.
    const back = from.returnTo ?? deniedFromOf(state);
    void navigate(back ?? '/dashboard', { replace: back !== null });
  };
}

function SignInForm({
  onForgotPassword,
  onTwoFactor,
  onSignedIn,
}: {
  onForgotPassword: () => void;
  onTwoFactor: () => void;
  onSignedIn: () => void;
}) {
  const config = useConfig();
  const signIn = useSignIn();
  // Opened from an invitation's page: its address filled in.
  const [from] = useState(getAuthDialogOptions);
  const form = useForm<SignIn>({
    // raw: the server validates the same schema again, so it gets what the user typed.
    resolver: signInResolver,
    defaultValues: { email: from.email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const noPasswords = passwordsOff(config.data);

  const onSubmit = form.handleSubmit(async (values) => {
    let answer;
    try {
      answer = await signIn.mutateAsync(values);
    } catch (err) {
      applyServerFieldErrors(err, form.setError, ['email', 'password']);
      toast.error(t('loginFailed'), expectedErrorMessage(err) ?? t('unexpected'));
      return;
    }
    if ('twoFactorRequired' in answer) onTwoFactor();
    else onSignedIn();
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('signInTitle')}</DialogTitle>
        <DialogDescription>{t('signInDescription')}</DialogDescription>
      </DialogHeader>
      <ProviderButtons config={config.data} intent="sign-in" disabled={isSubmitting} />
      <PasskeyButton onSignedIn={onSignedIn} disabled={isSubmitting} />
      {noPasswords ? (
        <p className="text-sm text-muted-foreground">
          {t('providersOnly', { providers: providerNames(config.data).join(t('or')) })}
        </p>
      ) : (
        <>
          {providerNames(config.data).length > 0 || passkeysSupported() ? (
            <OrDivider>{t('orContinueWithEmail')}</OrDivider>
          ) : null}
          <form className="grid gap-4" noValidate onFocusCapture={signInResolver.warm} onSubmit={onSubmit}>
            <FormField label={t('email')} error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
            </FormField>
            <FormField label={t('password')} error={errors.password?.message}>
              <PasswordInput autoComplete="current-password" {...form.register('password')} />
            </FormField>
            <div className="-mt-2 flex justify-end">
              <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onForgotPassword}>
                {t('forgotPassword')}
              </Button>
            </div>
            <SubmitButton busy={isSubmitting}>{isSubmitting ? t('accessing') : t('enterCommandCenter')}</SubmitButton>
          </form>
        </>
      )}
      <p className="text-center text-sm text-muted-foreground">
        {t('newToSquad')}{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => openAuthDialog('sign-up')}>
          {t('signUp')}
        </Button>
      </p>
    </>
  );
}

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPassword>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (err) {
      applyServerFieldErrors(err, form.setError, ['email']);
      toast.error(t('resetNotSent'), expectedErrorMessage(err) ?? t('unexpected'));
      return;
    }
    toast.success(t('checkYourEmail'), t('resetSent'));
    onBack();
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('recoverTitle')}</DialogTitle>
        <DialogDescription>{t('recoverDescription')}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onFocusCapture={forgotPasswordResolver.warm} onSubmit={onSubmit}>
        <FormField label={t('email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <SubmitButton busy={isSubmitting}>{isSubmitting ? t('sending') : t('sendResetLink')}</SubmitButton>
      </form>
      <p className="text-center text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
          {t('backToSignIn')}
        </Button>
      </p>
    </>
  );
}

/** Lives inside DialogContent, so its state (view, forms) resets whenever the dialog closes. */
function SignInBody() {
  const [view, setView] = useState<'sign-in' | 'two-factor' | 'forgot-password'>('sign-in');
  const finish = useFinishSignIn();
  if (view === 'two-factor') return <TwoFactorStep onSignedIn={finish} onRestart={() => setView('sign-in')} />;
  return view === 'sign-in' ? (
    <SignInForm
      onForgotPassword={() => setView('forgot-password')}
      onTwoFactor={() => setView('two-factor')}
      onSignedIn={finish}
    />
  ) : (
    <ForgotPasswordForm onBack={() => setView('sign-in')} />
  );
}

/** "ACCESS COMMAND CENTER" (docs/product.md#sign-in). Loaded on first open, see auth-dialogs.tsx. */
export function SignInDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openAuthDialog('sign-in') : closeAuthDialog())}>
      <DialogContent>
        <SignInBody />
      </DialogContent>
    </Dialog>
  );
}
