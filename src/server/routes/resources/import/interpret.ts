/**
 * What an imported CSV's rows become (issue 42, decisions 0320-0323): the format told from the
 * header, each row read into a supply and its stock, and what it does to the household's
 * supplies (add, merge, same, refuse with a reason). Pure: the preview and the import run the
 * same reading on the household as read (the import on its rows locked), so what the preview
 * shows is what is written.
 */
import { normaliseBarcode } from '@shared/barcodes/code';
import { LIMIT_MESSAGES, MAX_SUPPLIES_PER_USER } from '@shared/constants/limits';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import { READINESS_LIMITS } from '@shared/readiness/figures';
import { RESOURCE_CATEGORIES } from '@shared/resources/catalogue';
import { BARCODE_CELL_SEPARATOR, EXPORT_COLUMNS } from '@shared/resources/csv';
import { exportHeaderColumns } from '@shared/resources/csv-columns';
import { cellText } from '@shared/resources/csv-read';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportField,
  type ImportFormat,
  type ImportMapping,
  type ImportRow,
} from '@shared/resources/import';
import { resourceStatus } from '@shared/resources/status';
import { totalQuantity as totalOf, usableQuantity as usableOf } from '@shared/supplies/batches';
import { calendarDay } from '@shared/supplies/date-schema';
import { BATCH_NOTE_MAX } from '@shared/supplies/expiry';
import { defaultExpiry, SHELF_LIFE_CLASSES, type ShelfLifeClass } from '@shared/supplies/rotation';

/** A supply of the household as the import sees it. */
export interface HeldSupply {
  id: string;
  name: string;
  category: string;
  unit: string;
  shelfLife: ShelfLifeClass;
  targetQuantity: number;
  batches: HeldBatch[];
}
export interface HeldBatch {
  quantity: number;
  addedOn: string;
  expiresOn: string | null;
  note: string | null;
}
export interface Household {
  supplies: HeldSupply[];
  /** Every code the household keeps, and the supply it belongs to. */
  barcodes: Map<string, string>;
}

export interface NewSupply {
  key: string;
  name: string;
  category: string;
  unit: string;
  targetQuantity: number;
  litresPerUnit: number | null;
  kcalPerUnit: number | null;
  shelfLife: ShelfLifeClass;
}
/** What to write: supplies new, batches and barcodes (on a supply's id or a new supply's key). */
export interface ImportPlan {
  supplies: NewSupply[];
  batches: (HeldBatch & { supply: string })[];
  barcodes: { code: string; supply: string }[];
  /** Every supply written (new or merged): its quantity and status after the import. */
  totals: { supply: string; total: number; status: string }[];
}

export interface Interpreted {
  rows: ImportRow[];
  counts: ImportCounts;
  plan: ImportPlan;
}

/** The header's format: the export's own columns, Homebox's `HB.` columns, or any other spreadsheet. */
export function detectFormat(header: readonly string[]): ImportFormat {
  // The export's header in any locale is read as its own (decision 0352).
  const cells = exportHeaderColumns(header);
  if (EXPORT_COLUMNS.every((c) => cells.includes(c))) return 'holdfast';
  if (cells.some((c) => c.startsWith('HB.'))) return 'homebox';
  return 'spreadsheet';
}

/** Header words that name each field, compared lower-cased with anything but letters and digits as spaces. */
const FIELD_WORDS: Readonly<Record<ImportField, readonly string[]>> = {
  name: ['name', 'item', 'product', 'supply', 'article', 'title', 'product name', 'item name', 'description'],
  quantity: ['quantity', 'qty', 'count', 'amount', 'current', 'stock', 'number', 'on hand', 'units'],
  unit: ['unit', 'uom', 'unit of measure', 'measure'],
  category: ['category', 'type', 'group', 'kind', 'tags', 'labels'],
  bestBefore: [
    'best before',
    'best by',
    'expiry',
    'expires',
    'expires on',
    'expiry date',
    'expiration',
    'expiration date',
    'exp',
    'bbd',
    'use by',
    'mhd',
  ],
  barcode: ['barcode', 'ean', 'upc', 'gtin', 'code', 'bar code', 'ean code'],
  kcalPerUnit: ['kcal', 'calories', 'kcal per unit', 'energy', 'kcal unit'],
  litresPerUnit: ['litres', 'liters', 'litres per unit', 'liters per unit', 'volume', 'l'],
};
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The server's first guess for a spreadsheet: each field takes the first unused column its words name. */
export function guessMapping(header: readonly string[]): ImportMapping {
  const named = header.map(words);
  const used = new Set<number>();
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, null])) as Record<ImportField, number | null>;
  for (const field of IMPORT_FIELDS) {
    const at = named.findIndex((h, i) => !used.has(i) && FIELD_WORDS[field].includes(h));
    if (at >= 0) {
      mapping[field] = at;
      used.add(at);
    }
  }
  // A file without a name-like column: its first column is the likeliest.
  if (mapping.name === null) {
    const first = named.findIndex((_, i) => !used.has(i));
    mapping.name = first >= 0 ? first : 0;
  }
  return mapping as ImportMapping;
}

/** Words that point at a category, tried on a category cell, Homebox tags and location. */
const CATEGORY_WORDS: readonly [string, readonly string[]][] = [
  ['Water & Hydration', ['water', 'hydration', 'drink', 'drinks', 'beverage', 'beverages', 'wasser']],
  [
    'Food & Nutrition',
    ['food', 'nutrition', 'pantry', 'canned', 'cans', 'groceries', 'grocery', 'kitchen', 'snacks', 'lebensmittel'],
  ],
  [
    'Medical & First Aid',
    ['medical', 'first aid', 'medicine', 'medicines', 'medication', 'pharmacy', 'health', 'hygiene'],
  ],
  ['Communication', ['communication', 'radio', 'radios', 'phone', 'phones', 'comms']],
  ['Shelter & Warmth', ['shelter', 'warmth', 'camping', 'blankets', 'bedding', 'clothing', 'clothes']],
  ['Tools & Equipment', ['tools', 'tool', 'equipment', 'hardware', 'garage', 'workshop', 'electronics']],
];
/** New supplies whose file names no category go here (decision 0322). */
export const DEFAULT_IMPORT_CATEGORY = 'Tools & Equipment';

/** The category a text names: a category's own name (any case), or one of its words; else null. */
export function categoryOf(text: string): string | null {
  const t = words(text);
  if (t === '') return null;
  const exact = RESOURCE_CATEGORIES.find((c) => words(c) === t);
  if (exact) return exact;
  for (const [category, list] of CATEGORY_WORDS) {
    if (list.some((w) => t === w || t.split(' ').includes(w) || (w.includes(' ') && t.includes(w)))) return category;
  }
  return null;
}

/** What one row says, before the household is looked at. */
interface Draft {
  line: number;
  name: string;
  unit: string | null;
  category: string | null;
  targetQuantity: number | null;
  litresPerUnit: number | null;
  kcalPerUnit: number | null;
  shelfLife: ShelfLifeClass | null;
  barcodes: string[];
  /**
   * Stock: `exact` batches (the own format: dates as written, no best-before means none) or
   * `typed` (a quantity bought: best before the supply's default when no date is given).
   */
  stock:
    | { kind: 'exact'; batch: HeldBatch }
    | { kind: 'typed'; quantity: number; addedOn: string | null; bestBefore: string | null; note: string | null }
    | null;
  error: string | null;
}

/** A calendar day as the batch forms take it (YYYY-MM-DD, 1900-2200: the same schema). */
const day = calendarDay();
const isDay = (s: string) => day.safeParse(s).success;

/** A whole number as a spreadsheet writes it ("1,000", "1 000" and "12.0" too), or NaN. */
function wholeNumber(s: string): number {
  const t = s.replace(/[\s\u00a0\u202f]/g, '');
  if (/^\d{1,3}(,\d{3})+$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+$/.test(t) && !/^\d+\.0+$/.test(t)) return Number(t.replace(/\./g, ''));
  if (/^\d+(\.0+)?$/.test(t)) return Number(t);
  return Number.NaN;
}

/** A decimal number, with a decimal comma too (European spreadsheets), or NaN. */
function decimal(s: string): number {
  const t = s.replace(/[\s\u00a0\u202f]/g, '');
  if (/^\d+([.,]\d+)?$/.test(t)) return Number(t.replace(',', '.'));
  return Number.NaN;
}

/** An optional per-unit figure: null when empty, else a number in (0, max], else the message. */
function perUnit(cell: string, max: number, message: string): number | null | { error: string } {
  if (cell === '') return null;
  const v = decimal(cell);
  return Number.isFinite(v) && v > 0 && v <= max ? v : { error: message };
}

const isError = (v: unknown): v is { error: string } => typeof v === 'object' && v !== null && 'error' in v;

function barcodesOf(cell: string, split: RegExp): string[] | { error: string } {
  const codes: string[] = [];
  for (const raw of cell.split(split)) {
    if (raw.trim() === '') continue;
    const code = normaliseBarcode(raw);
    if (code === null) return { error: IMPORT_MESSAGES.barcode };
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** A typed quantity: empty or 0 is no stock; else a whole number from 1 to the cap. */
function typedQuantity(cell: string): number | null | { error: string } {
  if (cell === '') return null;
  const q = wholeNumber(cell);
  if (q === 0) return null;
  return Number.isInteger(q) && q >= 1 && q <= RESOURCE_QUANTITY_MAX ? q : { error: IMPORT_MESSAGES.quantity };
}

function emptyDraft(line: number, name: string): Draft {
  return {
    line,
    name,
    unit: null,
    category: null,
    targetQuantity: null,
    litresPerUnit: null,
    kcalPerUnit: null,
    shelfLife: null,
    barcodes: [],
    stock: null,
    error: null,
  };
}

/** A row of Holdfast's own export: every column as the export wrote it (decision 0320). */
function ownRow(header: readonly string[], row: readonly string[], line: number): Draft {
  const at = (c: (typeof EXPORT_COLUMNS)[number]) => cellText(row[header.indexOf(c)] ?? '');
  // Notes keep their line breaks and spaces as written.
  const rawAt = (c: (typeof EXPORT_COLUMNS)[number]) => row[header.indexOf(c)] ?? '';
  const d = emptyDraft(line, at('item'));
  const fail = (error: string) => ({ ...d, error });
  d.unit = at('unit');
  d.category = categoryOf(at('category'));
  const target = wholeNumber(at('target') || '0');
  if (!(Number.isInteger(target) && target >= 0 && target <= RESOURCE_QUANTITY_MAX))
    return fail(IMPORT_MESSAGES.target);
  d.targetQuantity = target;
  const litres = perUnit(at('litres_per_unit'), READINESS_LIMITS.litresPerUnitMax, IMPORT_MESSAGES.litresPerUnit);
  if (isError(litres)) return fail(litres.error);
  d.litresPerUnit = litres;
  const kcal = perUnit(at('kcal_per_unit'), READINESS_LIMITS.kcalPerUnitMax, IMPORT_MESSAGES.kcalPerUnit);
  if (isError(kcal)) return fail(kcal.error);
  d.kcalPerUnit = kcal;
  const keeps = at('keeps');
  if (keeps !== '' && !(SHELF_LIFE_CLASSES as readonly string[]).includes(keeps)) return fail(IMPORT_MESSAGES.keeps);
  d.shelfLife = keeps === '' ? 'none' : (keeps as ShelfLifeClass);
  const codes = barcodesOf(cellText(rawAt('barcodes')), new RegExp(`[${BARCODE_CELL_SEPARATOR}\r]+`));
  if (isError(codes)) return fail(codes.error);
  d.barcodes = codes;
  const quantity = at('batch_quantity');
  if (quantity !== '') {
    const q = wholeNumber(quantity);
    if (!(Number.isInteger(q) && q >= 1 && q <= RESOURCE_QUANTITY_MAX)) return fail(IMPORT_MESSAGES.quantity);
    const addedOn = at('added_on');
    if (!isDay(addedOn)) return fail(IMPORT_MESSAGES.addedOn);
    const bestBefore = at('best_before');
    if (bestBefore !== '' && !isDay(bestBefore)) return fail(IMPORT_MESSAGES.bestBefore);
    const note = cellText(rawAt('note'));
    d.stock = {
      kind: 'exact',
      batch: {
        quantity: q,
        addedOn,
        expiresOn: bestBefore || null,
        note: note === '' ? null : note.slice(0, BATCH_NOTE_MAX),
      },
    };
  }
  return d;
}

/** Homebox's custom fields that carry what a supply needs, by their lower-cased name. */
const HOMEBOX_FIELDS: Readonly<Partial<Record<ImportField, readonly string[]>>> = {
  bestBefore: ['best before', 'best by', 'expiry', 'expires', 'expiry date', 'expiration', 'expiration date', 'use by'],
  barcode: ['barcode', 'ean', 'upc', 'gtin'],
  kcalPerUnit: ['kcal', 'calories', 'kcal per unit'],
  litresPerUnit: ['litres', 'liters', 'litres per unit', 'liters per unit'],
  unit: ['unit'],
};

/**
 * A Homebox row (../shared/GUIDANCE.md "Import formats"): `HB.` headers, case-sensitive, any
 * order. An item is one supply; its quantity (1 when empty: a Homebox item is one thing) is stock
 * bought on `HB.purchase_date` (else today); tags, then location, name its category (decision 0322).
 */
function homeboxRow(header: readonly string[], row: readonly string[], line: number): Draft {
  const at = (c: string) => {
    const i = header.indexOf(c);
    return i >= 0 ? cellText(row[i] ?? '') : '';
  };
  const field = (f: ImportField) => {
    const names = HOMEBOX_FIELDS[f] ?? [];
    const i = header.findIndex((h) => h.startsWith('HB.field.') && names.includes(words(h.slice(9))));
    return i >= 0 ? cellText(row[i] ?? '') : '';
  };
  const d = emptyDraft(line, at('HB.name'));
  const fail = (error: string) => ({ ...d, error });
  const tags = at('HB.tags')
    .split(/[;,]/)
    .map((t) => t.trim())
    .filter(Boolean);
  const location = at('HB.location')
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean);
  d.category = [...tags, ...location.reverse()].map(categoryOf).find((c) => c !== null) ?? null;
  d.unit = field('unit') || null;
  const quantityCell = at('HB.quantity');
  const quantity = quantityCell === '' ? 1 : typedQuantity(quantityCell);
  if (isError(quantity)) return fail(quantity.error);
  const purchased = at('HB.purchase_date');
  if (purchased !== '' && !isDay(purchased)) return fail(IMPORT_MESSAGES.purchaseDate);
  const bestBefore = field('bestBefore');
  if (bestBefore !== '' && !isDay(bestBefore)) return fail(IMPORT_MESSAGES.bestBefore);
  const codes = barcodesOf(field('barcode'), /[;,\s]+/);
  if (isError(codes)) return fail(codes.error);
  d.barcodes = codes;
  const kcal = perUnit(field('kcalPerUnit'), READINESS_LIMITS.kcalPerUnitMax, IMPORT_MESSAGES.kcalPerUnit);
  if (isError(kcal)) return fail(kcal.error);
  d.kcalPerUnit = kcal;
  const litres = perUnit(field('litresPerUnit'), READINESS_LIMITS.litresPerUnitMax, IMPORT_MESSAGES.litresPerUnit);
  if (isError(litres)) return fail(litres.error);
  d.litresPerUnit = litres;
  if (quantity !== null)
    d.stock = {
      kind: 'typed',
      quantity,
      addedOn: purchased || null,
      bestBefore: bestBefore || null,
      // What Homebox says of the item stays with its stock (cut to a batch note's length).
      note: (at('HB.notes') || at('HB.description')).slice(0, BATCH_NOTE_MAX) || null,
    };
  return d;
}

/** A spreadsheet row through the mapping: stock bought today, best before its date or the supply's default. */
function mappedRow(mapping: ImportMapping, row: readonly string[], line: number): Draft {
  const at = (f: ImportField) => {
    const i = mapping[f];
    return i === null ? '' : cellText(row[i] ?? '');
  };
  const d = emptyDraft(line, at('name'));
  const fail = (error: string) => ({ ...d, error });
  d.unit = at('unit') || null;
  d.category = categoryOf(at('category'));
  const quantity = typedQuantity(at('quantity'));
  if (isError(quantity)) return fail(quantity.error);
  const bestBefore = at('bestBefore');
  if (bestBefore !== '' && !isDay(bestBefore)) return fail(IMPORT_MESSAGES.bestBefore);
  const codes = barcodesOf(at('barcode'), /[;,\s]+/);
  if (isError(codes)) return fail(codes.error);
  d.barcodes = codes;
  const kcal = perUnit(at('kcalPerUnit'), READINESS_LIMITS.kcalPerUnitMax, IMPORT_MESSAGES.kcalPerUnit);
  if (isError(kcal)) return fail(kcal.error);
  d.kcalPerUnit = kcal;
  const litres = perUnit(at('litresPerUnit'), READINESS_LIMITS.litresPerUnitMax, IMPORT_MESSAGES.litresPerUnit);
  if (isError(litres)) return fail(litres.error);
  d.litresPerUnit = litres;
  if (quantity !== null)
    d.stock = { kind: 'typed', quantity, addedOn: null, bestBefore: bestBefore || null, note: null };
  return d;
}

// The shared rules read batches by id; these have none yet.
const totalQuantity = (batches: readonly HeldBatch[]) => totalOf(batches.map((b) => ({ ...b, id: '' })));
const usableQuantity = (batches: readonly HeldBatch[], today: string) =>
  usableOf(
    batches.map((b) => ({ ...b, id: '' })),
    today,
  );

const sameBatch = (a: HeldBatch, b: HeldBatch) =>
  a.quantity === b.quantity &&
  a.addedOn === b.addedOn &&
  a.expiresOn === b.expiresOn &&
  (a.note ?? null) === (b.note ?? null);

/** A supply the rows write to: the household's or a new one, with its batches as they will be. */
interface Target {
  key: string;
  name: string;
  category: string;
  unit: string;
  isNew: boolean;
  shelfLife: ShelfLifeClass;
  targetQuantity: number;
  batches: HeldBatch[];
  /** The household's batches an identical file batch has not matched yet (the own format's re-import). */
  unmatched: HeldBatch[];
  written: boolean;
}

/**
 * Every data row of the file (after the header) read and resolved against `household` on
 * `today`; `mapping` is used for a spreadsheet. Rows are taken in file order: the first row of a
 * new name adds the supply, later rows of that name merge into it.
 */
export function interpret(
  format: ImportFormat,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  lines: readonly number[],
  mapping: ImportMapping | null,
  household: Household,
  today: string,
): Interpreted {
  const trimmed = exportHeaderColumns(header);
  const targets = new Map<string, Target>();
  const byName = new Map<string, HeldSupply>();
  for (const s of household.supplies) {
    const key = s.name.toLowerCase();
    // Two household names equal but for case: the exact one wins when a row names it (below).
    if (!byName.has(key)) byName.set(key, s);
  }
  const exact = new Map(household.supplies.map((s) => [s.name, s]));
  const nameOf = new Map(household.supplies.map((s) => [s.id, s.name]));
  const codes = new Map(household.barcodes);
  const plan: ImportPlan = { supplies: [], batches: [], barcodes: [], totals: [] };
  let held = household.supplies.length;
  const out: ImportRow[] = [];
  const counts: ImportCounts = { added: 0, merged: 0, batches: 0, same: 0, refused: 0 };

  rows.forEach((row, i) => {
    const line = lines[i]!;
    const d =
      format === 'holdfast'
        ? ownRow(trimmed, row, line)
        : format === 'homebox'
          ? homeboxRow(header, row, line)
          : mappedRow(mapping!, row, line);
    const category = d.category ?? DEFAULT_IMPORT_CATEGORY;
    const unit = d.unit ?? 'items';
    // What the preview shows: the file's, until the line is resolved (a merge shows the supply's
    // category and unit, and stock the best-before it gets).
    let seen = {
      category,
      unit,
      bestBefore: d.stock === null ? null : d.stock.kind === 'exact' ? d.stock.batch.expiresOn : d.stock.bestBefore,
    };
    const shown = (action: ImportRow['action'], reason: string | null): ImportRow => ({
      line,
      action,
      reason,
      name: d.name,
      quantity: d.stock === null ? null : d.stock.kind === 'exact' ? d.stock.batch.quantity : d.stock.quantity,
      ...seen,
      barcodes: d.barcodes,
    });
    const refuse = (reason: string) => {
      counts.refused += 1;
      out.push(shown('refuse', reason));
    };
    if (d.name === '') return refuse(IMPORT_MESSAGES.noName);
    if (d.error) return refuse(d.error);
    if (d.name.length > 60) return refuse(IMPORT_MESSAGES.name);
    if (unit.length > 30) return refuse(IMPORT_MESSAGES.unit);

    const key = d.name.toLowerCase();
    let target = targets.get(key);
    let adding = false;
    if (!target) {
      const heldSupply = exact.get(d.name) ?? byName.get(key);
      if (heldSupply) {
        target = {
          key: heldSupply.id,
          name: heldSupply.name,
          category: heldSupply.category,
          unit: heldSupply.unit,
          isNew: false,
          shelfLife: heldSupply.shelfLife,
          targetQuantity: heldSupply.targetQuantity,
          batches: [...heldSupply.batches],
          unmatched: [...heldSupply.batches],
          written: false,
        };
      } else {
        if (held >= MAX_SUPPLIES_PER_USER) return refuse(LIMIT_MESSAGES.supplies);
        adding = true;
        target = {
          key: `new:${plan.supplies.length}`,
          name: d.name,
          category,
          unit,
          isNew: true,
          shelfLife: d.shelfLife ?? 'none',
          targetQuantity: d.targetQuantity ?? 0,
          batches: [],
          unmatched: [],
          written: false,
        };
      }
    }

    seen = { ...seen, category: target.category, unit: target.unit };

    // Barcodes: a code kept on another supply (or given to another by an earlier row) refuses the row.
    const freshCodes: string[] = [];
    for (const code of d.barcodes) {
      const owner = codes.get(code);
      if (owner === undefined) freshCodes.push(code);
      else if (owner !== target.key) return refuse(IMPORT_MESSAGES.barcodeTaken(nameOf.get(owner) ?? owner));
    }

    // Stock: the own format's batch unless an identical one is there; else a typed quantity.
    let batch: HeldBatch | null = null;
    if (d.stock?.kind === 'exact') {
      const exactBatch = d.stock.batch;
      const twin = target.unmatched.findIndex((b) => sameBatch(b, exactBatch));
      if (twin >= 0) target.unmatched.splice(twin, 1);
      else batch = exactBatch;
    } else if (d.stock?.kind === 'typed') {
      const addedOn = d.stock.addedOn ?? today;
      batch = {
        quantity: d.stock.quantity,
        addedOn,
        expiresOn: d.stock.bestBefore ?? defaultExpiry(target.shelfLife, addedOn),
        note: d.stock.note,
      };
    }
    if (batch) seen = { ...seen, bestBefore: batch.expiresOn };
    if (batch && totalQuantity(target.batches) + batch.quantity > RESOURCE_QUANTITY_MAX)
      return refuse(IMPORT_MESSAGES.total);

    // The row is accepted: what it writes joins the plan.
    if (adding) {
      targets.set(key, target);
      plan.supplies.push({
        key: target.key,
        name: d.name,
        category,
        unit,
        targetQuantity: target.targetQuantity,
        litresPerUnit: d.litresPerUnit,
        kcalPerUnit: d.kcalPerUnit,
        shelfLife: target.shelfLife,
      });
      nameOf.set(target.key, d.name);
      held += 1;
      counts.added += 1;
    } else targets.set(key, target);
    for (const code of freshCodes) {
      codes.set(code, target.key);
      plan.barcodes.push({ code, supply: target.key });
    }
    if (batch) {
      target.batches.push(batch);
      plan.batches.push({ ...batch, supply: target.key });
      counts.batches += 1;
    }
    const changes = batch !== null || freshCodes.length > 0;
    if (!adding && changes && !target.isNew && !target.written) counts.merged += 1;
    if (changes || adding) target.written = true;
    if (adding) out.push(shown('add', null));
    else if (changes) out.push(shown('merge', null));
    else {
      counts.same += 1;
      out.push(shown('same', null));
    }
  });

  for (const t of targets.values()) {
    if (!t.written) continue;
    plan.totals.push({
      supply: t.key,
      total: totalQuantity(t.batches),
      status: resourceStatus(usableQuantity(t.batches, today), t.targetQuantity),
    });
  }
  return { rows: out, counts, plan };
}
