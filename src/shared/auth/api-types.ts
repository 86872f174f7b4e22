/** Shapes of the account API's answers, shared by the server (OpenAPI) and the web client. */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { SIGNUP_POLICIES } from './signup-policy';

export const profileSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  username: z.string(),
  dateOfBirth: z.string(),
  avatarUrl: z.string().nullable(),
  isProfilePublic: z.boolean(),
  showPreparednessScore: z.boolean(),
  /** The dashboard has greeted them once ("Welcome, ..."); after that it says "Welcome back". */
  welcomed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  /** What the user gave at sign-up or the provider sent (given_name, family_name, full_name). */
  metadata: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string().nullable(),
    username: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
  }),
  /**
   * The language the user chose or signed up in (issue 43, decision 0333): emails, pushes and the
   * pages speak it. Absent from a session kept on a device before it was added.
   */
  locale: z.enum(LOCALES).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  profile: profileSchema.nullable(),
  /**
   * The household the user belongs to and their role in it (docs/product.md#households): pages
   * disable changes for a viewer, and a device drops its kept copy when the household changed.
   * Absent or null when signed out.
   */
  household: z
    .object({
      id: z.string(),
      role: z.enum(['owner', 'editor', 'viewer']),
      /**
       * How many people it has, the user too: with others in it, new plans and kits start as
       * Household (decision 0291). Absent from a session kept on a device before it was added.
       */
      members: z.number().int().optional(),
    })
    .nullable()
    .optional(),
  /** The user is an administrator (decision 284): the menu offers /admin. Absent when signed out. */
  admin: z.boolean().optional(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  /** The OpenID Connect provider's name (OIDC_NAME) for "Sign in with …", or null: none configured (decision 0287). */
  oidcName: z.string().nullable(),
  /** False with OIDC_ONLY=1: no email/password forms, only the provider buttons. */
  passwordSignIn: z.boolean(),
  /** The operator's affiliate tag for gear links (AFFILIATE_TAG), or null: nobody's tag is built in. */
  affiliateTag: z.string().nullable(),
  /**
   * Whether this server sends email (SMTP_URL is set). Without it, emails go to the server log:
   * the pages say mail is off instead of "we emailed you" (decision 0262).
   */
  mailEnabled: z.boolean(),
  /** Who may sign up (decision 284): the landing shows how to get in instead of the form when not open. */
  signups: z.enum(SIGNUP_POLICIES),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const oauthStartSchema = z.object({ url: z.string() });
