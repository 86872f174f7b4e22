import type { Readiness } from '@shared/readiness/calculator';
import { messages } from './messages';

const { t } = messages;

/** The steps a household takes to get ready, in the order the dashboard offers them (one at a time). */
export type NextStepId = 'household' | 'water' | 'food' | 'kit' | 'plan' | 'family-plan';

export interface NextStep {
  id: NextStepId;
  /** One short sentence: why this step. */
  text: string;
  /** The link to the page that does it. */
  action: string;
  to: string;
}

export interface NextStepFacts {
  /** The readiness figure (the readiness card's, computed once by the shared calculator). */
  figure: Readiness;
  kitsCount: number;
  plansCount: number;
  /** Every check of the family plan is done. */
  familyPlanComplete: boolean;
}

/**
 * The first step not done yet, or null when all are: describe the household (no counts yet), stock
 * what limits the days covered (below the goal's days: water or food, as the figure says), make a kit, write a plan, fill in the family plan.
 */
export function nextStep({ figure, kitsCount, plansCount, familyPlanComplete }: NextStepFacts): NextStep | null {
  if (figure.kind === 'no-household')
    return {
      id: 'household',
      text: t('stepHousehold'),
      action: t('stepHouseholdAction'),
      to: '/readiness',
    };
  // The same answer as the figure under it (decision 0292): what limits the days covered.
  if (figure.daysCovered < figure.goalDays)
    return {
      id: figure.limitedBy,
      text: t('stepStock', { limitedBy: figure.limitedBy, days: figure.daysCovered, goalDays: figure.goalDays }),
      action: figure.limitedBy === 'water' ? t('stepWaterAction') : t('stepFoodAction'),
      to: '/resource-tracker',
    };
  if (kitsCount === 0)
    return {
      id: 'kit',
      text: t('stepKit'),
      action: t('stepKitAction'),
      to: '/kits/new',
    };
  if (plansCount === 0)
    return {
      id: 'plan',
      text: t('stepPlan'),
      action: t('stepPlanAction'),
      to: '/plans/new',
    };
  if (!familyPlanComplete)
    return {
      id: 'family-plan',
      text: t('stepFamilyPlan'),
      action: t('stepFamilyPlanAction'),
      to: '/family-plan',
    };
  return null;
}
