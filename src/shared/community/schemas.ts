/**
 * The community pages (issue 21): everyone's public plans and kits, browsed with a search, a filter
 * and a sort, and the month's most acquired. One schema, both sides: the pages build their query
 * from these, the server validates it with the same (a bad value is a 400 at its field).
 */
import { z } from 'zod';
import { KIT_CATEGORIES } from '../constants/kits';
import { PLAN_EVENT_TYPE_VALUES, PLAN_SEARCH_MAX } from '../constants/plans';
import { KIT_SEARCH_MAX, listCursorSchema } from '../kits/schemas';
import { text } from '../text';
import { COMMUNITY_MESSAGES } from './messages';
import { COMMUNITY_SORT_VALUES, DEFAULT_COMMUNITY_SORT } from './sorts';

export * from './messages';
export * from './sorts';

const sortSchema = z.enum(COMMUNITY_SORT_VALUES, { error: COMMUNITY_MESSAGES.sort }).default(DEFAULT_COMMUNITY_SORT);
const searchSchema = (max: number) => text().trim().max(max, COMMUNITY_MESSAGES.search).optional();

/** GET /api/community/plans?q=&eventType=&sort=&cursor= : one page of everyone's public plans. */
export const communityPlanQuerySchema = z.object({
  q: searchSchema(PLAN_SEARCH_MAX),
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES, { error: COMMUNITY_MESSAGES.eventType }).optional(),
  sort: sortSchema,
  cursor: listCursorSchema,
});
export type CommunityPlanQuery = z.infer<typeof communityPlanQuerySchema>;
export type CommunityPlanFilter = Omit<z.input<typeof communityPlanQuerySchema>, 'cursor'>;

/** GET /api/community/kits?q=&category=&sort=&cursor= : one page of everyone's public kits. */
export const communityKitQuerySchema = z.object({
  q: searchSchema(KIT_SEARCH_MAX),
  /** Kits holding at least one item of this category. */
  category: z.enum(KIT_CATEGORIES, { error: COMMUNITY_MESSAGES.category }).optional(),
  sort: sortSchema,
  cursor: listCursorSchema,
});
export type CommunityKitQuery = z.infer<typeof communityKitQuerySchema>;
export type CommunityKitFilter = Omit<z.input<typeof communityKitQuerySchema>, 'cursor'>;

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

/** What every community card carries beside its content. */
const communityCardFields = {
  id: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** The creator's username when their profile is public, else null (shown as "An operative"). */
  author: z.string().nullable(),
  /** How many times it was acquired (copies made by others), all time. */
  acquireCount: z.number().int(),
  /** The viewer created it: nothing to acquire. */
  isOwner: z.boolean(),
  /** The viewer already holds a copy: the card says "Acquired". */
  acquired: z.boolean(),
};

export const communityPlanSchema = z.object({
  ...communityCardFields,
  title: z.string(),
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES),
});
export type CommunityPlan = z.infer<typeof communityPlanSchema>;

export const communityKitSchema = z.object({
  ...communityCardFields,
  name: z.string(),
  itemCount: z.number().int(),
  /** Items per category; categories without items are absent. */
  categoryCounts: z.record(z.string(), z.number().int()),
});
export type CommunityKit = z.infer<typeof communityKitSchema>;

/**
 * A page: `total` is how many match the search and filter (all pages), `nextCursor` null on the
 * last page.
 */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int() });
export const communityPlanPageSchema = pageOf(communityPlanSchema);
export type CommunityPlanPage = z.infer<typeof communityPlanPageSchema>;
export const communityKitPageSchema = pageOf(communityKitSchema);
export type CommunityKitPage = z.infer<typeof communityKitPageSchema>;

/** How many most acquired kits and plans the overview shows. */
export const COMMUNITY_TOP_COUNT = 5;

const topEntry = {
  id: z.string(),
  author: z.string().nullable(),
  /** Acquisitions since the 1st of the current month (UTC). */
  acquisitions: z.number().int(),
};

/**
 * GET /api/community/overview: the month's most acquired public kits and plans (acquisitions made
 * since the 1st of the current month, UTC; at most 5 each, those acquired at least once) and the
 * number of public plans of each event type (every type, 0 included, in the event type order).
 */
export const communityOverviewSchema = z.object({
  since: z.string(),
  topKits: z.array(z.object({ ...topEntry, name: z.string() })),
  topPlans: z.array(z.object({ ...topEntry, title: z.string(), eventType: z.enum(PLAN_EVENT_TYPE_VALUES) })),
  plansByEventType: z.array(z.object({ eventType: z.enum(PLAN_EVENT_TYPE_VALUES), count: z.number().int() })),
});
export type CommunityOverview = z.infer<typeof communityOverviewSchema>;
