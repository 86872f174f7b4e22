/**
 * EXPORT REPORT: the CSV file and its name. The report's seven columns show the quantities on
 * screen, unsaved changes included (decision 0024: what the user looks at is what they export);
 * the columns after them (batches, barcodes, per-unit figures, keeps) are the supplies as saved,
 * which is what the import reads back (decision 0320). The printed report says when there are
 * unsaved changes.
 */
import { EXPORT_COLUMNS, REPORT_COLUMNS } from '@shared/resources/csv';
import { en, type ExportCsvWords } from '@shared/resources/csv-columns/en';
import { supplyCsv, type ExportSupply } from '@shared/resources/export';
import type { Resource } from '@shared/resources/schemas';
import { pageLocale, type PageLocale } from '@web/lib/i18n/i18n';

export interface ReportItem {
  id?: string;
  name: string;
  category: string;
  currentQuantity: number;
  targetQuantity: number;
  unit: string;
  /** The target follows the household's goal: good only at the whole target (decision 0292). */
  followsGoal?: boolean;
}

export const CSV_HEADER = REPORT_COLUMNS;

/** YYYY-MM-DD in the user's local time zone (the day they see on their calendar). */
export function localDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const reportFileName = (date: Date = new Date(), words: ExportCsvWords = en) => words.fileName(localDate(date));

/**
 * The file's header and name in the page's language (decision 0352). English is here; German and
 * Spanish are loaded when a file is downloaded, so no reader's page carries them. The pseudo-locales
 * write the English file (its names are the file's machine names).
 */
export async function exportWords(locale: PageLocale = pageLocale()): Promise<ExportCsvWords> {
  if (locale === 'de') return (await import('@shared/resources/csv-columns/de')).de;
  if (locale === 'es') return (await import('@shared/resources/csv-columns/es')).es;
  return en;
}

/** The file: each item on screen with its saved row (by id) when there is one; the header in `words`' language. */
export function reportCsv(
  items: readonly ReportItem[],
  saved: readonly Resource[] = [],
  words: ExportCsvWords = en,
): string {
  const byId = new Map(saved.map((r) => [r.id, r]));
  return supplyCsv(
    items.map((i): ExportSupply => {
      const row = i.id === undefined ? undefined : byId.get(i.id);
      return {
        ...i,
        saved: row
          ? {
              batches: row.batches,
              barcodes: row.barcodes,
              litresPerUnit: row.litresPerUnit,
              kcalPerUnit: row.kcalPerUnit,
              shelfLife: row.shelfLife,
            }
          : null,
      };
    }),
    EXPORT_COLUMNS.map((c) => words.columns[c]),
  );
}

export { downloadText } from '@web/lib/download';
