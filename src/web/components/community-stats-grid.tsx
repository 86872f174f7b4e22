import { BackpackIcon, ClipboardListIcon, GaugeIcon, UsersIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { CommunityStats } from '@shared/stats';
import { StatGrid, type StatGridItem } from '@web/components/ui/stat-grid';
import { pageIntlTag } from '@web/lib/i18n/i18n';
import { communityStatTexts } from '@web/lib/stats/community-stat-text';
import { messages } from './messages';

const ICONS = [UsersIcon, ClipboardListIcon, BackpackIcon, GaugeIcon];

/** The four community stats as the documented labels them, in order. */
export function communityStatItems(stats: CommunityStats): StatGridItem[] {
  return communityStatTexts(stats, pageIntlTag()).map((text, i) => {
    const Icon = ICONS[i]!;
    // The label in the page's language; the numbers as its locale writes them (community-stat-text).
    return { ...text, label: messages.t(`stat.${i as 0 | 1 | 2 | 3}`), icon: <Icon aria-hidden="true" /> };
  });
}

/** Landing Mission Status and dashboard Community Tactical Overview show the same read-outs. */
export function CommunityStatsGrid({
  stats,
  columns,
  ...props
}: { stats: CommunityStats; columns?: 2 | 4 } & Omit<ComponentProps<'dl'>, 'children'>) {
  return <StatGrid items={communityStatItems(stats)} columns={columns} {...props} />;
}
