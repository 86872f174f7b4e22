/**
 * The member's language setting (issue 43, decision 0333): PUT /api/account/locale and the
 * settings form that sends it share this schema.
 */
import { z } from 'zod';
import { LOCALES } from './locales';

export const LOCALE_MESSAGES = {
  invalid: 'Choose one of the languages offered.',
} as const;

/** How long the `hf_locale` cookie lasts: a year, renewed at every sign-in and every change. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const localeSettingSchema = z
  .object({
    locale: z.enum(LOCALES, { error: LOCALE_MESSAGES.invalid }),
  })
  .strict();
export type LocaleSetting = z.infer<typeof localeSettingSchema>;
