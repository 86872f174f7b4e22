import { CopyIcon, SendIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { HOUSEHOLD_LIMITS } from '@shared/households/roles';
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
import { messages, serverText } from '../messages';
import { PHONE, selectClass } from './role-parts';

const { t } = messages;

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
      toast.success(t('invite.copied'), t('invite.copiedText', { email }));
    } catch {
      // No clipboard (an insecure origin, or permission refused): leave it selected to copy by hand.
      linkRef.current?.select();
      toast.error(t('invite.copyFailed'), t('invite.copyFailedText'));
    }
  };
  return (
    <div role="status" className="grid gap-3 border-s-2 border-primary ps-3">
      <FormField label={t('invite.linkLabel', { email })} description={t('invite.linkNote', { days: DAYS })}>
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
          {t('invite.copy')}
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
      toast.error(t('invite.failed'), serverText(expectedErrorMessage(err)) ?? t('invite.failedText'));
      return;
    }
    form.reset(EMPTY);
    if (answer.link) {
      setMade({ email: values.email, link: answer.link });
      toast.success(t('invite.created'), t('invite.createdText', { email: values.email }));
      return;
    }
    toast.success(t('invite.sent'), t('invite.sentText', { email: values.email, days: DAYS }));
  });

  return (
    <Panel title={t('invite.title')} statusLabel={t('invite.ownersOnly')}>
      <form
        noValidate
        aria-label={t('invite.title')}
        className="grid gap-4"
        onFocusCapture={inviteResolver.warm}
        onSubmit={(e) => {
          if (isOnline()) void onSubmit(e);
          else e.preventDefault();
        }}
      >
        <p className="text-sm text-muted-foreground">
          {mailOff ? t('invite.leadMailOff', { days: DAYS }) : t('invite.lead', { days: DAYS })} {t('invite.howTo')}
        </p>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <FormField
            label={t('invite.email')}
            required
            error={serverText(errors.email?.message)}
            className="content-start"
          >
            <Input type="email" autoComplete="off" inputMode="email" className={PHONE} {...form.register('email')} />
          </FormField>
          <FormField
            label={t('role')}
            error={serverText(errors.role?.message)}
            description={role ? t(`roleDescription.${role}`) : undefined}
            className="content-start"
          >
            <select className={selectClass} {...form.register('role')}>
              {INVITE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
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
                ? t(isSubmitting ? 'invite.creating' : 'invite.createLink')
                : t(isSubmitting ? 'invite.sending' : 'invite.send')}
            </Button>
          </OnlineOnly>
        </div>
        {made ? <LinkToPassOn email={made.email} link={made.link} /> : null}
      </form>
    </Panel>
  );
}
