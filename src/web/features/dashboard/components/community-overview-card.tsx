import { CommunityStatsGrid } from '@web/components/community-stats-grid';
import { Panel } from '@web/components/ui/panel';
import { useCommunityStats } from '@web/lib/stats/community-stats';

/** The landing's four community stats, live, on the dashboard. */
export function CommunityOverviewCard() {
  const stats = useCommunityStats();
  return (
    <Panel
      title="Community Tactical Overview"
      statusLabel="Live"
      actions={<span className="font-tactical text-[0.625rem] text-optimal">Live feed</span>}
    >
      <CommunityStatsGrid stats={stats} />
    </Panel>
  );
}
