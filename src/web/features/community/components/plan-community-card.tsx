import type { CommunityPlan } from '@shared/community/schemas';
import type { PlanDetail } from '@shared/plans/schemas';
import { communityApi } from '../api/community-api';
import { messages } from '../messages';
import { CommunityCard, type AcquireTexts } from './community-card';

const { t } = messages;

/** The plan list's words (decision 050). */
const planAcquireTexts = (): AcquireTexts<PlanDetail> => ({
  done: t('plan.done'),
  doneText: (copy) => t('plan.doneText', { title: copy.title }),
  already: t('plan.already'),
  failed: t('plan.failed'),
});

export function PlanCommunityCard({ plan }: { plan: CommunityPlan }) {
  return (
    <CommunityCard
      item={plan}
      kind="plans"
      title={plan.title}
      badge={t('plan.badge')}
      viewLabel={t('plan.view')}
      acquire={communityApi.acquirePlan}
      texts={planAcquireTexts()}
    >
      <p className="font-mono text-xs text-primary">{t(`event.${plan.eventType}`)}</p>
    </CommunityCard>
  );
}
