/**
 * POST /api/resources/import/preview and /import (issue 42): the uploaded file read under its
 * caps, told apart by its header, and resolved against the household (interpret.ts). The file is
 * hostile: its size is refused from the declared length before it is read (importBodyLimit), its
 * bytes must be UTF-8 (decoded with fatal), its cells and rows are capped, and any refusal is a 4xx
 * that wrote nothing.
 */
import type { Context } from 'hono';
import { API_ERROR_CODES } from '@shared/errors';
import { readCsv } from '@shared/resources/csv-read';
import {
  IMPORT_CELL_MAX,
  IMPORT_COLUMNS_MAX,
  IMPORT_FIELDS,
  IMPORT_FILE_FIELD,
  IMPORT_MAPPING_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importMappingSchema,
  type ImportFormat,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@shared/resources/import';
import { RESOURCE_MESSAGES } from '@shared/resources/schemas';
import type { Database, Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { jsonBodyLimit } from '../../../http/body-limit';
import type { AppEnv } from '../../../http/context';
import { ApiError, errorBody } from '../../../platform/errors';
import { requireEditor } from '../../../services/households/membership';
import { loadOrSeed, loadResources } from '../resources.queries';
import { lockHousehold, readHousehold, writePlan } from './import.queries';
import { detectFormat, guessMapping, interpret, type Household } from './interpret';

/** Room for the multipart boundary, the part headers and the mapping around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The import paths: the app's JSON body limit skips them, importBodyLimit holds them to the file's cap. */
export const IMPORT_PATH_PATTERN = /^\/api\/resources\/import(?:\/preview)?$/;

const fileError = (status: 400 | 413, message: string) =>
  new ApiError(status, status === 413 ? API_ERROR_CODES.payloadTooLarge : API_ERROR_CODES.badRequest, message, {
    [IMPORT_FILE_FIELD]: [message],
  });

/**
 * A body over the cap answers 413 with the file's message, judged by its declared length before
 * a byte is read (a 10 MB file is not read whole), the rest drained as other refused bodies are.
 */
export const importBodyLimit = jsonBodyLimit(IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, (c) =>
  c.json(
    errorBody(API_ERROR_CODES.payloadTooLarge, IMPORT_MESSAGES.tooLarge, {
      [IMPORT_FILE_FIELD]: [IMPORT_MESSAGES.tooLarge],
    }),
    413,
  ),
);

/** The upload: the file's text (UTF-8, a byte order mark dropped) and the mapping sent, if any. */
export async function readImportUpload(c: Context<AppEnv>): Promise<{ text: string; mapping: ImportMapping | null }> {
  let form: FormData | null = null;
  if (/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    try {
      form = await c.req.raw.formData();
    } catch {
      // A malformed multipart body is the client's fault: answered as a missing file below.
    }
  }
  const file = form?.get(IMPORT_FILE_FIELD);
  if (!(file instanceof File) || file.size === 0) throw fileError(400, IMPORT_MESSAGES.noFile);
  if (file.size > IMPORT_MAX_BYTES) throw fileError(413, IMPORT_MESSAGES.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw fileError(400, IMPORT_MESSAGES.notUtf8);
  }
  // NUL never appears in text (PostgreSQL could not store it either): a binary file.
  if (text.includes('\u0000')) throw fileError(400, IMPORT_MESSAGES.notText);
  const sent = form?.get(IMPORT_MAPPING_FIELD);
  if (typeof sent !== 'string' || sent === '') return { text, mapping: null };
  let json: unknown;
  try {
    json = JSON.parse(sent);
  } catch {
    throw ApiError.badRequest(IMPORT_MESSAGES.mapping, { [IMPORT_MAPPING_FIELD]: [IMPORT_MESSAGES.mapping] });
  }
  const parsed = importMappingSchema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = [IMPORT_MAPPING_FIELD, ...issue.path].join('.');
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    throw ApiError.badRequest(parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.mapping, fields);
  }
  return { text, mapping: parsed.data };
}

interface ReadFile {
  format: ImportFormat;
  header: string[];
  rows: string[][];
  lines: number[];
  mapping: ImportMapping | null;
}

/** The records, the format and, for a spreadsheet, the mapping (the one sent, checked against the header, or the guess). */
function readFile(text: string, sent: ImportMapping | null): ReadFile {
  const read = readCsv(text, { maxRows: IMPORT_MAX_ROWS, maxCell: IMPORT_CELL_MAX, maxColumns: IMPORT_COLUMNS_MAX });
  if (!read.ok) throw fileError(400, read.message);
  const [header, ...rows] = read.rows;
  if (!header || header.every((h) => h.trim() === '')) throw fileError(400, IMPORT_MESSAGES.noHeader);
  if (rows.length === 0) throw fileError(400, IMPORT_MESSAGES.noRows);
  const format = detectFormat(header);
  let mapping: ImportMapping | null = null;
  if (format === 'spreadsheet') {
    mapping = sent ?? guessMapping(header);
    const fields: Record<string, string[]> = {};
    for (const f of IMPORT_FIELDS) {
      const at = mapping[f];
      if (at !== null && at >= header.length) fields[`${IMPORT_MAPPING_FIELD}.${f}`] = [IMPORT_MESSAGES.noSuchColumn];
    }
    if (Object.keys(fields).length > 0) throw ApiError.badRequest(IMPORT_MESSAGES.noSuchColumn, fields);
  }
  return { format, header, rows, lines: read.lines.slice(1), mapping };
}

/**
 * The household's rows are locked while the import reads them, so a name or code taken meanwhile
 * cannot happen through the app; should the database still refuse one, it is the user's clash
 * (409, nothing written), never a 500.
 */
async function inConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'user_resources_household_name_uidx'))
      throw ApiError.conflict(RESOURCE_MESSAGES.nameTaken, { [IMPORT_FILE_FIELD]: [RESOURCE_MESSAGES.nameTaken] });
    if (isUniqueViolation(err, 'resource_barcodes_household_id_code_pk'))
      throw ApiError.conflict(IMPORT_MESSAGES.barcodeInUse, { [IMPORT_FILE_FIELD]: [IMPORT_MESSAGES.barcodeInUse] });
    throw err;
  }
}

/** The preview: what each row would do, nothing written (the defaults seeded on a first use, as any first load does). */
export async function previewImport(
  db: Db,
  userId: string,
  upload: { text: string; mapping: ImportMapping | null },
  today: string,
): Promise<ImportPreview> {
  const membership = await requireEditor(db, userId);
  const file = readFile(upload.text, upload.mapping);
  await loadOrSeed(db, userId, today);
  const household: Household = await readHousehold(db, membership.householdId);
  const { rows, counts } = interpret(file.format, file.header, file.rows, file.lines, file.mapping, household, today);
  return { format: file.format, columns: file.header, mapping: file.mapping, rows, counts };
}

/** The import: the same reading on the household's rows locked, every accepted row written in one transaction. */
export async function runImport(
  database: Database,
  userId: string,
  upload: { text: string; mapping: ImportMapping | null },
  today: string,
): Promise<ImportResult> {
  const { db } = database;
  const file = readFile(upload.text, upload.mapping);
  // A household's first use seeds the defaults (as the tracker's first load does), so an
  // export's "Canned Food" merges into the household's own row.
  await requireEditor(db, userId);
  await loadOrSeed(db, userId, today);
  const counts = await inConflict(() =>
    db.transaction(async (tx) => {
      const { householdId, household } = await lockHousehold(tx, userId);
      const result = interpret(file.format, file.header, file.rows, file.lines, file.mapping, household, today);
      const written = result.counts.added + result.counts.merged;
      if (written === 0)
        throw ApiError.badRequest(IMPORT_MESSAGES.nothing, { [IMPORT_FILE_FIELD]: [IMPORT_MESSAGES.nothing] });
      await writePlan(tx, userId, householdId, result.plan, { code: 'supplies.imported', count: written });
      return result.counts;
    }),
  );
  return { counts, resources: await loadResources(db, userId, today) };
}
