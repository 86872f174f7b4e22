/**
 * The plan list's tabs (decision 0291): mine (my plans and the plans other members share with my
 * household), my acquired copies, public plans of others. Without zod: the plan list loads it
 * without the validation library (issue 41).
 */
export const PLAN_LIST_TABS = ['mine', 'acquired', 'community'] as const;
export type PlanListTab = (typeof PLAN_LIST_TABS)[number];
