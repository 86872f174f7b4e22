/**
 * Two-factor sign-in (decision 0286): an authenticator app (TOTP, 6 digits every 30 seconds) and
 * 10 one-time recovery codes. One schema each for the form and the route.
 */
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX } from '../auth/schemas';
import { text } from '../text';
import { ACCOUNT_MESSAGES, TWO_FACTOR_MESSAGES } from './messages';

export { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from './messages';

const passwordField = text().min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX, MESSAGES.passwordMax);

/** Spaces people type ("123 456") are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
  );

/** Recovery codes look like "AbC12-dE3fG"; spaces around are dropped, the case matters. */
export const recoveryCodeSchema = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, TWO_FACTOR_MESSAGES.recoveryRequired).max(40, TWO_FACTOR_MESSAGES.wrongRecoveryCode));

/** Turning it on or off, and new recovery codes: the password first. */
export const twoFactorPasswordSchema = z.object({ currentPassword: passwordField }).strict();
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

/** The first code from the app confirms the setup. */
export const confirmTwoFactorSchema = z.object({ code: totpCodeSchema }).strict();
export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorSchema>;

/** The second step of sign-in: a code from the app, or a recovery code. */
export const verifyTwoFactorSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema }).strict(),
  z.object({ method: z.literal('recovery'), code: recoveryCodeSchema }).strict(),
]);
export type VerifyTwoFactorInput = z.input<typeof verifyTwoFactorSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** otpauth:// link (what the QR code holds). */
  totpUri: z.string(),
  /** The secret as text (base32), for typing into the app by hand. */
  secret: z.string(),
  /** The QR code as an SVG data URL, drawn on the server (no outside service). */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** What sign-in answers (202) after a right password when the second step is needed. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
