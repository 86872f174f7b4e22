/**
 * Passkeys (decision 0288): WebAuthn credentials that sign in without a password, or stand in
 * for the authenticator code after one. One schema each for the form and the route.
 */
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX } from '../auth/schemas';
import { text } from '../text';
import { ACCOUNT_MESSAGES, PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './messages';

export { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './messages';

/** A passkey's name as people give it ("Phone", "Work laptop"). */
export const passkeyNameSchema = text()
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameMax);

/**
 * Adding a passkey starts with the password (an account without one: a sign-in minutes old, so a
 * stolen session cannot add a way in of its own).
 */
export const startPasskeySchema = z
  .object({
    currentPassword: text()
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX, MESSAGES.passwordMax)
      .optional(),
  })
  .strict();
export type StartPasskeyInput = z.input<typeof startPasskeySchema>;

const b64url = z.string().max(16_384);

/** The browser's answer to a WebAuthn ceremony (navigator.credentials as JSON); checked by the server's WebAuthn library. */
const webAuthnCredential = <R extends z.ZodType>(response: R) =>
  z.object({
    id: z.string().min(1).max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    // The one extension result we read (a resident key); the rest are dropped.
    clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
  });

export const registrationResponseSchema = webAuthnCredential(
  z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    publicKey: b64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    /** How the device reaches the passkey ("internal", "usb", "hybrid"…), kept to offer it again. */
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
);
export const authenticationResponseSchema = webAuthnCredential(
  z.object({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.optional() }),
);

/** The form's part of adding a passkey: its name. */
export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema }).strict();
export type PasskeyNameInput = z.input<typeof passkeyNameFormSchema>;

export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema }).strict();

export const passkeySignInSchema = z
  .object({
    response: authenticationResponseSchema,
    /** The second step after a password (two-factor on): the passkey must be that account's. */
    afterPassword: z.boolean().optional(),
  })
  .strict();

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Null until it first signs in. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** WebAuthn options (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON) as the server's library made them. */
export const webAuthnOptionsSchema = z.object({ challenge: z.string() }).passthrough();
