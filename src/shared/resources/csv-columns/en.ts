/**
 * The supply export's header line and file name per locale (decision 0352). The columns' English
 * names are the export's own (csv.ts, issue 42) and stay the file's machine names; a translation
 * names every column (a missing or extra one is a type error), and the importer recognises the
 * header of every locale (index.ts). Only the header and the file name are translated: the cells
 * stay machine-readable (ISO days, dot decimals, the status and keeps codes).
 */
import { EXPORT_COLUMNS, type ExportColumn } from '../csv';

export interface ExportCsvWords {
  /** Each column's name in the header line. */
  columns: Readonly<Record<ExportColumn, string>>;
  /** The file's name on `day` (YYYY-MM-DD): ASCII only, so every system saves it as it is. */
  fileName: (day: string) => string;
}

export const en: ExportCsvWords = {
  columns: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c])) as Record<ExportColumn, string>,
  fileName: (day) => `holdfast-supplies-${day}.csv`,
};
