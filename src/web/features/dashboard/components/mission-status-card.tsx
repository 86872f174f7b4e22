import { ResendVerificationButton } from '@web/components/resend-verification-button';
import { Badge } from '@web/components/ui/badge';
import { Panel } from '@web/components/ui/panel';
import { longUsDate } from '@web/lib/format';

const rowClass = 'grid gap-1 border-s-2 border-primary/60 ps-3';
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
