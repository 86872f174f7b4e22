import { CommunityStatsGrid } from '@web/components/community-stats-grid';
import { Panel } from '@web/components/ui/panel';
import { useCommunityStats } from '@web/lib/stats/community-stats';
import { messages } from '../messages';

const { t } = messages;

/** The landing's four community stats, live, on the dashboard. */
export function CommunityOverviewCard() {
  const stats = useCommunityStats();
  return (
    <Panel
      title={t('communityTitle')}
      statusLabel={t('live')}
      actions={<span className="font-tactical text-[0.625rem] text-optimal">{t('liveFeed')}</span>}
    >
      <div className="grid gap-3">
        <CommunityStatsGrid stats={stats} />
        {/* What the score counts (decision 0292): the community's, not the household's readiness. */}
        <p className="text-xs text-muted-foreground">{t('communityScore')}</p>
      </div>
    </Panel>
  );
}
