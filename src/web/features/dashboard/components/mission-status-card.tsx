import { ResendVerificationButton } from '@web/components/resend-verification-button';
import { Badge } from '@web/components/ui/badge';
import { Panel } from '@web/components/ui/panel';
import { messages } from '../messages';

const { t } = messages;

const rowClass = 'grid gap-1 border-s-2 border-primary/60 ps-3';
const termClass = 'font-tactical text-[0.6875rem] text-muted-foreground';

export function MissionStatusCard({ createdAt, emailVerified }: { createdAt: string; emailVerified: boolean }) {
  return (
    <Panel
      title={t('missionStatus')}
      status={emailVerified ? 'online' : 'standby'}
      statusLabel={emailVerified ? t('allClear') : t('actionNeeded')}
    >
      <dl className="grid gap-4">
        <div className={rowClass}>
          <dt className={termClass}>{t('deploymentDate')}</dt>
          <dd className="font-mono text-foreground">{t('joinedOn', { at: createdAt })}</dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>{t('email')}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <Badge variant={emailVerified ? 'good' : 'low'}>{emailVerified ? t('confirmed') : t('pending')}</Badge>
            {emailVerified ? null : <ResendVerificationButton />}
          </dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>{t('securityClearance')}</dt>
          <dd className="font-mono text-foreground">{t('levelOne')}</dd>
        </div>
      </dl>
    </Panel>
  );
}
