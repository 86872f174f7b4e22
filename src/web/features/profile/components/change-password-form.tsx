import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordInput } from '@shared/account/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useChangePassword } from '../api/change-password';
import { messages } from '../messages';

const { t } = messages;

const resolver = lazyZodResolver<ChangePasswordInput>(
  () => import('@shared/account/schemas').then((m) => m.changePasswordSchema),
  { raw: true },
);

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one, a new one (the sign-up rules) twice. Other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let ended: number;
    try {
      ({ endedSessions: ended } = await change.mutateAsync(values));
    } catch (err) {
      if (isSessionExpired(err)) return;
      if (applyServerFieldErrors(err, form.setError, FIELDS)) return;
      const expected = expectedErrorMessage(err);
      if (!expected) logUnexpected('Changing the password failed', err);
      toast.error(t('passwordNotChanged'), expected ?? t('unexpected'));
      return;
    }
    form.reset(EMPTY);
    toast.success(t('passwordChanged'), t('passwordChangedEnded', { count: ended }));
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={resolver.warm} onSubmit={(e) => void onSubmit(e)}>
      <FormField label={t('currentPassword')} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label={t('newPassword')} error={errors.newPassword?.message} description={t('passwordHint')}>
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label={t('confirmNewPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <p className="text-sm text-muted-foreground">{t('signsOutElsewhere')}</p>
      <div className="justify-self-start">
        <OnlineOnly>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <KeyRoundIcon aria-hidden="true" />
            {isSubmitting ? t('changing') : t('changePassword')}
          </Button>
        </OnlineOnly>
      </div>
    </form>
  );
}
