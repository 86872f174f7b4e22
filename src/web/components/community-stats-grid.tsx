import { BackpackIcon, ClipboardListIcon, GaugeIcon, UsersIcon } from 'lucide-react';
import { COMMUNITY_SCORE_SCALE, type CommunityStats } from '@shared/stats';
import { StatGrid, type StatGridItem } from '@web/components/ui/stat-grid';
import { formatCount } from '@web/lib/stats/community-stats';

/** The four community stats as the spec labels them, in order. */
export function communityStatItems(stats: CommunityStats): StatGridItem[] {
  return [
    {
      label: 'Active Preppers',
      value: formatCount(stats.active_preppers_count),
      icon: <UsersIcon aria-hidden="true" />,
    },
    {
      label: 'Survival Plans',
      value: formatCount(stats.public_plans_count),
      icon: <ClipboardListIcon aria-hidden="true" />,
    },
    { label: 'Emergency Kits', value: formatCount(stats.public_kits_count), icon: <BackpackIcon aria-hidden="true" /> },
    {
      label: 'Preparedness Score',
      value: formatCount(stats.preparedness_score),
      unit: ` / ${formatCount(COMMUNITY_SCORE_SCALE)}`,
      aside: `${formatCount(stats.preparedness_percent)}%`,
      icon: <GaugeIcon aria-hidden="true" />,
    },
  ];
}

/** Landing Mission Status and dashboard Community Tactical Overview show the same read-outs. */
export function CommunityStatsGrid({ stats, columns }: { stats: CommunityStats; columns?: 2 | 4 }) {
  return <StatGrid items={communityStatItems(stats)} columns={columns} />;
}
