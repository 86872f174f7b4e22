/**
 * Names people give themselves (and each other) are shown to other people and put in emails
 * (docs/product.md#display-names). Characters that do not show, or that change how the text
 * around them reads, let a name pose as something else: U+202E shows the rest of a name right
 * to left ("moc.live" reads "evil.com"), zero-width characters make two names look the same, a
 * line break starts a new line of an email (decision 0260). `cleanName` removes them, on input (names.ts's name schema) and again
 * on output, since rows written before may hold them.
 *
 * Without zod (issue 41): the emergency page's check-in check (incidents/checkin.ts) cleans names
 * with the page; names.ts builds the name schema on it and re-exports it.
 */

/** Line breaks and tabs: they become a space ("Ana\nOwner" reads "Ana Owner"). */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * What is removed: C0 and C1 controls (DEL too); the bidirectional controls (LRM, RLM, ALM,
 * the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069); the zero-width
 * characters (ZWSP, ZWNJ, ZWJ, the word joiner, the BOM).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** A name without control, bidi or zero-width characters, on one line, spaces collapsed and trimmed. */
export function cleanName(value: string): string {
  return value.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/** `cleanName`, keeping null and undefined as they are (optional names). */
export function cleanNameOrNull<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? cleanName(value) : value) as T;
}
