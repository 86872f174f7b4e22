/**
 * Account security (docs/product.md#account-security): changing the password or the email, the
 * sessions list and the user's own security log. One schema each for the form and the route.
 */
import { z } from 'zod';
import { emailSchema, MESSAGES, newPasswordSchema, PASSWORD_MAX } from '../auth/schemas';
import { text } from '../text';
import { ACCOUNT_MESSAGES } from './messages';

export { ACCOUNT_MESSAGES } from './messages';

const currentPasswordSchema = text()
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX, MESSAGES.passwordMax);

/** POST /api/account/password: the same strength rules as sign-up. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: text(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.confirmPassword });
    }
    if (v.currentPassword && v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: ACCOUNT_MESSAGES.samePassword });
    }
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /api/account/email: the new address is confirmed through a link sent to it. */
export const changeEmailSchema = z
  .object({
    newEmail: emailSchema,
    currentPassword: currentPasswordSchema,
  })
  .strict();
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** One active session as GET /api/account/sessions shows it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the browser's user agent; null when it sent none we know. */
  device: z.string().nullable(),
  /** The address it was last used from (no place: Holdfast ships no geolocation database). */
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last renewed or changed (updated_at). */
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** What the security log shows of an event. */
export const SECURITY_LOG_KINDS = [
  'signed_in',
  'sign_in_failed',
  'signed_out',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'two_factor_changed',
  'unusual_activity',
] as const;
export type SecurityLogKind = (typeof SECURITY_LOG_KINDS)[number];

export const securityLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_LOG_KINDS),
  /** One plain sentence ("Signed in with Google"). */
  summary: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;
export const securityLogPageSchema = z.object({
  events: z.array(securityLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type SecurityLogPage = z.infer<typeof securityLogPageSchema>;

export const SECURITY_LOG_PAGE_SIZE = 20;
