import { useQueryClient } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { OnlineOnly } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { sessionQueryKey } from '@web/lib/auth/session';
import { useConfig } from '@web/lib/config';
import { longUsDate } from '@web/lib/format';
import { useResendVerification } from '../api/resend-verification';

function ResendVerificationButton() {
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  // Without mail the new link goes to the server's log, not the inbox (decision 0262).
  const mailOff = useConfig().data?.mailEnabled === false;
  return (
    <OnlineOnly>
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              mailOff
                ? toast.message(
                    'Mail is off on this server',
                    'No email was sent: the new verification link is in the server log, for whoever runs it.',
                  )
                : toast.success('Verification email sent', 'Check your inbox for a new verification link.'),
            onError: (err) => {
              if (isSessionExpired(err)) return;
              if (isApiError(err, 'already_verified')) {
                // Confirmed in the meantime (another tab, another device): show it.
                toast.message('Email already confirmed', err.message);
                void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
              } else
                toast.error(
                  'Verification email not sent',
                  expectedErrorMessage(err) ?? 'An unexpected error occurred. Please try again.',
                );
            },
          })
        }
      >
        <MailIcon aria-hidden="true" />
        {resend.isPending ? 'Sending...' : 'Resend verification'}
      </Button>
    </OnlineOnly>
  );
}

const rowClass = 'grid gap-1 border-l-2 border-primary/60 pl-3';
const termClass = 'font-tactical text-[0.6875rem] text-muted-foreground';

export function MissionStatusCard({ createdAt, emailVerified }: { createdAt: string; emailVerified: boolean }) {
  return (
    <Panel
      title="Mission Status"
      status={emailVerified ? 'online' : 'standby'}
      statusLabel={emailVerified ? 'All clear' : 'Action needed'}
    >
      <dl className="grid gap-4">
        <div className={rowClass}>
          <dt className={termClass}>Deployment Date</dt>
          <dd className="font-mono text-foreground">{longUsDate(createdAt, '—')}</dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>Email</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <Badge variant={emailVerified ? 'good' : 'low'}>{emailVerified ? 'CONFIRMED' : 'PENDING'}</Badge>
            {emailVerified ? null : <ResendVerificationButton />}
          </dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>Security Clearance</dt>
          <dd className="font-mono text-foreground">LEVEL 1</dd>
        </div>
      </dl>
    </Panel>
  );
}
