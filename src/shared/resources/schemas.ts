import { z } from 'zod';
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN, RESOURCE_STATUSES } from '../constants/resources';
import { READINESS_LIMITS } from '../readiness/figures';
import { LITRES_PER_US_GALLON } from '../readiness/units';
import { text, uuid } from '../text';
import { RESOURCE_CATEGORIES } from './catalogue';

export const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  currentQuantity: z.number().int(),
  targetQuantity: z.number().int(),
  unit: z.string(),
  status: z.enum(RESOURCE_STATUSES),
  /** Litres of water one unit holds (readiness), or null. */
  litresPerUnit: z.number().nullable(),
  /** kcal of food one unit holds (readiness), or null. */
  kcalPerUnit: z.number().nullable(),
  /** Added by the user: may be deleted (the 21 defaults may not). */
  isCustom: z.boolean(),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${RESOURCE_QUANTITY_MIN} to ${RESOURCE_QUANTITY_MAX.toLocaleString('en-US')}`;

/** SAVE CHANGES: every changed row in one request. Status is never sent: the server computes it. */
export const saveResourcesSchema = z
  .object({
    changes: z
      .array(
        z
          .object({
            id: uuid('Unknown resource'),
            currentQuantity: z
              .number({ error: QUANTITY_MESSAGE })
              .int(QUANTITY_MESSAGE)
              .min(RESOURCE_QUANTITY_MIN, QUANTITY_MESSAGE)
              .max(RESOURCE_QUANTITY_MAX, QUANTITY_MESSAGE),
          })
          .strict(),
      )
      .min(1, 'Nothing to save')
      .max(200, 'Too many changes in one save'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.changes.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({ code: 'custom', path: ['changes', i, 'id'], message: 'The same resource appears twice' });
      seen.add(c.id);
    });
  });
export type SaveResources = z.infer<typeof saveResourcesSchema>;

export const RESOURCE_MESSAGES = {
  name: 'Enter a name (up to 60 characters)',
  nameTaken: 'You already have a supply with this name',
  category: 'Choose a category',
  unit: 'Enter a unit (up to 30 characters)',
  target: `Target must be a whole number from ${RESOURCE_QUANTITY_MIN} to ${RESOURCE_QUANTITY_MAX.toLocaleString('en-US')}`,
  // Said in both units: the tracker's field is in gallons for US users.
  litresPerUnit: `Water per unit: above 0 and up to ${READINESS_LIMITS.litresPerUnitMax.toLocaleString('en-US')} L (${Math.floor(READINESS_LIMITS.litresPerUnitMax / LITRES_PER_US_GALLON).toLocaleString('en-US')} gal), or empty`,
  kcalPerUnit: `kcal per unit: above 0 and up to ${READINESS_LIMITS.kcalPerUnitMax.toLocaleString('en-US')}, or empty`,
  nothingToChange: 'Nothing to change',
  defaultNotDeletable: 'Default supplies cannot be deleted; set their target to 0 instead',
  added: 'Supply added',
  updated: 'Supply updated',
  deleted: 'Supply deleted',
} as const;

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
};

/** POST /api/resources: a supply of the user's own (it starts at quantity 0). */
export const createResourceSchema = z.object(resourceFields).strict();
export type CreateResourceInput = z.input<typeof createResourceSchema>;

/** PATCH /api/resources/{id}: any of the fields, on any row (defaults too). */
export const updateResourceSchema = z
  .object(resourceFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: RESOURCE_MESSAGES.nothingToChange });
export type UpdateResourceInput = z.input<typeof updateResourceSchema>;

/** PUT /api/resources/targets: "Set targets from my goal", every row in one transaction. */
export const setTargetsSchema = z
  .object({
    targets: z
      .array(z.object({ id: uuid('Unknown resource'), targetQuantity: target }).strict())
      .min(1, RESOURCE_MESSAGES.nothingToChange)
      .max(200, 'Too many changes in one save'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.targets.forEach((t, i) => {
      if (seen.has(t.id))
        ctx.addIssue({ code: 'custom', path: ['targets', i, 'id'], message: 'The same resource appears twice' });
      seen.add(t.id);
    });
  });
export type SetTargets = z.infer<typeof setTargetsSchema>;
