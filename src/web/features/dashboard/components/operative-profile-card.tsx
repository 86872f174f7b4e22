import { OperativeAvatar } from '@web/components/operative-avatar';
import { Panel } from '@web/components/ui/panel';
import { messages } from '../messages';
import type { Operative } from './dashboard-header';

const { t } = messages;

export function OperativeProfileCard({ operative }: { operative: Operative }) {
  return (
    <Panel title={t('operativeProfile')} statusLabel={t('active')}>
      <div className="flex min-w-0 items-center gap-4">
        <OperativeAvatar initials={operative.initials} src={operative.avatarUrl} className="size-14 text-lg" />
        <dl className="grid min-w-0 gap-1">
          <dt className="sr-only">{t('name')}</dt>
          <dd className="truncate text-lg font-semibold text-foreground">{operative.name}</dd>
          <dt className="sr-only">{t('username')}</dt>
          <dd className="truncate font-mono text-sm text-primary">@{operative.username}</dd>
          <dt className="sr-only">{t('email')}</dt>
          <dd className="text-sm break-all text-muted-foreground">{operative.email}</dd>
        </dl>
      </div>
    </Panel>
  );
}
