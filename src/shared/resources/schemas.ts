import { z } from 'zod';
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN, RESOURCE_STATUSES } from '../constants/resources';
import { uuid } from '../text';

export const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  currentQuantity: z.number().int(),
  targetQuantity: z.number().int(),
  unit: z.string(),
  status: z.enum(RESOURCE_STATUSES),
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
