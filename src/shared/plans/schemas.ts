/**
 * Survival plans: the API contract shared by the wizard and the server
 * (docs/product.md#survival-plans, #plan-wizard). One schema, both sides. Messages are the documented ones (docs/product.md)
 * where it has one.
 */
import { z } from 'zod';
import { KIT_ITEM_CATEGORY_VALUES } from '../constants/kits';
import { PLAN_EVENT_TYPE_VALUES, PLAN_ITEM_KINDS, PLAN_SEARCH_MAX, type PlanEventType } from '../constants/plans';
import { listCursorSchema, listLimitSchema } from '../kits/schemas';
import { text, uuid } from '../text';
import {
  requestedVisibility,
  visibilityAgrees,
  visibilitySchema,
  VISIBILITY_MESSAGES,
  type Visibility,
} from '../visibility/schemas';
import {
  PLAN_DESCRIPTION_MAX,
  PLAN_ITEM_CONTENT_MAX,
  PLAN_ITEMS_MAX,
  PLAN_KITS_MAX,
  PLAN_MESSAGES,
  PLAN_TITLE_MAX,
} from './limits';
import { PLAN_LIST_TABS } from './list-tabs';

export * from './limits';

/** Re-exported for callers that already load this module; zod-free pages import it from constants. */
export { eventTypeLabel } from '../constants/plans';

/** One step, note or resource as the wizard sends it; blank content is allowed here and dropped on save. */
export const planItemInputSchema = z
  .object({
    kind: z.enum(PLAN_ITEM_KINDS, { error: PLAN_MESSAGES.itemKind }),
    content: text().max(PLAN_ITEM_CONTENT_MAX, PLAN_MESSAGES.itemMax),
  })
  .strict();
export type PlanItemInput = z.infer<typeof planItemInputSchema>;

/**
 * POST /api/plans and PUT /api/plans/{id}: the plan, its items and its kit links, saved in one
 * transaction. Items with blank content are dropped and the rest renumbered from 0 in order.
 * `visibility` says who sees it (shared/visibility); `isPublic` is its older form, still accepted
 * (true Public, false Private); neither means Private. The parsed value carries `visibility` only.
 */
export const savePlanSchema = z
  .object({
    title: text().trim().min(1, PLAN_MESSAGES.titleRequired).max(PLAN_TITLE_MAX, PLAN_MESSAGES.titleMax),
    description: text()
      .trim()
      .max(PLAN_DESCRIPTION_MAX, PLAN_MESSAGES.descriptionMax)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional()
      .default(null),
    eventType: z.enum(PLAN_EVENT_TYPE_VALUES, { error: PLAN_MESSAGES.eventType }),
    visibility: visibilitySchema.optional(),
    isPublic: z.boolean().optional(),
    items: z.array(planItemInputSchema).max(PLAN_ITEMS_MAX, PLAN_MESSAGES.itemsMax).optional().default([]),
    kitIds: z
      .array(uuid(PLAN_MESSAGES.kitUnavailable))
      .max(PLAN_KITS_MAX, PLAN_MESSAGES.kitsMax)
      .optional()
      .default([]),
    /** "Our family communication plan": shown with this plan, to its owner only. */
    includeFamilyPlan: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.kitIds.forEach((id, i) => {
      if (seen.has(id.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['kitIds', i], message: PLAN_MESSAGES.kitTwice });
      seen.add(id.toLowerCase());
    });
    if (!visibilityAgrees(v))
      ctx.addIssue({ code: 'custom', path: ['visibility'], message: VISIBILITY_MESSAGES.disagree });
  })
  .transform(({ isPublic, visibility, ...rest }) => ({
    ...rest,
    visibility: (requestedVisibility({ isPublic, visibility }) ?? 'private') as Visibility,
  }));
export type SavePlanInput = z.input<typeof savePlanSchema>;
export type SavePlan = z.output<typeof savePlanSchema>;

/** Blank content dropped, the rest trimmed and numbered from 0 in order. */
export function normalizePlanItems(items: readonly PlanItemInput[]) {
  return items
    .map((i) => ({ kind: i.kind, content: i.content.trim() }))
    .filter((i) => i.content !== '')
    .map((i, position) => ({ ...i, position }));
}

export { PLAN_LIST_TABS, type PlanListTab } from './list-tabs';

/** GET /api/plans?tab=&q=&cursor=&limit= : one page of one tab; q is a substring of title or description. */
export const planListQuerySchema = z.object({
  tab: z.enum(PLAN_LIST_TABS, { error: PLAN_MESSAGES.tab }).default('mine'),
  q: text().trim().max(PLAN_SEARCH_MAX).optional(),
  cursor: listCursorSchema,
  limit: listLimitSchema,
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;
export type PlanListFilter = Pick<PlanListQuery, 'q'>;

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

export const planItemSchema = z.object({
  id: z.string(),
  kind: z.enum(PLAN_ITEM_KINDS),
  content: z.string(),
  position: z.number().int(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES),
  /** Who sees it (shared/visibility). */
  visibility: visibilitySchema,
  /** visibility is 'public' (kept for older clients). */
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The viewer created it (only they change its visibility or delete it). */
  isOwner: z.boolean(),
  /**
   * The viewer may edit it (Edit Plan): its creator, or an owner or editor of the creator's
   * household when it is shared with the household (they keep its visibility as it is).
   */
  canEdit: z.boolean(),
  /** The viewer already acquired it (Acquire would answer 409). */
  acquired: z.boolean(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/**
 * GET /api/plans: one page of one tab. mine: my plans and the plans other members of my household
 * share with it, updated_at newest first; acquired:
 * private copies I made by acquiring, newest acquisition first; community: public plans of
 * other users, created_at newest first. `nextCursor` is null on the last page; `counts` are the
 * three tabs' totals under the same search.
 */
export const planListSchema = z.object({
  items: z.array(planSummarySchema),
  nextCursor: z.string().nullable(),
  counts: z.object({
    mine: z.number().int(),
    acquired: z.number().int(),
    community: z.number().int(),
  }),
});
export type PlanList = z.infer<typeof planListSchema>;

/** A kit linked to a plan, with its items for the plan view and the printed plan. */
export const linkedKitSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: visibilitySchema,
  isPublic: z.boolean(),
  items: z.array(
    z.object({
      itemName: z.string(),
      quantity: z.number().int(),
      category: z.enum(KIT_ITEM_CATEGORY_VALUES),
    }),
  ),
});
export type LinkedKit = z.infer<typeof linkedKitSchema>;

/**
 * What a plan that includes "Our family communication plan" shows of it: the emergency number, each
 * member's mobile (decision 0295), the out-of-town contacts and the meeting places (never the
 * people's medical notes, emails or other details).
 */
export const planFamilySchema = z.object({
  emergencyNumber: z.string(),
  memberMobiles: z.array(z.object({ name: z.string(), mobilePhone: z.string() })),
  outOfTownContacts: z.array(
    z.object({ name: z.string(), mobilePhone: z.string(), otherPhone: z.string(), email: z.string() }),
  ),
  meetingPlaces: z.array(
    z.object({ label: z.string(), name: z.string(), address: z.string(), instructions: z.string() }),
  ),
});
export type PlanFamily = z.infer<typeof planFamilySchema>;

/** GET /api/plans/{id}: items in position order; kits the viewer may not see are omitted. */
export const planDetailSchema = planSummarySchema.extend({
  items: z.array(planItemSchema),
  kits: z.array(linkedKitSchema),
  includeFamilyPlan: z.boolean(),
  /**
   * The creator's household's family plan, when the plan includes it, to the members of that
   * household only (else null).
   */
  familyPlan: planFamilySchema.nullable(),
  /** The creator's username when their profile is public, else null (shared/profile/author.ts). */
  author: z.string().nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export type { PlanEventType };

/** An acquired plan's title: '{title} (Copy)', like an acquired kit's name. */
export function copyPlanTitle(title: string): string {
  return `${title
    .trim()
    .slice(0, PLAN_TITLE_MAX - ' (Copy)'.length)
    .trim()} (Copy)`;
}
