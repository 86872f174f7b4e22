/**
 * Account schemas shared by the forms and the server (docs/product.md#accounts). Messages are
 * docs/product.md's, word for word. One schema, both sides: the form validates with it, and the route
 * validates the same body with it again.
 */
import { z } from 'zod';
import { personName } from '../names';
import { text } from '../text';
import { ageOn, isValidIsoDate, todayIso } from './age';
import {
  MESSAGES,
  MIN_AGE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIAL_CHARACTERS,
  SIGN_IN_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './rules';

// The zod-free rules (the forms' constants and messages) are this module's too (decision 0306).
export * from './rules';

export const emailSchema = text().trim().toLowerCase().pipe(z.email(MESSAGES.email).max(254, MESSAGES.email));

/** Names are cleaned of control, bidi and zero-width characters and line breaks (names.ts). */
export const firstNameSchema = personName().min(1, MESSAGES.firstName).max(NAME_MAX, MESSAGES.nameMax);

/** Optional; an empty value is stored as null. */
export const lastNameSchema = personName()
  .max(NAME_MAX, MESSAGES.nameMax)
  .optional()
  .transform((v) => (v ? v : null));

export const usernameSchema = text()
  .trim()
  .min(USERNAME_MIN, MESSAGES.usernameMin)
  .max(USERNAME_MAX, MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9_]+$/, MESSAGES.usernameChars);

/** A YYYY-MM-DD date at least 13 years back, month and day counted. */
export const dateOfBirthSchema = text()
  .trim()
  .refine(isValidIsoDate, MESSAGES.dateOfBirth)
  .refine((v) => !isValidIsoDate(v) || v <= todayIso(), MESSAGES.dateOfBirth)
  .refine((v) => !isValidIsoDate(v) || v > '1900-01-01', MESSAGES.dateOfBirth)
  .refine((v) => !isValidIsoDate(v) || v > todayIso() || ageOn(v, todayIso()) >= MIN_AGE, MESSAGES.age);

const hasAllCharacterClasses = (v: string) =>
  /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && [...PASSWORD_SPECIAL_CHARACTERS].some((c) => v.includes(c));

export const newPasswordSchema = text()
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordMax)
  .refine(hasAllCharacterClasses, MESSAGES.passwordRules);

const confirmMatches = <T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.confirmPassword });
  }
};

export const signUpSchema = z
  .object({
    email: emailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    username: usernameSchema,
    dateOfBirth: dateOfBirthSchema,
    password: newPasswordSchema,
    confirmPassword: text(),
    /**
     * The token of the household invitation the sign-up came from (not shown in the form): the
     * verification link then returns to it, in whatever browser it is opened (decision 0261).
     */
    invitation: text().max(200).optional(),
  })
  .strict()
  .superRefine(confirmMatches);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const signInSchema = z
  .object({
    email: emailSchema,
    password: text().min(SIGN_IN_PASSWORD_MIN, MESSAGES.signInPasswordMin).max(PASSWORD_MAX, MESSAGES.passwordMax),
  })
  .strict();
export type SignIn = z.infer<typeof signInSchema>;

export const completeProfileSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    username: usernameSchema,
    dateOfBirth: dateOfBirthSchema,
  })
  .strict();
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfile = z.output<typeof completeProfileSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** The reset form (the token comes from the link, see resetPasswordRequestSchema). */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: text() })
  .strict()
  .superRefine(confirmMatches);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: text().min(1, 'This reset link is invalid or has expired.').max(512),
    password: newPasswordSchema,
    confirmPassword: text(),
  })
  .strict()
  .superRefine(confirmMatches);
