import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangeEmailInput } from '@shared/account/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useChangeEmail } from '../api/change-email';
import { messages } from '../messages';

const { t } = messages;

const resolver = lazyZodResolver<ChangeEmailInput>(
  () => import('@shared/account/schemas').then((m) => m.changeEmailSchema),
  { raw: true },
);

const EMPTY: ChangeEmailInput = { newEmail: '', currentPassword: '' };

/**
 * Change email: the new address and the current password. The change waits for the link sent
 * to the new address; the current one is told.
 */
export function ChangeEmailForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  if (!hasPassword) {
    return <p className="text-sm text-muted-foreground">{t('setPasswordFirst')}</p>;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (err) {
      if (isSessionExpired(err)) return;
      if (applyServerFieldErrors(err, form.setError, ['newEmail', 'currentPassword'])) return;
      const expected = expectedErrorMessage(err);
      if (!expected) logUnexpected('Changing the email failed', err);
      toast.error(t('emailNotChanged'), expected ?? t('unexpected'));
      return;
    }
    const address = values.newEmail.trim().toLowerCase();
    setSentTo(address);
    form.reset(EMPTY);
    toast.success(t('checkNewInbox'), t('followLink', { address }));
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={resolver.warm} onSubmit={(e) => void onSubmit(e)}>
      {sentTo ? (
        <p role="status" className="rounded-sm border border-border bg-muted/40 p-3 text-sm">
          {t('linkSentBefore')}
          <span className="break-all font-semibold">{sentTo}</span>
          {t('linkSentAfter')}
        </p>
      ) : null}
      <FormField label={t('newEmail')} error={errors.newEmail?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('newEmail')} />
      </FormField>
      <FormField label={t('currentPassword')} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="justify-self-start">
        <OnlineOnly>
          <Button type="submit" variant="outline" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <MailIcon aria-hidden="true" />
            {isSubmitting ? t('sending') : t('changeEmail')}
          </Button>
        </OnlineOnly>
      </div>
    </form>
  );
}
