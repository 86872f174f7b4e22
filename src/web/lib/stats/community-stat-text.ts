import { COMMUNITY_SCORE_SCALE, type CommunityStats } from '@shared/stats';
import { lazyValue } from '../lazy-value';

const numberFormat = lazyValue(() => new Intl.NumberFormat('en-US'));
export const formatCount = (n: number) => numberFormat().format(n);

export interface CommunityStatText {
  label: string;
  value: string;
  unit?: string;
  aside?: string;
}

/**
 * The four community read-outs as text, in the documented order. The React grid renders them and the
 * prerendered landing's script writes them into the HTML before React is loaded
 * (features/landing/prerendered-landing.ts): one source, so the two never differ and hydration
 * finds the text it renders.
 */
export function communityStatTexts(stats: CommunityStats): CommunityStatText[] {
  return [
    { label: 'Active Preppers', value: formatCount(stats.activePreppersCount) },
    { label: 'Survival Plans', value: formatCount(stats.publicPlansCount) },
    { label: 'Emergency Kits', value: formatCount(stats.publicKitsCount) },
    {
      label: 'Preparedness Score',
      value: formatCount(stats.preparednessScore),
      unit: ` / ${formatCount(COMMUNITY_SCORE_SCALE)}`,
      aside: `${formatCount(stats.preparednessPercent)}%`,
    },
  ];
}
