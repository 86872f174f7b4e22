/**
 * The supply export (EXPORT REPORT -> "Download CSV", issue 42): the report's seven columns, then
 * each supply's batches, barcodes, per-unit figures and how long it keeps, one line per batch, so
 * a spreadsheet still reads it and the import (POST /api/resources/import) makes the same
 * supplies again (decision 0320). Pure and without zod: the tracker's first paint imports it.
 */
import type { ShelfLifeClass } from '../supplies/rotation';
import { BARCODE_CELL_SEPARATOR, EXPORT_COLUMNS, toCsv } from './csv';
import { progressPercent, resourceStatus } from './status';

export interface ExportBatch {
  quantity: number;
  addedOn: string;
  expiresOn: string | null;
  note: string | null;
}

/** A supply as the report shows it (`currentQuantity`, `targetQuantity`) with what is saved of it. */
export interface ExportSupply {
  name: string;
  category: string;
  currentQuantity: number;
  targetQuantity: number;
  unit: string;
  /** The target follows the household's goal: good only at the whole target (decision 0292). */
  followsGoal?: boolean;
  /** Null: nothing saved beyond the report's columns (the batch columns stay empty). */
  saved: {
    batches: readonly ExportBatch[];
    barcodes: readonly string[];
    litresPerUnit: number | null;
    kcalPerUnit: number | null;
    shelfLife: ShelfLifeClass;
  } | null;
}

/**
 * `percent` is Math.round(progressPercent): capped at 100 like the progress bar and the ring, so
 * the file agrees with the screen. `status` is recomputed with the shared rule. `header` names the
 * columns in the reader's language (csv-columns, decision 0352), in EXPORT_COLUMNS' order.
 */
export function supplyCsv(items: readonly ExportSupply[], header: readonly string[] = EXPORT_COLUMNS): string {
  const lines = items.flatMap((i) => {
    const report = [
      i.category,
      i.name,
      i.currentQuantity,
      i.targetQuantity,
      i.unit,
      Math.round(progressPercent(i.currentQuantity, i.targetQuantity)),
      resourceStatus(i.currentQuantity, i.targetQuantity, i.followsGoal),
    ];
    const s = i.saved;
    if (!s) return [[...report, '', '', '', '', '', '', '', '']];
    const supply = [s.barcodes.join(BARCODE_CELL_SEPARATOR), s.litresPerUnit ?? '', s.kcalPerUnit ?? '', s.shelfLife];
    if (s.batches.length === 0) return [[...report, '', '', '', '', ...supply]];
    return s.batches.map((b) => [...report, b.quantity, b.addedOn, b.expiresOn ?? '', b.note ?? '', ...supply]);
  });
  return toCsv([header, ...lines]);
}
