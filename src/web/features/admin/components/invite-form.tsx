import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { InviteUser } from '@shared/admin/invite';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useInviteUser } from '../api/admin-api';

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
      toast.error('Invitation not sent', expectedErrorMessage(err) ?? 'Please try again.');
      return;
    }
    form.reset();
    toast.success(
      'Invitation sent',
      mailEnabled
        ? `${values.email} can create an account through the emailed link for 7 days.`
        : 'Mail is off: the invitation link is in the server log.',
    );
  });
  return (
    <form className="flex flex-wrap items-end gap-3" noValidate onFocusCapture={resolver.warm} onSubmit={onSubmit}>
      <FormField label="Invite by email" error={form.formState.errors.email?.message} className="min-w-60 flex-1">
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" variant="tactical" disabled={form.formState.isSubmitting}>
        <SendIcon aria-hidden="true" />
        Send invitation
      </Button>
    </form>
  );
}
