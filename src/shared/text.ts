/**
 * The one text type for every string the API accepts (body fields, query and path parameters).
 * PostgreSQL cannot store NUL (U+0000) in text or jsonb, and a lone UTF-16 surrogate has no UTF-8
 * form (the driver would silently store U+FFFD instead): both are refused here with a field
 * message, before anything reaches the database.
 */
import { z } from 'zod';

export const TEXT_MESSAGES = {
  unstorable: 'Contains a character that cannot be saved (a NUL or a broken Unicode character)',
  uuid: 'Not a valid id',
} as const;

/** NUL, or a surrogate that is not half of a pair (with the u flag a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when PostgreSQL can store the string exactly as given. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** True when every string in a JSON value (object keys included) is storable. */
export function isStorableJson(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every((v) => isStorableJson(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isStorableText(k) && isStorableJson(v, depth + 1));
  }
  return true;
}

/**
 * `z.string()` that refuses what PostgreSQL cannot store. Chain as usual:
 * `text().trim().min(1, ...).max(120, ...)`.
 */
export const text = (message: string = TEXT_MESSAGES.unstorable) =>
  z.string().refine(isStorableText, { message, abort: true });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A uuid in any letter case, answered in lower case, so every duplicate and ownership check
 * compares the form the database returns. Any 8-4-4-4-12 hex form PostgreSQL accepts.
 */
export const uuid = (message: string = TEXT_MESSAGES.uuid) =>
  text(message).trim().toLowerCase().regex(UUID_PATTERN, message);

/**
 * A path id: any storable text, lower-cased (a well-formed uuid in any case finds its row;
 * anything else finds nothing and the route answers 404 like a missing row).
 */
export const pathId = () => text().max(200).toLowerCase();
