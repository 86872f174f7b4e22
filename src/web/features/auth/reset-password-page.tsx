import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ResetPasswordInput } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Panel } from '@web/components/ui/panel';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { Link, useNavigate, useSearchParams } from '@web/lib/router';
import { useResetPassword } from './api/reset-password';
import { SubmitButton } from './components/submit-button';
import { messages } from './messages';

const { t } = messages;

/** The schema (and zod) loads with the form's first focus or validation, not with the page (issue 41). */
const resolver = lazyZodResolver<ResetPasswordInput>(
  () => import('@shared/auth/schemas').then((m) => m.resetPasswordSchema),
  { raw: true },
);

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  // Success opens the sign-in dialog: have its code ready.
  useEffect(preloadAuthDialogs, []);
  const form = useForm<ResetPasswordInput>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (err) {
      applyServerFieldErrors(err, form.setError, ['password', 'confirmPassword']);
      toast.error(t('resetFailed'), expectedErrorMessage(err) ?? t('unexpected'));
      return;
    }
    toast.success(t('passwordUpdated'), t('signInWithNewPassword'));
    void navigate('/', { replace: true });
    openAuthDialog('sign-in');
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={resolver.warm} onSubmit={onSubmit}>
      <FormField label={t('newPassword')} required error={errors.password?.message} description={t('passwordHint')}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('confirmPassword')} required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <SubmitButton busy={isSubmitting} className="mt-1">
        {isSubmitting ? t('resetting') : t('resetPassword')}
      </SubmitButton>
    </form>
  );
}

/** /reset-password?token=…: the page the reset email links to. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <main className="bg-tactical-grid flex min-h-svh items-center justify-center bg-background px-4 py-10 text-foreground">
      <div className="grid w-full max-w-md gap-6">
        <div className="grid gap-2 text-center">
          <p className="font-tactical text-xs text-primary">{t('accessRecovery')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-3xl">{t('setNewPassword')}</h1>
          <p className="text-sm text-muted-foreground">{t('passwordHint')}</p>
        </div>
        <Panel title={t('newCredentials')}>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <div className="grid gap-4">
              <p role="alert" className="text-sm text-destructive">
                {t('invalidResetLink')}
              </p>
              <Button asChild variant="outline">
                <Link to="/">{t('returnHome')}</Link>
              </Button>
            </div>
          )}
        </Panel>
      </div>
    </main>
  );
}
