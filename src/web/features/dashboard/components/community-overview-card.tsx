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
      <div className="grid gap-3">
        <CommunityStatsGrid stats={stats} />
        {/* What the score counts (decision 0292): the community's, not the household's readiness. */}
        <p className="text-xs text-muted-foreground">
          Preparedness Score counts the whole community&apos;s preppers, shared plans and shared kits. It says nothing
          about your own household: that is the days covered on Readiness.
        </p>
      </div>
    </Panel>
  );
}
