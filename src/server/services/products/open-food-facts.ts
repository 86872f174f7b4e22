/**
 * Open Food Facts' product answer (GET {url}/api/v2/product/{code}, issue 42), read as hostile
 * input: only the code is sent (no cookie, no user data), the answer must come within a few
 * seconds and a few hundred kilobytes, and every field kept is type-checked, trimmed and capped.
 */
import type { OffProductFields } from '@shared/barcodes/product';

/** The fields asked for (the answer carries nothing else Holdfast reads). */
export const OFF_FIELDS = [
  'product_name',
  'product_name_en',
  'brands',
  'quantity',
  'product_quantity',
  'product_quantity_unit',
  'nutriments',
  'categories_tags',
] as const;

export const OFF_TIMEOUT_MS = 4000;
/** A product answer with these fields is a few kilobytes; nutriments can add a few more. */
export const OFF_MAX_BYTES = 256 * 1024;
const TEXT_MAX = 200;
const CATEGORIES_MAX = 50;
const CATEGORY_MAX = 100;

export interface OffRequest {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/** No usable answer: a timeout, a network error, an HTTP error, too large, not JSON. */
export class OffUnavailable extends Error {}

/**
 * The product `code` names, `null` when Open Food Facts does not know it (HTTP 404 or `status`
 * other than 1); throws OffUnavailable otherwise.
 */
export async function fetchOffProduct(code: string, request: OffRequest): Promise<OffProductFields | null> {
  const url = `${request.baseUrl}/api/v2/product/${encodeURIComponent(code)}?fields=${OFF_FIELDS.join(',')}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { 'user-agent': request.userAgent, accept: 'application/json' },
      // A redirect could lead anywhere; the configured address answers itself.
      redirect: 'error',
      credentials: 'omit',
      signal: AbortSignal.timeout(request.timeoutMs ?? OFF_TIMEOUT_MS),
    });
  } catch (err) {
    throw new OffUnavailable(`Open Food Facts: ${(err as Error).message}`);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new OffUnavailable(`Open Food Facts: HTTP ${res.status}`);
  }
  const bytes = await readCapped(res, request.maxBytes ?? OFF_MAX_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new OffUnavailable('Open Food Facts: the answer is not JSON');
  }
  return parseOffAnswer(json);
}

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body?.cancel();
    throw new OffUnavailable(`Open Food Facts: the answer is larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new OffUnavailable(`Open Food Facts: the answer is larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (err) {
    // The timeout fires while the body is read too.
    if (err instanceof OffUnavailable) throw err;
    throw new OffUnavailable(`Open Food Facts: ${(err as Error).message}`);
  }
  return Buffer.concat(chunks);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Entities Open Food Facts has stored in some names ("Petits pois &amp; carottes"). */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A text field: a string, without control characters, trimmed and capped; else null. */
function text(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const clean = v
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TEXT_MAX)
    .trim();
  return clean === '' ? null : clean;
}

/** A number, or a string holding only one ("415", "1.5", "1,5"); else null. */
function number(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !/^\s*\d{1,9}(?:[.,]\d{1,6})?\s*$/.test(v)) return null;
  return Number(v.trim().replace(',', '.'));
}

/** "415 g", "33 CL", "1,5 l" as a number and a unit (the `quantity` field people type). */
function quantityText(v: unknown): { quantity: number; unit: string } | null {
  if (typeof v !== 'string') return null;
  const m = /^\s*(\d{1,9}(?:[.,]\d{1,6})?)\s*(g|kg|mg|ml|cl|dl|l)\s*$/i.exec(v);
  return m ? { quantity: Number(m[1]!.replace(',', '.')), unit: m[2]!.toLowerCase() } : null;
}

/** What is kept from a product answer, or null when it says the product is not known. */
export function parseOffAnswer(json: unknown): OffProductFields | null {
  if (!isRecord(json) || json.status !== 1 || !isRecord(json.product)) return null;
  const p = json.product;
  const firstBrand = text(p.brands)?.split(',')[0]?.trim() || null;
  const nutriments = isRecord(p.nutriments) ? p.nutriments : {};
  // The package's size: product_quantity with its unit; older answers have no unit, and then
  // the typed `quantity` ("33 CL") says both.
  const unit = text(p.product_quantity_unit)?.toLowerCase() ?? null;
  const typed = quantityText(p.quantity);
  const size =
    unit !== null && number(p.product_quantity) !== null
      ? { quantity: number(p.product_quantity), unit }
      : typed
        ? { quantity: typed.quantity, unit: typed.unit }
        : { quantity: null, unit: null };
  const categories = Array.isArray(p.categories_tags)
    ? p.categories_tags
        .filter((c): c is string => typeof c === 'string' && c.length <= CATEGORY_MAX && /^[a-z]{2}:[\w-]+$/.test(c))
        .slice(0, CATEGORIES_MAX)
    : [];
  return {
    name: text(p.product_name) ?? text(p.product_name_en),
    brand: firstBrand ? firstBrand.slice(0, TEXT_MAX) : null,
    quantity: size.quantity,
    quantityUnit: size.unit,
    kcalPer100: number(nutriments['energy-kcal_100g']),
    categories,
  };
}
