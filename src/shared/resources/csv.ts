/**
 * Every CSV the app writes goes through `csvField` (the tracker report, the shopping list).
 *
 * Formula injection: a spreadsheet reads a cell whose text begins with `=`, `+`, `-`, `@`, a tab
 * or a carriage return as a formula, so a supply named `=HYPERLINK("http://x")` would run in the
 * spreadsheet of whoever opens the file. OWASP's advice (CSV Injection,
 * https://owasp.org/www-community/attacks/CSV_Injection) is to prefix such a cell with a single
 * quote, which spreadsheets take as "this is text"; plain readers see the quote, the lesser harm.
 * Only text is prefixed: a number the app writes as a number (`-5`) is data, not a formula, and
 * must stay a number in the spreadsheet (decision 0264).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text neutralised as above, then quoted per RFC 4180 (comma, quote or line break: quoted, quotes doubled). */
export function csvField(value: string | number): string {
  const s = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 lines (CRLF line ends, one after the last row too). */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The supply export's columns (issue 42): the report's seven first, so a spreadsheet reads it as
 * before, then what the import needs to make the same supplies again. One line per batch (a
 * supply without batches: one line, its batch cells empty); the supply's columns repeat on every
 * line. `barcodes` holds the supply's codes one per line inside the cell (a code may hold a
 * space, never a line break).
 */
export const REPORT_COLUMNS = ['category', 'item', 'current', 'target', 'unit', 'percent', 'status'] as const;
export const EXPORT_COLUMNS = [
  ...REPORT_COLUMNS,
  'batch_quantity',
  'added_on',
  'best_before',
  'note',
  'barcodes',
  'litres_per_unit',
  'kcal_per_unit',
  'keeps',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export const BARCODE_CELL_SEPARATOR = '\n';
