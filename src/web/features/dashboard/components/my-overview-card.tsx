import { BackpackIcon, ClipboardListIcon, GaugeIcon } from 'lucide-react';
import { useId } from 'react';
import { Panel } from '@web/components/ui/panel';
import { Progress } from '@web/components/ui/progress';
import { StatGrid } from '@web/components/ui/stat-grid';
import { pageIntlTag } from '@web/lib/i18n/i18n';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { communityStatsQueryKey, formatCount } from '@web/lib/stats/community-stats';
import { myStatsQueryKey, useMyStats } from '@web/lib/stats/my-stats';
import { messages } from '../messages';

const { t } = messages;

const MY_TABLES = ['survival_plans', 'kits'] as const;
const MY_KEYS = [myStatsQueryKey, communityStatsQueryKey];

/** My plans, my kits and the personal score, refreshed when my plans or kits change. */
export function MyOverviewCard({ className }: { className?: string }) {
  useRealtimeInvalidation(MY_TABLES, MY_KEYS);
  const { data } = useMyStats();
  const scoreId = useId();
  // Before the first answer: dashes, not zeros that would read as a fact.
  const show = (n: number | undefined) => (n === undefined ? '—' : formatCount(n, pageIntlTag()));
  return (
    <Panel title={t('myOverview')} statusLabel={t('personalReadiness')} className={className}>
      <div className="grid gap-4">
        <StatGrid
          columns={3}
          items={[
            { label: t('myPlans'), value: show(data?.plansCount), icon: <ClipboardListIcon aria-hidden="true" /> },
            { label: t('myKits'), value: show(data?.kitsCount), icon: <BackpackIcon aria-hidden="true" /> },
            {
              label: t('personalScore'),
              value: data ? t('percent', { value: data.personalScore }) : '—',
              icon: <GaugeIcon aria-hidden="true" />,
            },
          ]}
        />
        <div className="grid gap-1.5">
          <p id={scoreId} className="font-tactical text-[0.6875rem] text-muted-foreground">
            {t('personalPreparedness')}
          </p>
          <Progress value={data?.personalScore ?? 0} aria-labelledby={scoreId} />
          {/* What the score counts (decision 0292); the days covered lead on Readiness. */}
          <p className="text-xs text-muted-foreground">{t('personalScoreExplained')}</p>
        </div>
      </div>
    </Panel>
  );
}
