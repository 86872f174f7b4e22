/**
 * Households (docs/product.md#households): members share one set of supplies, one readiness
 * household and one family plan. One schema for the forms and the server.
 */
import { z } from 'zod';
import { text } from '../text';
import { HOUSEHOLD_MESSAGES, HOUSEHOLD_ROLES } from './roles';

export * from './roles';

/** POST /api/household/invitations. An owner may invite editors and viewers (owners are made from members). */
export const inviteSchema = z
  .object({
    email: text()
      .trim()
      .toLowerCase()
      .max(254, HOUSEHOLD_MESSAGES.email)
      .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), HOUSEHOLD_MESSAGES.email),
    role: z.enum(['editor', 'viewer'], { error: HOUSEHOLD_MESSAGES.inviteRole }),
  })
  .strict();
export type InviteInput = z.input<typeof inviteSchema>;

/** PATCH /api/household/members/:userId. */
export const memberRoleSchema = z
  .object({ role: z.enum(HOUSEHOLD_ROLES, { error: HOUSEHOLD_MESSAGES.role }) })
  .strict();

/**
 * POST /api/household/invitations/accept. The sole member of a household brings its supplies
 * (merged by name into the new one, batches kept, their own rows added); a member of a shared
 * household leaves them with it ("bring" is refused: they are the household's, decision 258).
 * "leave" is still accepted from such a member, as older pages send it.
 */
export const acceptSchema = z
  .object({
    token: z.string().min(1).max(200),
    supplies: z.enum(['leave', 'bring'], { error: HOUSEHOLD_MESSAGES.joinChoice }).optional(),
  })
  .strict();
export type AcceptInput = z.input<typeof acceptSchema>;
