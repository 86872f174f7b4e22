/**
 * Expiry limits and reminder rules shared by the forms, the server and the database
 * (docs/product.md#expiry-and-reminders).
 */

/** Dates a batch or kit item may carry (a typo such as 0202 or 20025 is refused). */
export const EXPIRY_DATE_MIN = '1900-01-01';
export const EXPIRY_DATE_MAX = '2200-12-31';

/** "Expiring within N days": the user's window, and its default. */
export const EXPIRY_WINDOW_MIN = 7;
export const EXPIRY_WINDOW_MAX = 180;
export const EXPIRY_WINDOW_DEFAULT = 30;

/** The short-notice message: something expires within this many days. */
export const EXPIRY_SOON_DAYS = 7;

/** A digest at most this often. */
export const DIGEST_INTERVAL_DAYS = 7;

export const BATCH_NOTE_MAX = 200;

/** What a reminder is about: a batch, a kit item, or practising the family plan (twice a year). */
export const REMINDER_TARGETS = ['batch', 'kit_item', 'family_plan'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];

/**
 * The thresholds each batch and kit item is reminded of at most once: within the user's window
 * (in the weekly digest), within 7 days (its own message) and expired (in the digest).
 */
export const REMINDER_THRESHOLDS = ['window', 'soon', 'expired'] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** Whole days from `from` to `to` (YYYY-MM-DD each); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar day (UTC) of an instant, YYYY-MM-DD: the server's "today". */
export const utcDay = (at: Date | number) => new Date(at).toISOString().slice(0, 10);

export const EXPIRY_MESSAGES = {
  date: 'Enter a date between 1900 and 2200',
  window: `Choose from ${EXPIRY_WINDOW_MIN} to ${EXPIRY_WINDOW_MAX} days`,
} as const;
