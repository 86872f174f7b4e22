/**
 * Barcodes as Holdfast keeps them (issue 42). A scanner or camera reads EAN-13, EAN-8, UPC-A/E
 * and Code 128; what is kept is the text the code carries, normalised so the same product scanned
 * two ways is one code:
 * - surrounding spaces are dropped (a USB scanner may type a trailing one);
 * - a 12-digit UPC-A is kept as its 13-digit EAN form (a leading 0), which is how EAN readers and
 *   Open Food Facts name it (GS1 General Specifications, 2.1.2: a UPC-A is an EAN-13 whose first
 *   digit is 0).
 * An 8-digit code stays as it is: EAN-8 and UPC-E look alike and only the reader knows which.
 */

/** Printable ASCII without surrounding spaces, 1 to 48 characters (Code 128 carries up to 48 in practice). */
export const BARCODE_MAX = 48;
const PATTERN = /^[!-~](?:[ -~]{0,46}[!-~])?$/;
/** The same rule for the database's check constraints (PostgreSQL regular expression). */
export const BARCODE_PATTERN_SQL = '^[!-~]([ -~]{0,46}[!-~])?$';

export const BARCODE_MESSAGE = `A barcode is 1 to ${BARCODE_MAX} letters, digits or signs`;

export const BARCODES_PER_SUPPLY_MAX = 20;

/** The barcodes' messages, here without zod for the catalogue of message codes (decision 0360). */
export const BARCODE_MESSAGES = {
  taken: (supply: string) => `This barcode already belongs to ${supply}`,
  notFound: 'Barcode not found',
  tooMany: `A supply keeps at most ${BARCODES_PER_SUPPLY_MAX} barcodes`,
  twice: 'The same barcode appears twice',
} as const;

/** The kept form of `raw`, or null when it is no barcode Holdfast keeps. */
export function normaliseBarcode(raw: string): string | null {
  const code = raw.trim();
  if (!PATTERN.test(code)) return null;
  return /^\d{12}$/.test(code) ? `0${code}` : code;
}

/**
 * A GTIN with a right check digit (EAN-8, EAN-13 or GTIN-14; UPC-A arrives as EAN-13): the only
 * codes worth asking a product database about. GS1 check digit: from the right, digits weigh 3
 * and 1 in turn (the check digit itself excluded); the check digit brings the sum to a multiple of 10.
 */
export function isGtin(code: string): boolean {
  if (!/^(?:\d{8}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
