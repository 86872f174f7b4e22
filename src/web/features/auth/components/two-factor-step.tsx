import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { VerifyTwoFactorInput } from '@shared/account/two-factor';
import { API_ERROR_CODES } from '@shared/error-codes';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { messages } from '../messages';
import { PasskeyButton } from './passkey-button';
import { SubmitButton } from './submit-button';

const { t } = messages;

/** The schema (and zod) loads with the form's first focus or validation (issue 41). */
const resolver = lazyZodResolver<VerifyTwoFactorInput>(
  () => import('@shared/account/two-factor').then((m) => m.verifyTwoFactorSchema),
  { raw: true },
);

type Method = VerifyTwoFactorInput['method'];

/**
 * Sign-in's second step (decision 0286), after a right password with two-factor sign-in on: the
 * 6-digit code from the authenticator app, one of the recovery codes, or one of the account's
 * passkeys (decision 0288). A sign-in that waited
 * too long (or had too many wrong codes) goes back to the password.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const [method, setMethod] = useState<Method>('totp');
  const verify = useVerifyTwoFactor();
  const form = useForm<VerifyTwoFactorInput>({
    resolver,
    defaultValues: { method: 'totp', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const switchTo = (next: Method) => {
    setMethod(next);
    form.reset({ method: next, code: '' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
    } catch (err) {
      if (isApiError(err, API_ERROR_CODES.twoFactorExpired)) {
        toast.error(t('signInAgain'), expectedErrorMessage(err) ?? t('enterPasswordAgain'));
        onRestart();
        return;
      }
      if (applyServerFieldErrors(err, form.setError, ['code'])) return;
      toast.error(t('loginFailed'), expectedErrorMessage(err) ?? t('unexpected'));
      return;
    }
    onSignedIn();
  });

  const totp = method === 'totp';
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('twoFactorTitle')}</DialogTitle>
        <DialogDescription>{totp ? t('twoFactorTotp') : t('twoFactorRecovery')}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onFocusCapture={resolver.warm} onSubmit={(e) => void onSubmit(e)}>
        <input type="hidden" {...form.register('method')} />
        {totp ? (
          <FormField label={t('totpLabel')} error={errors.code?.message}>
            <Input
              key="totp"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              autoFocus
              {...form.register('code')}
            />
          </FormField>
        ) : (
          <FormField label={t('recoveryCode')} error={errors.code?.message} description={t('recoveryExample')}>
            <Input key="recovery" autoComplete="off" spellCheck={false} autoFocus {...form.register('code')} />
          </FormField>
        )}
        <SubmitButton busy={isSubmitting}>{isSubmitting ? t('checking') : t('verifyAndSignIn')}</SubmitButton>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => switchTo(totp ? 'recovery' : 'totp')}
        >
          {totp ? t('useRecoveryCode') : t('useAuthenticator')}
        </Button>
        <PasskeyButton
          afterPassword
          variant="link"
          className="h-auto p-0"
          disabled={isSubmitting}
          onSignedIn={onSignedIn}
          onRestart={onRestart}
        />
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
          {t('backToSignIn')}
        </Button>
      </div>
    </>
  );
}
