/**
 * Households (docs/product.md#households): members share one set of supplies, one readiness
 * household and one family plan. One schema for the forms and the server.
 */
import { z } from 'zod';
import { text } from '../text';
import type { ActivityEvent } from './activity';
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

const supplyChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('used'), quantity: z.number(), name: z.string() }),
  z.object({ kind: z.literal('added'), quantity: z.number(), name: z.string(), bestBefore: z.string().nullable() }),
  z.object({ kind: z.literal('batches'), name: z.string() }),
]);
const role = z.enum(HOUSEHOLD_ROLES);

/** What an activity line says happened (decision 0351); the web writes it in the reader's language. */
export const activityEventSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('supplies.saved'), changes: z.array(supplyChangeSchema), more: z.number() }),
  z.object({ code: z.literal('supplies.scanned'), quantity: z.number(), name: z.string() }),
  z.object({ code: z.literal('supplies.imported'), count: z.number() }),
  z.object({ code: z.literal('invitation.sent'), email: z.string(), role }),
  z.object({ code: z.literal('invitation.revoked'), email: z.string() }),
  z.object({ code: z.literal('member.joined'), role, broughtSupplies: z.boolean() }),
  z.object({ code: z.literal('member.left-to-join'), inviter: z.string().nullable() }),
  z.object({ code: z.literal('member.role-set'), name: z.string(), role }),
  z.object({ code: z.literal('member.removed'), name: z.string() }),
  z.object({ code: z.literal('member.left') }),
  z.object({
    code: z.literal('account.deleted'),
    after: z.enum(['nothing', 'new-owner', 'only-viewers']),
    newOwner: z.string().nullable(),
  }),
  z.object({ code: z.enum(['place.added', 'place.changed', 'place.removed']), name: z.string() }),
  z.object({ code: z.literal('readiness.changed') }),
  z.object({ code: z.literal('family-plan.updated') }),
  z.object({ code: z.literal('incident.started'), eventType: z.string(), practice: z.boolean() }),
  z.object({ code: z.literal('incident.ended'), eventType: z.string(), practice: z.boolean(), day: z.string() }),
  z.object({ code: z.literal('drill.recorded'), eventType: z.string(), day: z.string() }),
  z.object({ code: z.literal('drill.deleted'), eventType: z.string(), day: z.string() }),
]) satisfies z.ZodType<ActivityEvent>;
