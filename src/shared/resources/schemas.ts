import { z } from 'zod';
import { BARCODE_MESSAGES, BARCODES_PER_SUPPLY_MAX, barcodeSchema } from '../barcodes/barcode-schema';
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN, RESOURCE_STATUSES } from '../constants/resources';
import { READINESS_LIMITS } from '../readiness/figures';
import { calendarDay, expiryDay } from '../supplies/date-schema';
import { BATCH_NOTE_MAX } from '../supplies/expiry';
import { SHELF_LIFE_CLASSES } from '../supplies/rotation';
import { text, uuid } from '../text';
import { RESOURCE_CATEGORIES } from './catalogue';
import { BATCH_MESSAGES, RESOURCE_MESSAGES, SAVE_MESSAGES } from './messages';
import { BOUGHT_MESSAGE, QUANTITY_MESSAGE } from './quantity';

/** A batch of a supply row (src/shared/supplies/batches.ts). */
export const batchSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  /** The day it was added (YYYY-MM-DD). */
  addedOn: z.string(),
  /** "Best before" (YYYY-MM-DD): counts through this day; null: no expiry. */
  expiresOn: z.string().nullable(),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type ResourceBatch = z.infer<typeof batchSchema>;

export const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /**
   * What counts today: the batches not expired (status, ring and days covered use it). The
   * database column holds every batch's quantity; `expiredQuantity` is the difference.
   */
  currentQuantity: z.number().int(),
  /** On the shelf but past its date: shown struck through until removed. */
  expiredQuantity: z.number().int(),
  targetQuantity: z.number().int(),
  unit: z.string(),
  status: z.enum(RESOURCE_STATUSES),
  /** Litres of water one unit holds (readiness), or null. */
  litresPerUnit: z.number().nullable(),
  /** kcal of food one unit holds (readiness), or null. */
  kcalPerUnit: z.number().nullable(),
  /** Added by the user: may be deleted (the 21 defaults may not). */
  isCustom: z.boolean(),
  /** How long a new batch keeps by default (its expiry is prefilled from it). */
  shelfLife: z.enum(SHELF_LIFE_CLASSES),
  /** The user typed this target: it is kept, whatever the goal (decision 0292). */
  ownTarget: z.boolean(),
  /**
   * The target in this answer is the household's goal's share for this row (worked out when
   * read), not a typed one: true for water and food rows without their own target once a
   * household is described.
   */
  followsGoal: z.boolean(),
  /** First expired first out order. */
  batches: z.array(batchSchema),
  /** The household's barcodes for this supply (issue 42), kept form, sorted. */
  barcodes: z.array(z.string()),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export { BOUGHT_MESSAGE, QUANTITY_MESSAGE } from './quantity';
export { BATCH_MESSAGES, RESOURCE_MESSAGES, SAVE_MESSAGES } from './messages';

/** A batch as the tracker sends it: new (an id made by the browser) or replacing the stored one. */
export const batchInputSchema = z
  .object({
    id: uuid(BATCH_MESSAGES.unknown),
    resourceId: uuid(SAVE_MESSAGES.unknownResource),
    quantity: z
      .number({ error: BATCH_MESSAGES.quantity })
      .int(BATCH_MESSAGES.quantity)
      .min(1, BATCH_MESSAGES.quantity)
      .max(RESOURCE_QUANTITY_MAX, BATCH_MESSAGES.quantity),
    addedOn: calendarDay(),
    expiresOn: expiryDay(),
    note: text()
      .trim()
      .max(BATCH_NOTE_MAX, BATCH_MESSAGES.note)
      .nullable()
      .default(null)
      .transform((v) => (v === '' ? null : v)),
  })
  .strict();
export type BatchInput = z.input<typeof batchInputSchema>;

const noRepeats =
  <T>(key: (item: T) => string, path: string, message: string) =>
  (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(key(item))) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], message });
      seen.add(key(item));
    });
  };

/**
 * SAVE CHANGES: every change in one request and one transaction. `changes` sets what counts of
 * a row (plus adds to today's batch without expiry, minus takes first expired first out);
 * `batches` adds or replaces batches; `removedBatches` deletes them. Status is never sent.
 */
/** What counts of a row (the tracker's quantity field checks the same rule with quantity.ts, without zod). */
export const resourceQuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(RESOURCE_QUANTITY_MIN, QUANTITY_MESSAGE)
  .max(RESOURCE_QUANTITY_MAX, QUANTITY_MESSAGE);

export const boughtQuantitySchema = z
  .number({ error: BOUGHT_MESSAGE })
  .int(BOUGHT_MESSAGE)
  .min(1, BOUGHT_MESSAGE)
  .max(RESOURCE_QUANTITY_MAX, BOUGHT_MESSAGE);

const DELTA_MESSAGE = SAVE_MESSAGES.delta;

export const saveResourcesSchema = z
  .object({
    changes: z
      .array(
        z
          .object({
            id: uuid(SAVE_MESSAGES.unknownResource),
            currentQuantity: resourceQuantitySchema,
          })
          .strict(),
      )
      .max(200, SAVE_MESSAGES.tooMany)
      .default([]),
    /**
     * Changes made offline, sent as what was done ("-1", "+4"), not as totals: applied to what the
     * household holds when they arrive, so two members' changes add up (docs/product.md#households).
     * Plus goes to today's batch without an expiry, minus to the batch that expires first; below
     * zero stops at zero.
     */
    deltas: z
      .array(
        z
          .object({
            id: uuid(SAVE_MESSAGES.unknownResource),
            delta: z
              .number({ error: DELTA_MESSAGE })
              .int(DELTA_MESSAGE)
              .min(-RESOURCE_QUANTITY_MAX, DELTA_MESSAGE)
              .max(RESOURCE_QUANTITY_MAX, DELTA_MESSAGE)
              .refine((d) => d !== 0, DELTA_MESSAGE),
          })
          .strict(),
      )
      .max(200, SAVE_MESSAGES.tooMany)
      .default([]),
    batches: z.array(batchInputSchema).max(200, SAVE_MESSAGES.tooMany).default([]),
    removedBatches: z.array(uuid(BATCH_MESSAGES.unknown)).max(200, SAVE_MESSAGES.tooMany).default([]),
    /**
     * Made by the device once per save and sent again with every retry of it: a save whose key the
     * server already has for this user was applied, and is answered without being applied again
     * (decision 0276). Optional: saves from releases before it carry none and apply as they come.
     */
    saveKey: uuid(SAVE_MESSAGES.saveKey).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.changes.length + v.deltas.length + v.batches.length + v.removedBatches.length === 0)
      ctx.addIssue({ code: 'custom', path: ['changes'], message: SAVE_MESSAGES.nothing });
    noRepeats((c: { id: string }) => c.id, 'changes', SAVE_MESSAGES.resourceTwice)(v.changes, ctx);
    noRepeats((c: { id: string }) => c.id, 'deltas', SAVE_MESSAGES.resourceTwice)(v.deltas, ctx);
    v.deltas.forEach((d, i) => {
      if (v.changes.some((c) => c.id === d.id))
        ctx.addIssue({
          code: 'custom',
          path: ['deltas', i, 'id'],
          message: SAVE_MESSAGES.quantityAndDelta,
        });
    });
    const batchIds = [...v.batches.map((b) => b.id), ...v.removedBatches];
    const seen = new Set<string>();
    batchIds.forEach((id, i) => {
      if (seen.has(id)) {
        const inBatches = i < v.batches.length;
        ctx.addIssue({
          code: 'custom',
          path: inBatches ? ['batches', i, 'id'] : ['removedBatches', i - v.batches.length],
          message: BATCH_MESSAGES.twice,
        });
      }
      seen.add(id);
    });
  });
export type SaveResources = z.infer<typeof saveResourcesSchema>;
export type SaveResourcesInput = z.input<typeof saveResourcesSchema>;

const target = z
  .number({ error: RESOURCE_MESSAGES.target })
  .int(RESOURCE_MESSAGES.target)
  .min(RESOURCE_QUANTITY_MIN, RESOURCE_MESSAGES.target)
  .max(RESOURCE_QUANTITY_MAX, RESOURCE_MESSAGES.target);

const resourceFields = {
  name: text().trim().min(1, RESOURCE_MESSAGES.name).max(60, RESOURCE_MESSAGES.name),
  category: z.enum(RESOURCE_CATEGORIES, { error: RESOURCE_MESSAGES.category }),
  unit: text().trim().min(1, RESOURCE_MESSAGES.unit).max(30, RESOURCE_MESSAGES.unit),
  targetQuantity: target,
  litresPerUnit: z
    .number({ error: RESOURCE_MESSAGES.litresPerUnit })
    .gt(0, RESOURCE_MESSAGES.litresPerUnit)
    .max(READINESS_LIMITS.litresPerUnitMax, RESOURCE_MESSAGES.litresPerUnit)
    .nullable(),
  kcalPerUnit: z
    .number({ error: RESOURCE_MESSAGES.kcalPerUnit })
    .gt(0, RESOURCE_MESSAGES.kcalPerUnit)
    .max(READINESS_LIMITS.kcalPerUnitMax, RESOURCE_MESSAGES.kcalPerUnit)
    .nullable(),
  shelfLife: z.enum(SHELF_LIFE_CLASSES, { error: RESOURCE_MESSAGES.shelfLife }),
};

/**
 * POST /api/resources: a supply of the user's own (it starts at quantity 0), with the barcodes
 * that name it (a scanned code the household did not know, issue 42).
 */
export const createResourceSchema = z
  .object({
    ...resourceFields,
    shelfLife: resourceFields.shelfLife.default('none'),
    barcodes: z
      .array(barcodeSchema())
      .max(BARCODES_PER_SUPPLY_MAX, BARCODE_MESSAGES.tooMany)
      .optional()
      .superRefine((codes, ctx) => {
        const seen = new Set<string>();
        codes?.forEach((code, i) => {
          if (seen.has(code)) ctx.addIssue({ code: 'custom', path: [i], message: BARCODE_MESSAGES.twice });
          seen.add(code);
        });
      }),
  })
  .strict();
export type CreateResourceInput = z.input<typeof createResourceSchema>;

/** PATCH /api/resources/{id}: any of the fields, on any row (defaults too). */
export const updateResourceSchema = z
  .object({
    ...resourceFields,
    /**
     * "My own target" (decision 0292): false makes a water or food row follow the goal again. A
     * new target without it is the user's own.
     */
    ownTarget: z.boolean({ error: SAVE_MESSAGES.ownTarget }),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: RESOURCE_MESSAGES.nothingToChange });
export type UpdateResourceInput = z.input<typeof updateResourceSchema>;

/** PUT /api/resources/targets: "Set targets from my goal", every row in one transaction. */
export const setTargetsSchema = z
  .object({
    targets: z
      .array(z.object({ id: uuid(SAVE_MESSAGES.unknownResource), targetQuantity: target }).strict())
      .min(1, RESOURCE_MESSAGES.nothingToChange)
      .max(200, SAVE_MESSAGES.tooMany),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.targets.forEach((t, i) => {
      if (seen.has(t.id))
        ctx.addIssue({ code: 'custom', path: ['targets', i, 'id'], message: SAVE_MESSAGES.resourceTwice });
      seen.add(t.id);
    });
  });
export type SetTargets = z.infer<typeof setTargetsSchema>;
