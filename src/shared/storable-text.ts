/**
 * What PostgreSQL can store of a string, and the text type's messages, without zod (issue 41): the
 * emergency page's check-in check (incidents/checkin.ts) runs them with the page. text.ts builds
 * the API's text type from them and re-exports them.
 */
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

/** Any 8-4-4-4-12 hex form PostgreSQL accepts, in lower case (uuid() lower-cases first). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
