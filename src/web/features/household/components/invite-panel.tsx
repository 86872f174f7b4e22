import { CopyIcon, SendIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { HOUSEHOLD_LIMITS, ROLE_DESCRIPTION, ROLE_LABEL } from '@shared/households/roles';
import type { inviteSchema, InviteInput } from '@shared/households/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useConfig } from '@web/lib/config';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { useInvite } from '@web/lib/household/household-query';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { PHONE, selectClass } from './role-parts';

type Invite = z.output<typeof inviteSchema>;
const EMPTY: InviteInput = { email: '', role: 'editor' };
// The server's schema, loaded on the form's first focus or validation (not with the page).
const inviteResolver = lazyZodResolver<InviteInput, Invite>(() =>
  import('@shared/households/schemas').then((m) => m.inviteSchema),
);
const INVITE_ROLES = ['editor', 'viewer'] as const;
const DAYS = HOUSEHOLD_LIMITS.invitationDays;

/**
 * Without mail the server answers the link instead of emailing it (decision 0262): shown once,
 * here, to copy and pass on. Only its hash is kept, so it cannot be shown again later.
 */
function LinkToPassOn({ email, link }: { email: string; link: string }) {
  const linkRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', `Send it to ${email} yourself: by message, chat or your own email.`);
    } catch {
      // No clipboard (an insecure origin, or permission refused): leave it selected to copy by hand.
      linkRef.current?.select();
      toast.error('Copy failed', 'Select the link and copy it yourself.');
    }
  };
  return (
    <div role="status" className="grid gap-3 border-s-2 border-primary ps-3">
      <FormField
        label={`Invitation link for ${email}`}
        description={`Shown only now. It works once, for ${DAYS} days. Lost it? Revoke the invitation and invite again.`}
      >
        <Input
          ref={linkRef}
          readOnly
          value={link}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
      </FormField>
      <div>
        <Button type="button" variant="outline" className="min-h-11 max-sm:w-full" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          Copy invitation link
        </Button>
      </div>
    </div>
  );
}

/**
 * "Invite someone" (owners): an email address and a role; the link goes out by email, or, when
 * mail is off on this server, is shown to copy.
 */
export function InvitePanel() {
  const invite = useInvite();
  const config = useConfig();
  // Only a server that says so has mail off: until the config is known, the texts are the usual ones.
  const mailOff = config.data?.mailEnabled === false;
  const [made, setMade] = useState<{ email: string; link: string } | null>(null);
  const form = useForm<InviteInput, unknown, Invite>({ resolver: inviteResolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (values) => {
    let answer;
    try {
      setMade(null);
      answer = await invite.mutateAsync(values);
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
    if (answer.link) {
      setMade({ email: values.email, link: answer.link });
      toast.success(
        'Invitation created',
        `Mail is off on this server, so nothing was emailed. Copy the link and send it to ${values.email} yourself.`,
      );
      return;
    }
    toast.success('Invitation sent', `We emailed ${values.email} a link to join. It works once, for ${DAYS} days.`);
  });

  return (
    <Panel title="Invite someone" statusLabel="Owners only">
      <form
        noValidate
        aria-label="Invite someone"
        className="grid gap-4"
        onFocusCapture={inviteResolver.warm}
        onSubmit={(e) => {
          if (isOnline()) void onSubmit(e);
          else e.preventDefault();
        }}
      >
        <p className="text-sm text-muted-foreground">
          {mailOff
            ? `Mail is off on this server: you get the link to pass on yourself. It works once, for ${DAYS} days.`
            : `We email them a link that works once, for ${DAYS} days.`}{' '}
          Someone without an account creates one with that email address through the link. To make someone an owner,
          invite them, then change their role.
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
              {mailOff
                ? isSubmitting
                  ? 'Creating...'
                  : 'Create invitation link'
                : isSubmitting
                  ? 'Sending...'
                  : 'Send invitation'}
            </Button>
          </OnlineOnly>
        </div>
        {made ? <LinkToPassOn email={made.email} link={made.link} /> : null}
      </form>
    </Panel>
  );
}
