import { z } from 'zod';
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN, EXPIRY_MESSAGES } from './expiry';

/**
 * A calendar day, YYYY-MM-DD, from 1900 to 2200 (an expiry, the day a batch was added). The
 * database checks the same range (resource_batches_dates_range, kit_items_expires_on_range).
 */
export const calendarDay = (message: string = EXPIRY_MESSAGES.date) =>
  // abort: a text that is not a date is one message, not the same message twice (the range check skipped).
  z.iso.date({ error: message, abort: true }).refine((d) => d >= EXPIRY_DATE_MIN && d <= EXPIRY_DATE_MAX, { message });

/** An optional expiry: a day, or null (an empty form field is sent as null). */
export const expiryDay = () => calendarDay().nullable();
