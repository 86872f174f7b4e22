/**
 * The passkey forms' schemas, built on the shared ones; loaded with a form's first validation, so
 * zod is not part of the profile page's first paint (issue 41, decision 0306).
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@shared/account/messages';
import { passkeyNameSchema, startPasskeySchema } from '@shared/account/passkeys';

/** The form: the name, and the password when the account has one (the server asks for it). */
export function addSchema(hasPassword: boolean) {
  const base = z.object({ name: passkeyNameSchema }).extend(startPasskeySchema.shape);
  return hasPassword
    ? base.refine((v) => Boolean(v.currentPassword), {
        path: ['currentPassword'],
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
      })
    : base;
}
export type AddInput = z.input<ReturnType<typeof addSchema>>;

export const renameSchema = z.object({ name: passkeyNameSchema });
export type RenameInput = z.input<typeof renameSchema>;
