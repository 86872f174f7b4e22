/**
 * Profile settings (docs/product.md#profile-settings, #account-deletion): the form and
 * PATCH /api/profile share this schema; account deletion asks for proof.
 */
import { z } from 'zod';
import { firstNameSchema, lastNameSchema, usernameSchema } from '../auth/schemas';
import { text } from '../text';
import { PROFILE_MESSAGES } from './messages';

export { PROFILE_MESSAGES } from './messages';

/** PATCH /api/profile: basic info and privacy, stored exactly as sent (false stays false). */
export const updateProfileSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    username: usernameSchema,
    isProfilePublic: z.boolean(),
    showPreparednessScore: z.boolean(),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** A Google-only account proves itself with a sign-in at most this long ago. */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * DELETE /api/account: the username typed out (any letter case), and the current password
 * for accounts that have one (a Google-only account needs a fresh Google sign-in instead).
 */
export const deleteAccountSchema = z
  .object({
    username: text().trim().min(1, PROFILE_MESSAGES.deleteUsernameMismatch).max(64),
    password: text().max(256).optional(),
  })
  .strict();
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** What GET /api/me/account-security tells the settings page about how deletion is confirmed. */
export const accountSecuritySchema = z.object({
  hasPassword: z.boolean(),
  /** The current session began less than FRESH_SIGN_IN_MS ago. */
  freshSignIn: z.boolean(),
  /** The sign-in providers the account is linked to (decision 0287): whom a password-less account signs in again with. */
  providers: z.array(z.enum(['google', 'oidc'])),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;
