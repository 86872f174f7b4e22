/**
 * The tracker's quantity rules without zod (issue 41): a row's quantity field checks every
 * keystroke, so the check must be there with the page, and zod (about 26 KB gzip) is not. The
 * schemas the server validates with (schemas.ts: resourceQuantitySchema, boughtQuantitySchema) are
 * built from the same bounds and messages; quantity.test.ts holds both to the same answers.
 */
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN } from '../constants/resources';

export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${RESOURCE_QUANTITY_MIN} to ${RESOURCE_QUANTITY_MAX.toLocaleString('en-US')}`;

/** "+ N bought" on a tracker row: N is added to what counts (the sum is checked as a quantity). */
export const BOUGHT_MESSAGE = `Bought must be a whole number from 1 to ${RESOURCE_QUANTITY_MAX.toLocaleString('en-US')}`;

export type QuantityCheck = { ok: true; value: number } | { ok: false; message: string };

const wholeNumber =
  (min: number, max: number, message: string) =>
  (value: number): QuantityCheck =>
    Number.isInteger(value) && value >= min && value <= max ? { ok: true, value } : { ok: false, message };

/** What counts of a row: a whole number from 0 to 1,000,000. */
export const checkQuantity = wholeNumber(RESOURCE_QUANTITY_MIN, RESOURCE_QUANTITY_MAX, QUANTITY_MESSAGE);
/** "+ N bought": a whole number from 1 to 1,000,000. */
export const checkBought = wholeNumber(1, RESOURCE_QUANTITY_MAX, BOUGHT_MESSAGE);
