/**
 * Plans' limits and messages: plain data, without the schemas (schemas.ts re-exports it), so the
 * plan wizard does not load the validation library with the page (issue 41).
 */
import { PLAN_SEARCH_MAX } from '../constants/plans';

export { PLAN_SEARCH_MAX };

export const PLAN_TITLE_MAX = 160;
export const PLAN_DESCRIPTION_MAX = 4000;
export const PLAN_ITEM_CONTENT_MAX = 4000;
export const PLAN_ITEMS_MAX = 200;
export const PLAN_KITS_MAX = 50;
export const PLAN_WIZARD_STEPS = 5;

export const PLAN_MESSAGES = {
  titleRequired: 'Plan title is required',
  titleMax: `Plan title must be at most ${PLAN_TITLE_MAX} characters`,
  descriptionMax: `Description must be at most ${PLAN_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  eventType: 'Select an event type',
  itemKind: 'Choose step, note or resource',
  itemMax: `Each step or note must be at most ${PLAN_ITEM_CONTENT_MAX.toLocaleString('en-US')} characters`,
  itemsMax: `A plan holds at most ${PLAN_ITEMS_MAX} steps and notes`,
  kitsMax: `A plan links at most ${PLAN_KITS_MAX} kits`,
  kitUnavailable: 'This kit is not available',
  kitTwice: 'The same kit is linked twice',
  /** GET /api/plans?tab= */
  tab: 'Choose mine, acquired or community',
  /** Toasts (docs/product.md#plan-wizard, #editing-a-plan). */
  createInvalid: 'Validation Error: Please fill in all required fields.',
  editInvalid: 'Validation Error: Plan title is required',
} as const;
