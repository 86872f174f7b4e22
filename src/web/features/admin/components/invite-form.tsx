import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ADMIN_INVITATION_DAYS } from '@shared/admin/constants';
import type { InviteUser } from '@shared/admin/invite';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useInviteUser } from '../api/admin-api';
import { messages } from '../messages';

const { t } = messages;

/** The schema's message in the page's language (zod speaks English); any other, the server's, as sent. */

/** The schema (and zod) loads with the form's first focus or validation, not with the page (issue 41). */
const resolver = lazyZodResolver<InviteUser>(() => import('@shared/admin/invite').then((m) => m.inviteUserSchema), {
  raw: true,
});

/** An administrator's invitation by email: its link lets that address sign up even when sign-up is closed. */
export function InviteForm({ mailEnabled }: { mailEnabled: boolean }) {
  const invite = useInviteUser();
  const form = useForm<InviteUser>({
    resolver,
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
    } catch (err) {
      applyServerFieldErrors(err, form.setError, ['email']);
      toast.error(t('invite.failed'), expectedErrorMessage(err) ?? t('tryAgain'));
      return;
    }
    form.reset();
    toast.success(
      t('invite.sent'),
      mailEnabled ? t('invite.sentText', { email: values.email, days: ADMIN_INVITATION_DAYS }) : t('invite.mailOff'),
    );
  });
  return (
    <form className="flex flex-wrap items-end gap-3" noValidate onFocusCapture={resolver.warm} onSubmit={onSubmit}>
      <FormField
        label={t('invite.email')}
        error={form.formState.errors.email?.message}
        className="min-w-60 flex-1"
      >
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" variant="tactical" disabled={form.formState.isSubmitting}>
        <SendIcon aria-hidden="true" />
        {t('invite.send')}
      </Button>
    </form>
  );
}
