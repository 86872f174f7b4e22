/**
 * Supply import from CSV (issue 42; docs/product.md#resource-tracker): the limits, the column
 * mapping a spreadsheet needs (the server's first guess, adjusted in the dialog's mapping form and
 * validated by the same schema on the server) and the preview's answer.
 */
import { z } from 'zod';
import { IMPORT_MESSAGES } from './messages';
import { resourceSchema } from './schemas';

export { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from './messages';

/** The multipart fields of POST /api/resources/import and /import/preview. */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_MAPPING_FIELD = 'mapping';

export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_CELL_MAX = 1000;
export const IMPORT_COLUMNS_MAX = 100;

/** The formats told apart by their header line. */
export const IMPORT_FORMATS = ['holdfast', 'homebox', 'spreadsheet'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What a spreadsheet's columns may be mapped to, in the mapping form's order. */
export const IMPORT_FIELDS = [
  'name',
  'quantity',
  'unit',
  'category',
  'bestBefore',
  'barcode',
  'kcalPerUnit',
  'litresPerUnit',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  name: 'Name',
  quantity: 'Quantity',
  unit: 'Unit',
  category: 'Category',
  bestBefore: 'Best before',
  barcode: 'Barcode',
  kcalPerUnit: 'kcal per unit',
  litresPerUnit: 'Litres per unit',
};

/** A column by its position in the header (0 is the first), or none. */
const column = z.number({ error: IMPORT_MESSAGES.mapping }).int(IMPORT_MESSAGES.mapping).min(0).max(999).nullable();

/**
 * Which column holds each field. `name` is required; a column serves one field only (the server
 * also checks each exists in the file).
 */
export const importMappingSchema = z
  .object({
    name: column.refine((v) => v !== null, IMPORT_MESSAGES.mappingName),
    quantity: column.default(null),
    unit: column.default(null),
    category: column.default(null),
    bestBefore: column.default(null),
    barcode: column.default(null),
    kcalPerUnit: column.default(null),
    litresPerUnit: column.default(null),
  })
  .strict()
  .superRefine((m, ctx) => {
    const seen = new Set<number>();
    for (const field of IMPORT_FIELDS) {
      const at = m[field];
      if (at === null) continue;
      if (seen.has(at)) ctx.addIssue({ code: 'custom', path: [field], message: IMPORT_MESSAGES.columnTwice });
      seen.add(at);
    }
  });
export type ImportMapping = z.infer<typeof importMappingSchema>;
export type ImportMappingInput = z.input<typeof importMappingSchema>;

/**
 * What a row does: `add` a new supply, `merge` its stock into a supply of that name (the
 * household's, or one added by an earlier row), `same` (nothing: the batch is there already, or
 * the row brings no stock to a supply that exists), or `refuse` with a reason.
 */
export const IMPORT_ACTIONS = ['add', 'merge', 'same', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** Why the row is refused (null otherwise). */
  reason: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int().nullable(),
  unit: z.string(),
  category: z.string(),
  bestBefore: z.string().nullable(),
  barcodes: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  /** Supplies that will be (or were) new. */
  added: z.number().int(),
  /** Supplies of the household that get stock or barcodes. */
  merged: z.number().int(),
  /** Batches written. */
  batches: z.number().int(),
  same: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** The header line's cells (the mapping form offers them). */
  columns: z.array(z.string()),
  /** For a spreadsheet: the mapping used (the server's guess unless one was sent); else null. */
  mapping: z
    .object(
      Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.number().int().nullable()])) as Record<
        ImportField,
        z.ZodNullable<z.ZodNumber>
      >,
    )
    .nullable(),
  rows: z.array(importRowSchema),
  counts: importCountsSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  counts: importCountsSchema,
  /** The household's supplies after the import. */
  resources: z.array(resourceSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** What the import button says: the supplies written, new and merged. */
export const importButtonText = (counts: ImportCounts) => {
  const n = counts.added + counts.merged;
  return `Import ${n} ${n === 1 ? 'supply' : 'supplies'}`;
};
