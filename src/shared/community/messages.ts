/**
 * The community filters' messages: plain data, without zod (schemas.ts re-exports them), so the
 * catalogue of message codes (src/shared/i18n/errors/features/community.en.ts) can be built from
 * them without loading the validation library (decision 0361).
 */
import { PLAN_SEARCH_MAX } from '../constants/plans';
import { KIT_MESSAGES } from '../kits/limits';

export const COMMUNITY_MESSAGES = {
  sort: 'Choose Newest or Most acquired',
  eventType: 'Choose one of the event types',
  category: KIT_MESSAGES.category,
  search: `Search must be at most ${PLAN_SEARCH_MAX} characters`,
} as const;
