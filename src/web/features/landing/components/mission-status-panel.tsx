import { CommunityStatsGrid } from '@web/components/community-stats-grid';
import { Panel } from '@web/components/ui/panel';
import { useCommunityStats } from '@web/lib/stats/community-stats';
import { messages } from '../messages';

const { t } = messages;

/** Four live community stats (docs/product.md#landing-page), refreshed by the realtime feed. */
export function MissionStatusPanel() {
  const stats = useCommunityStats();
  return (
    <Panel
      title={t('missionStatus')}
      statusLabel={t('live')}
      actions={<span className="font-tactical text-[0.625rem] text-optimal">{t('liveFeed')}</span>}
    >
      {/* The prerendered page's script writes the live numbers here before React loads. */}
      <CommunityStatsGrid stats={stats} data-live="community-stats" />
    </Panel>
  );
}
