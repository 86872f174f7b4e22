/**
 * Reading a CSV file someone uploads (issue 42, supply import). The file is hostile: it may be
 * huge, may not be CSV at all, may come from a spreadsheet set to a European locale. This reader
 * never throws; it answers the records or the first problem, naming the line a person sees in a
 * text editor (1-based, counting every line break, those inside quoted cells too).
 *
 * RFC 4180 with what spreadsheets really write: CRLF, LF or CR line ends; a byte order mark at
 * the start; `,` or `;` between cells (Excel in a German or French locale writes `;`), decided
 * from the header line; blank lines skipped (Homebox's own test files end with one).
 */

export const CSV_SEPARATORS = [',', ';'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export interface CsvLimits {
  /** Data rows after the header. */
  maxRows: number;
  /** Characters in one cell. */
  maxCell: number;
  /** Cells in one row. */
  maxColumns: number;
}

export interface CsvRecords {
  ok: true;
  separator: CsvSeparator;
  /** The header row first, then the data rows, every cell as text. */
  rows: string[][];
  /** The line each row starts on (same index as `rows`). */
  lines: number[];
}
export interface CsvProblem {
  ok: false;
  message: string;
  line: number;
}

export const CSV_READ_MESSAGES = {
  empty: 'The file is empty',
  unclosed: (line: number) => `Line ${line}: a quoted cell is never closed (a " without its closing ")`,
  afterQuote: (line: number) => `Line ${line}: text after a closing quote; a quote inside a cell is written ""`,
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows; split it into smaller files`,
  cellTooLong: (line: number, max: number) =>
    `Line ${line}: a cell is longer than ${max.toLocaleString('en-US')} characters`,
  tooManyColumns: (line: number, max: number) => `Line ${line}: more than ${max} columns`,
} as const;

/** The separator of the header line: the one of `,` and `;` found more often outside quotes (a tie is `,`). */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas += 1;
    else if (!quoted && ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Every record of `input`, or the first problem (see the file's comment). */
export function readCsv(input: string, limits: CsvLimits): CsvRecords | CsvProblem {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  const lines: number[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  const fail = (message: string, at: number): CsvProblem => ({ ok: false, message, line: at });

  while (i < n) {
    const startLine = line;
    const row: string[] = [];
    // One record: cells until a line end outside quotes, or the end of the text.
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        const openedOn = line;
        i += 1;
        for (;;) {
          if (i >= n) return fail(CSV_READ_MESSAGES.unclosed(openedOn), openedOn);
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i += 1;
            break;
          }
          if (ch === '\r' || ch === '\n') {
            line += 1;
            // CRLF inside a cell is one line break, kept as it was written.
            if (ch === '\r' && text[i + 1] === '\n') {
              cell += '\r\n';
              i += 2;
              continue;
            }
          }
          cell += ch;
          i += 1;
          if (cell.length > limits.maxCell) return fail(CSV_READ_MESSAGES.cellTooLong(line, limits.maxCell), line);
        }
        const next = text[i];
        if (next !== undefined && next !== separator && next !== '\r' && next !== '\n')
          return fail(CSV_READ_MESSAGES.afterQuote(line), line);
      } else {
        // An unquoted cell runs to the separator or the line end; a quote inside it is kept as text.
        let end = i;
        while (end < n && text[end] !== separator && text[end] !== '\r' && text[end] !== '\n') end += 1;
        if (end - i > limits.maxCell) return fail(CSV_READ_MESSAGES.cellTooLong(line, limits.maxCell), line);
        cell = text.slice(i, end);
        i = end;
      }
      row.push(cell);
      if (row.length > limits.maxColumns) return fail(CSV_READ_MESSAGES.tooManyColumns(line, limits.maxColumns), line);
      if (text[i] === separator) {
        i += 1;
        continue;
      }
      break;
    }
    // The line end (or the end of the text).
    if (text[i] === '\r') i += text[i + 1] === '\n' ? 2 : 1;
    else if (text[i] === '\n') i += 1;
    line += 1;
    // A blank line is no record.
    if (row.length === 1 && row[0] === '') continue;
    rows.push(row);
    lines.push(startLine);
    if (rows.length > limits.maxRows + 1) return fail(CSV_READ_MESSAGES.tooManyRows(limits.maxRows), startLine);
  }
  if (rows.length === 0) return fail(CSV_READ_MESSAGES.empty, 1);
  return { ok: true, separator, rows, lines };
}

const NEUTRALISED = /^'[=+\-@\t\r]/;

/**
 * A cell's text as it is kept: csvField (csv.ts) wrote a quote before text a spreadsheet would
 * run as a formula; reading it back drops that quote, so the supply keeps its name. Formula text
 * is then stored as plain text and neutralised again on the next export.
 */
export function cellText(cell: string): string {
  const trimmed = cell.trim();
  return NEUTRALISED.test(trimmed) ? trimmed.slice(1) : trimmed;
}
