/**
 * The barcode API's shapes (issue 42), shared by the server's validation and the scan dialog.
 * - POST /api/resources/scan {code, scanKey?}: a code the household knows adds one unit to its
 *   supply (a batch dated today with the supply's default best-before); a new code answers what
 *   a product database says about it, to prefill the supply form.
 * - POST /api/resources/{id}/barcodes {code}: keeps a code on a supply.
 * - DELETE /api/resources/{id}/barcodes/{code}: removes it.
 */
import { z } from 'zod';
import { resourceSchema } from '../resources/schemas';
import { SHELF_LIFE_CLASSES } from '../supplies/rotation';
import { uuid } from '../text';
import { barcodeSchema } from './barcode-schema';

export { barcodeSchema } from './barcode-schema';

export const scanRequestSchema = z
  .object({
    code: barcodeSchema(),
    /** Made by the device once per scan and sent again with a retry: a scan is counted once. */
    scanKey: uuid('A scan key is a UUID').optional(),
  })
  .strict();
export type ScanRequest = z.input<typeof scanRequestSchema>;

export const barcodeRequestSchema = z.object({ code: barcodeSchema() }).strict();

export const productPrefillSchema = z.object({
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  litresPerUnit: z.number().nullable(),
  kcalPerUnit: z.number().nullable(),
  shelfLife: z.enum(SHELF_LIFE_CLASSES),
});

/**
 * How the product lookup went for a new code: `found` (prefill given), `not-found` (the database
 * does not know it, or it is no GTIN worth asking about), `unavailable` (no answer in time, an
 * error, lookups switched off), `rate-limited` (this user asked too often; try again in a minute).
 */
export const LOOKUP_OUTCOMES = ['found', 'not-found', 'unavailable', 'rate-limited'] as const;

export const scanResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('added'),
    code: z.string(),
    /** The supply, with the unit added (its batches and quantity as saved). */
    resource: resourceSchema,
  }),
  z.object({
    outcome: z.literal('new'),
    code: z.string(),
    lookup: z.enum(LOOKUP_OUTCOMES),
    product: productPrefillSchema.nullable(),
  }),
]);
export type ScanResponse = z.infer<typeof scanResponseSchema>;

export { BARCODE_MESSAGES, BARCODES_PER_SUPPLY_MAX } from './barcode-schema';
