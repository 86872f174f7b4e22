/**
 * Expiry settings (docs/product.md#expiry-and-reminders): the profile settings section and
 * PUT /api/reminders/settings share this schema.
 */
import { z } from 'zod';
import { EXPIRY_MESSAGES, EXPIRY_WINDOW_MAX, EXPIRY_WINDOW_MIN } from './expiry';
import { REMINDER_MESSAGES } from './reminder-messages';

export { REMINDER_MESSAGES } from './reminder-messages';

export const expiryWindowDays = z
  .number({ error: EXPIRY_MESSAGES.window })
  .int(EXPIRY_MESSAGES.window)
  .min(EXPIRY_WINDOW_MIN, EXPIRY_MESSAGES.window)
  .max(EXPIRY_WINDOW_MAX, EXPIRY_MESSAGES.window);

/** Either field may be left out: it keeps its value. */
export const updateExpirySettingsSchema = z
  .object({
    windowDays: expiryWindowDays.optional(),
    reminders: z.boolean({ error: REMINDER_MESSAGES.reminders }).optional(),
  })
  .strict();
export type UpdateExpirySettings = z.infer<typeof updateExpirySettingsSchema>;

export const expirySettingsSchema = z.object({
  windowDays: z.number().int(),
  /** Expiry reminders by email are on (they go only to a verified address). */
  reminders: z.boolean(),
  emailVerified: z.boolean(),
});
export type ExpirySettings = z.infer<typeof expirySettingsSchema>;

export const unsubscribeResultSchema = z.object({ ok: z.literal(true), reminders: z.literal(false) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
