/**
 * Every locale's export header in one table, for the importer (decision 0352): a file exported in
 * any locale imports back. Not for the web's first paint: it holds every locale (the web loads
 * its page locale's module alone, report.ts).
 */
import type { Locale } from '../../i18n/locales';
import { EXPORT_COLUMNS, type ExportColumn } from '../csv';
import { de } from './de';
import { en, type ExportCsvWords } from './en';
import { es } from './es';

export const EXPORT_CSV_WORDS: Readonly<Record<Locale, ExportCsvWords>> = { en, 'en-x-plain': en, de, es };

/**
 * The header with each column's name in the export's own (English) words, when it is the export's
 * header in one locale (every column of that locale present); otherwise the header as it is.
 */
export function exportHeaderColumns(header: readonly string[]): string[] {
  const cells = header.map((h) => h.trim());
  for (const words of Object.values(EXPORT_CSV_WORDS)) {
    const named = new Map(EXPORT_COLUMNS.map((c): [string, ExportColumn] => [words.columns[c], c]));
    if ([...named.keys()].every((n) => cells.includes(n))) return cells.map((c) => named.get(c) ?? c);
  }
  return cells;
}
