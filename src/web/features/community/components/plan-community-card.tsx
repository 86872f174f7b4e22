import type { CommunityPlan } from '@shared/community/schemas';
import { eventTypeLabel } from '@shared/constants/plans';
import type { PlanDetail } from '@shared/plans/schemas';
import { communityApi } from '../api/community-api';
import { CommunityCard, type AcquireTexts } from './community-card';

/** The plan list's words (decision 050). */
const PLAN_ACQUIRE_TEXTS: AcquireTexts<PlanDetail> = {
  done: 'Plan acquired',
  doneText: (copy) => `${copy.title} is now in your Acquired tab.`,
  already: 'You have already acquired this plan.',
  failed: 'Failed to acquire plan. Please try again.',
};

export function PlanCommunityCard({ plan }: { plan: CommunityPlan }) {
  return (
    <CommunityCard
      item={plan}
      kind="plans"
      title={plan.title}
      badge="SURVIVAL PLAN"
      viewLabel="View Plan"
      acquire={communityApi.acquirePlan}
      texts={PLAN_ACQUIRE_TEXTS}
    >
      <p className="font-mono text-xs text-primary">{eventTypeLabel(plan.eventType)}</p>
    </CommunityCard>
  );
}
