/**
 * The barcode field's rule, apart from the API's shapes (schemas.ts) so the supply's own schemas
 * (src/shared/resources/schemas.ts) can use it without importing what imports them.
 */
import { z } from 'zod';
import { text } from '../text';
import { BARCODE_MESSAGE, normaliseBarcode } from './code';

/** A barcode as typed or read, answered in its kept form (src/shared/barcodes/code.ts). */
export const barcodeSchema = () =>
  text(BARCODE_MESSAGE)
    .max(200, BARCODE_MESSAGE)
    .transform((raw, ctx) => {
      const code = normaliseBarcode(raw);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: BARCODE_MESSAGE });
        return z.NEVER;
      }
      return code;
    });

export { BARCODE_MESSAGES, BARCODES_PER_SUPPLY_MAX } from './code';
