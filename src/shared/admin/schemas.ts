/** The admin page's inputs and answers (issue 39, decision 284), shared by the form and the server. */
import { z } from 'zod';
import { SIGNUP_POLICIES } from '../auth/signup-policy';
import { HOUSEHOLD_ROLES } from '../households/roles';
import { text } from '../text';

export const ADMIN_PAGE_SIZE = 25;

export { inviteUserSchema, type InviteUser } from './invite';

/** null: back to the SIGNUPS variable's default. */
export const signupPolicyInputSchema = z
  .object({ policy: z.enum(SIGNUP_POLICIES, { error: 'Choose open, invite or closed' }).nullable() })
  .strict();
export type SignupPolicyInput = z.infer<typeof signupPolicyInputSchema>;

/** "Require two-factor sign-in for administrators" (decision 0286). */
export const adminTwoFactorInputSchema = z.object({ required: z.boolean() }).strict();
export type AdminTwoFactorInput = z.infer<typeof adminTwoFactorInputSchema>;

export const userListQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  cursor: text().max(400).optional(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  admin: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /**
   * The account's household: households have no name, so its first owner's name (else address)
   * stands for it, with this account's role in it; the page words it ("Rex Ranger's household (editor)").
   */
  household: z.object({ owner: z.string(), role: z.enum(HOUSEHOLD_ROLES) }).nullable(),
  /** Two-factor sign-in is on (decision 0286). */
  twoFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), next: z.string().nullable() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  targetEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const instanceSchema = z.object({
  version: z.string(),
  database: z.object({ kind: z.enum(['embedded', 'external']), bytes: z.number() }),
  uploads: z.object({ storage: z.enum(['local', 's3']), bytes: z.number().nullable() }),
  jobs: z.object({
    pending: z.number(),
    failed: z.number(),
    lastFailures: z.array(z.object({ kind: z.string(), error: z.string().nullable(), at: z.string() })),
  }),
  /** When the last expiry reminder was queued (the sweep keeps no other record). */
  lastReminderSent: z.string().nullable(),
  mailEnabled: z.boolean(),
  signups: z.object({ policy: z.enum(SIGNUP_POLICIES), fromEnv: z.boolean(), envDefault: z.enum(SIGNUP_POLICIES) }),
  /** Administrators must have two-factor sign-in on to use the admin page (decision 0286). */
  requireAdminTwoFactor: z.boolean(),
});
export type Instance = z.infer<typeof instanceSchema>;

export { ADMIN_INVITATION_DAYS, COMMAND_LINE_ACTOR_LABEL } from './constants';
