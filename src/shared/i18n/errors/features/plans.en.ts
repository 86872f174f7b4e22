/**
 * The messages of survival plans (src/shared/plans) in the catalogue of message codes (decision
 * 0353): the wizard's save-check and the plan routes' answers (decision 0358). Built from the
 * zod-free limits module; "Plan not found", the acquire refusals and the plan limit are `items.*`
 * and `limits.plans`. The toasts' "Validation Error: …" are the page's own words (its catalogue).
 */
import { PLAN_MESSAGES } from '../../../plans/limits';

export const plansEn = {
  'plans.titleRequired': PLAN_MESSAGES.titleRequired,
  'plans.titleMax': PLAN_MESSAGES.titleMax,
  'plans.descriptionMax': PLAN_MESSAGES.descriptionMax,
  'plans.eventType': PLAN_MESSAGES.eventType,
  'plans.itemKind': PLAN_MESSAGES.itemKind,
  'plans.itemMax': PLAN_MESSAGES.itemMax,
  'plans.itemsMax': PLAN_MESSAGES.itemsMax,
  'plans.kitsMax': PLAN_MESSAGES.kitsMax,
  'plans.kitUnavailable': PLAN_MESSAGES.kitUnavailable,
  'plans.kitTwice': PLAN_MESSAGES.kitTwice,
  'plans.tab': PLAN_MESSAGES.tab,
};
