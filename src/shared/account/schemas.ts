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

/** Each sentence the security log says (decision 0351); the web writes it in the reader's language. */
export const SECURITY_LOG_CODES = [
  'signed_in',
  'signed_in.email_password',
  'signed_in.google',
  'signed_in.email_verification',
  'signed_in.email_password_totp',
  'signed_in.email_password_recovery_code',
  'signed_in.passkey',
  'signed_in.email_password_passkey',
  'signed_in.oidc',
  'sign_in_failed',
  'sign_in_failed.invalid_credentials',
  'sign_in_failed.rate_limited',
  'sign_in_failed.wrong_current_password',
  'sign_in_failed.wrong_two_factor_code',
  'sign_in_failed.two_factor_rate_limited',
  'sign_in_failed.passkey_failed',
  'sign_in_failed.passkey_not_verified',
  'sign_in_failed.passkey_rate_limited',
  'oauth_failed.google',
  'oauth_failed.oidc',
  'signed_out',
  'signed_out.others',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'unusual_activity',
] as const;
export type SecurityLogCode = (typeof SECURITY_LOG_CODES)[number];

/** What a log line says, as a code and its parameters (null where the code has none, or it was not recorded). */
export const securityLogDetailSchema = z.object({
  code: z.enum(SECURITY_LOG_CODES),
  /** The OpenID Connect provider's name when it happened. */
  provider: z.string().nullable(),
  /** The passkey's name when it happened. */
  name: z.string().nullable(),
  /** The new email address. */
  email: z.string().nullable(),
  /** Sessions signed out (by a password change, or from the sessions list). */
  count: z.number().nullable(),
});
export type SecurityLogDetail = z.infer<typeof securityLogDetailSchema>;

export const securityLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_LOG_KINDS),
  /** One plain sentence in English ("Signed in with Google"); `detail` is what the web writes in the reader's language. */
  summary: z.string(),
  detail: securityLogDetailSchema,
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
