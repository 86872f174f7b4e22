/**
 * Emergency kits: the API contract shared by the forms and the server
 * (docs/product.md#emergency-kits, #kit-editor). One schema, both sides: the form validates with it
 * and the route validates the same body again. Messages are the documented ones (docs/product.md) where it has one.
 */
import { z } from 'zod';
import {
  KIT_CATEGORIES,
  KIT_ITEM_CATEGORY_VALUES,
  KIT_ITEM_PRIORITY_MAX,
  KIT_ITEM_PRIORITY_MIN,
} from '../constants/kits';
import { LIMIT_MESSAGES, LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX } from '../constants/limits';
import { PET_KINDS, WATER_STANDARD_IDS } from '../readiness/figures';
import { expiryDay } from '../supplies/date-schema';
import { text } from '../text';
import { visibilityAgrees, visibilitySchema, VISIBILITY_MESSAGES } from '../visibility/schemas';
import {
  KIT_DESCRIPTION_MAX,
  KIT_ITEM_NAME_MAX,
  KIT_ITEM_NOTES_MAX,
  KIT_ITEM_QUANTITY_MAX,
  KIT_LIST_TABS,
  KIT_MESSAGES,
  KIT_NAME_MAX,
  KIT_SEARCH_MAX,
  KIT_TEMPLATES,
  parseAddQuantity,
} from './limits';

export * from './limits';

/**
 * GET /api/kits/template-basis: who the family templates are scaled for (the caller's own
 * household; one adult when there is none), so New Kit can say it before the kit is made.
 */
export const templateBasisSchema = z.object({
  /** False: no household saved and nobody named, so one adult. */
  fromHousehold: z.boolean(),
  people: z.object({
    adults: z.number().int(),
    children9to13: z.number().int(),
    children4to8: z.number().int(),
    childrenUnder4: z.number().int(),
  }),
  pets: z.array(z.object({ name: z.string(), kind: z.enum(PET_KINDS), weightKg: z.number() })),
  water: z.object({ standard: z.enum(WATER_STANDARD_IDS), litresPerPersonPerDay: z.number() }),
  /** The family plan's members with medicines, as written there. */
  medicines: z.array(z.object({ member: z.string(), medicines: z.string() })),
});
export type TemplateBasis = z.infer<typeof templateBasisSchema>;

const kitNameSchema = text().trim().min(1, KIT_MESSAGES.nameRequired).max(KIT_NAME_MAX, KIT_MESSAGES.nameMax);
/** Trimmed; empty -> null. */
const kitDescriptionSchema = text()
  .trim()
  .max(KIT_DESCRIPTION_MAX, KIT_MESSAGES.descriptionMax)
  .transform((v) => (v === '' ? null : v))
  .nullable();

/**
 * POST /api/kits. `visibility` is who sees the new kit: Private when absent (New Kit offers
 * Household first to a member of a shared household, decision 0291).
 */
export const createKitSchema = z
  .object({
    name: kitNameSchema,
    description: kitDescriptionSchema.optional().default(null),
    template: z.enum(KIT_TEMPLATES).default('blank'),
    visibility: visibilitySchema.optional().default('private'),
  })
  .strict();
export type CreateKitInput = z.input<typeof createKitSchema>;

/**
 * PATCH /api/kits/{id} (Save Kit). Every field optional; at least one. `visibility` says who sees
 * the kit (shared/visibility); `isPublic` is its older form, still accepted (true Public, false Private).
 */
export const updateKitSchema = z
  .object({
    name: kitNameSchema.optional(),
    description: kitDescriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
    isPublic: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine(visibilityAgrees, { message: VISIBILITY_MESSAGES.disagree, path: ['visibility'] });
export type UpdateKitInput = z.input<typeof updateKitSchema>;

const categorySchema = z.enum(KIT_ITEM_CATEGORY_VALUES, { error: KIT_MESSAGES.category });
const itemNameSchema = text()
  .trim()
  .min(1, KIT_MESSAGES.itemNameRequired)
  .max(KIT_ITEM_NAME_MAX, KIT_MESSAGES.itemNameMax);
/** Trimmed; empty -> null. */
const notesSchema = text()
  .trim()
  .max(KIT_ITEM_NOTES_MAX, KIT_MESSAGES.notesMax)
  .transform((v) => (v === '' ? null : v))
  .nullable();
const strictQuantitySchema = z
  .number({ error: KIT_MESSAGES.quantity })
  .int(KIT_MESSAGES.quantity)
  .min(1, KIT_MESSAGES.quantity)
  .max(KIT_ITEM_QUANTITY_MAX, KIT_MESSAGES.quantity);

/** POST /api/kits/{id}/items */
export const createKitItemSchema = z
  .object({
    category: categorySchema,
    itemName: itemNameSchema,
    quantity: z
      .union([z.number(), text(), z.null()])
      .optional()
      .transform((v) => parseAddQuantity(v))
      .pipe(strictQuantitySchema),
    notes: notesSchema.optional().default(null),
    expiresOn: expiryDay().optional().default(null),
  })
  .strict();
export type CreateKitItemInput = z.input<typeof createKitItemSchema>;

/**
 * PATCH /api/kits/{id}/items/{itemId}: partial; each edit on the edit screen saves at once.
 * `packed` ticks the item off the packing checklist (the household's own state, like expiresOn).
 */
export const updateKitItemSchema = z
  .object({
    itemName: itemNameSchema.optional(),
    quantity: strictQuantitySchema.optional(),
    notes: notesSchema.optional(),
    category: categorySchema.optional(),
    expiresOn: expiryDay().optional(),
    priority: z
      .number({ error: KIT_MESSAGES.priority })
      .int(KIT_MESSAGES.priority)
      .min(KIT_ITEM_PRIORITY_MIN, KIT_MESSAGES.priority)
      .max(KIT_ITEM_PRIORITY_MAX, KIT_MESSAGES.priority)
      .optional(),
    packed: z.boolean({ error: KIT_MESSAGES.packed }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateKitItemInput = z.input<typeof updateKitItemSchema>;

/** `limit` of a list page: 1 to 100, 24 when absent (decision 120). */
export const listLimitSchema = z.coerce
  .number({ error: KIT_MESSAGES.pageSize })
  .int(KIT_MESSAGES.pageSize)
  .min(1, KIT_MESSAGES.pageSize)
  .max(LIST_PAGE_SIZE_MAX, KIT_MESSAGES.pageSize)
  .default(LIST_PAGE_SIZE);
/** The `nextCursor` of the previous page, as given (its content is the server's business). */
export const listCursorSchema = text().max(200, LIMIT_MESSAGES.cursor).optional();

/**
 * GET /api/kits?tab=&q=&category=&cursor=&limit= : one page of one tab. Search is a
 * case-insensitive substring of name or description.
 */
export const kitListQuerySchema = z.object({
  tab: z.enum(KIT_LIST_TABS, { error: KIT_MESSAGES.tab }).default('mine'),
  q: text().trim().max(KIT_SEARCH_MAX).optional(),
  category: z.enum(KIT_CATEGORIES, { error: KIT_MESSAGES.category }).optional(),
  cursor: listCursorSchema,
  limit: listLimitSchema,
});
export type KitListQuery = z.infer<typeof kitListQuerySchema>;
/** The search and filter of the list (what the tabs and their counts share). */
export type KitListFilter = Pick<KitListQuery, 'q' | 'category'>;

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

export const kitItemSchema = z.object({
  id: z.string(),
  kitId: z.string(),
  category: z.enum(KIT_ITEM_CATEGORY_VALUES),
  itemName: z.string(),
  quantity: z.number().int(),
  notes: z.string().nullable(),
  affiliateUrl: z.string().nullable(),
  rating: z.string().nullable(),
  priceHint: z.string().nullable(),
  /** Same-origin URL of the re-encoded WebP (or null). */
  imageUrl: z.string().nullable(),
  position: z.number().int(),
  priority: z.number().int(),
  sourceType: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /**
   * Optional "best before" (YYYY-MM-DD): shown in the kit and in the expiry reminders. The
   * household's own stock: its creator and, when shared with the household, its members see it;
   * anyone else viewing a public kit reads null.
   */
  expiresOn: z.string().nullable(),
  /**
   * Packed into the physical kit (the packing checklist). Like expiresOn, the household's own
   * state: anyone else viewing a public kit reads false; a copy starts unpacked.
   */
  packed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KitItem = z.infer<typeof kitItemSchema>;

/** A kit as the list shows it. */
export const kitSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Who sees it (shared/visibility). */
  visibility: visibilitySchema,
  /** visibility is 'public' (kept for older clients). */
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The viewer created it (only they change its visibility, delete or duplicate it). */
  isOwner: z.boolean(),
  /**
   * The viewer may change its name, description and items: its creator, or an owner or editor of
   * the creator's household when it is shared with the household.
   */
  canEdit: z.boolean(),
  /** The viewer already acquired it (community: Acquire would answer 409). */
  acquired: z.boolean(),
  itemCount: z.number().int(),
  /** Items per category; categories without items are absent. */
  categoryCounts: z.record(z.string(), z.number().int()),
});
export type KitSummary = z.infer<typeof kitSummarySchema>;

/**
 * GET /api/kits: one page of one tab. mine: kits I created or duplicated (public ones too) and
 * kits other members of my household share with it, updated_at newest first; acquired: the private copies I made by acquiring, newest acquisition
 * first; community: public kits of other users, created_at newest first. `nextCursor` is null on
 * the last page; `counts` are the three tabs' totals under the same search and category.
 */
export const kitListSchema = z.object({
  items: z.array(kitSummarySchema),
  nextCursor: z.string().nullable(),
  counts: z.object({
    mine: z.number().int(),
    acquired: z.number().int(),
    community: z.number().int(),
  }),
});
export type KitList = z.infer<typeof kitListSchema>;

/** GET /api/kits/{id}: the kit with its items ordered by category then position. */
export const kitDetailSchema = kitSummarySchema.extend({
  items: z.array(kitItemSchema),
  /** The creator's username when their profile is public, else null (shared/profile/author.ts). */
  author: z.string().nullable(),
});
export type KitDetail = z.infer<typeof kitDetailSchema>;
