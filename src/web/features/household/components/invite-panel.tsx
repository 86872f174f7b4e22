import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  HOUSEHOLD_LIMITS,
  inviteSchema,
  ROLE_DESCRIPTION,
  ROLE_LABEL,
  type InviteInput,
} from '@shared/households/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { useInvite } from '@web/lib/household/household-query';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { PHONE, selectClass } from './role-parts';

type Invite = z.output<typeof inviteSchema>;
const EMPTY: InviteInput = { email: '', role: 'editor' };
const INVITE_ROLES = ['editor', 'viewer'] as const;

/** "Invite someone" (owners): an email address and a role; the link goes out by email. */
export function InvitePanel() {
  const invite = useInvite();
  const form = useForm<InviteInput, unknown, Invite>({ resolver: zodResolver(inviteSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
    } catch (err) {
      if (isSessionExpired(err)) return;
      const fields = isApiError(err)
        ? (Object.keys(err.fields).filter((f) => f === 'email' || f === 'role') as ('email' | 'role')[])
        : [];
      applyServerFieldErrors(err, form.setError, fields);
      logUnexpected('Sending an invitation failed', err);
      toast.error('Invitation not sent', expectedErrorMessage(err) ?? 'The invitation was not sent. Please try again.');
      return;
    }
    form.reset(EMPTY);
    toast.success(
      'Invitation sent',
      `We emailed ${values.email} a link to join. It works once, for ${HOUSEHOLD_LIMITS.invitationDays} days.`,
    );
  });

  return (
    <Panel title="Invite someone" statusLabel="Owners only">
      <form
        noValidate
        aria-label="Invite someone"
        className="grid gap-4"
        onSubmit={(e) => {
          if (isOnline()) void onSubmit(e);
          else e.preventDefault();
        }}
      >
        <p className="text-sm text-muted-foreground">
          We email them a link that works once, for {HOUSEHOLD_LIMITS.invitationDays} days. Someone without an account
          creates one with that email address through the link. To make someone an owner, invite them, then change their
          role.
        </p>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <FormField label="Email" required error={errors.email?.message} className="content-start">
            <Input type="email" autoComplete="off" inputMode="email" className={PHONE} {...form.register('email')} />
          </FormField>
          <FormField
            label="Role"
            error={errors.role?.message}
            description={role ? ROLE_DESCRIPTION[role] : undefined}
            className="content-start"
          >
            <select className={selectClass} {...form.register('role')}>
              {INVITE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="*:max-sm:w-full">
          <OnlineOnly>
            <Button type="submit" variant="tactical" className="min-h-11 max-sm:w-full" disabled={isSubmitting}>
              <SendIcon aria-hidden="true" />
              {isSubmitting ? 'Sending...' : 'Send invitation'}
            </Button>
          </OnlineOnly>
        </div>
      </form>
    </Panel>
  );
}
