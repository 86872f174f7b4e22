import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT } from '@shared/auth/rules';
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

/** The schema (and zod) loads with the form's first focus or validation, not with the page (issue 41). */
const resolver = lazyZodResolver<ResetPasswordInput>(
  () => import('@shared/auth/schemas').then((m) => m.resetPasswordSchema),
  { raw: true },
);

const INVALID_LINK = 'This reset link is invalid or has expired.';

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
      toast.error('Reset failed', expectedErrorMessage(err) ?? 'An unexpected error occurred. Please try again.');
      return;
    }
    toast.success('Password updated', 'Sign in with your new password.');
    void navigate('/', { replace: true });
    openAuthDialog('sign-in');
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={resolver.warm} onSubmit={onSubmit}>
      <FormField label="New Password" required error={errors.password?.message} description={`${PASSWORD_HINT}.`}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <SubmitButton busy={isSubmitting} className="mt-1">
        {isSubmitting ? 'Resetting...' : 'RESET PASSWORD'}
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
          <p className="font-tactical text-xs text-primary">Access recovery</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-3xl">Set a new password</h1>
          <p className="text-sm text-muted-foreground">
            At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of @$!%*?&.
          </p>
        </div>
        <Panel title="New credentials">
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <div className="grid gap-4">
              <p role="alert" className="text-sm text-destructive">
                {INVALID_LINK}
              </p>
              <Button asChild variant="outline">
                <Link to="/">Return to Home</Link>
              </Button>
            </div>
          )}
        </Panel>
      </div>
    </main>
  );
}
