import type { Readiness } from '@shared/readiness/calculator';
import { formatDays } from '@shared/readiness/calculator';

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
      text: 'Start here: say who lives with you, people and pets, so the days your supplies last can be counted.',
      action: 'Describe your household',
      to: '/readiness',
    };
  // The same answer as the figure under it (decision 0292): what limits the days covered.
  if (figure.daysCovered < figure.goalDays)
    return {
      id: figure.limitedBy,
      text: `Your ${figure.limitedBy} would last ${formatDays(figure.daysCovered)} of the ${figure.goalDays}-day goal.`,
      action: figure.limitedBy === 'water' ? 'Stock water' : 'Stock food',
      to: '/resource-tracker',
    };
  if (kitsCount === 0)
    return {
      id: 'kit',
      text: 'You have no emergency kit yet: pack a bag you can grab on the way out.',
      action: 'Make a kit',
      to: '/kits/new',
    };
  if (plansCount === 0)
    return {
      id: 'plan',
      text: 'You have no survival plan yet: write down what to do when it happens.',
      action: 'Write a plan',
      to: '/plans/new',
    };
  if (!familyPlanComplete)
    return {
      id: 'family-plan',
      text: 'Your family plan is not complete: who to call and where to meet.',
      action: 'Fill in the family plan',
      to: '/family-plan',
    };
  return null;
}
