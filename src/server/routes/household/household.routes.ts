import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptSchema,
  activityEventSchema,
  HOUSEHOLD_ROLES,
  inviteSchema,
  memberRoleSchema,
} from '@shared/households/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Household'];
const role = z.enum(HOUSEHOLD_ROLES);

export const householdSchema = z.object({
  id: z.string(),
  /** The signed-in user's role. */
  role,
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role,
      joinedAt: z.string(),
      isMe: z.boolean(),
    }),
  ),
  /** Pending (not accepted, revoked or expired). */
  invitations: z.array(
    z.object({ id: z.string(), email: z.string(), role, expiresAt: z.string(), invitedBy: z.string().nullable() }),
  ),
  /**
   * The last 100 changes, newest first: `event` is what happened (decision 0351), which the web
   * writes in the reader's language; `summary` the English line (all a line before events has).
   */
  activity: z.array(
    z.object({
      id: z.string(),
      actorName: z.string(),
      summary: z.string(),
      event: activityEventSchema.nullable(),
      at: z.string(),
    }),
  ),
});

const tokenBody = z.object({ token: z.string().min(1).max(200) }).strict();
const idParam = z.object({ id: z.string() });
const userParam = z.object({ userId: z.string().max(200) });

export const getHouseholdRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My household: members and roles, pending invitations, the last 100 changes',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(householdSchema, 'My household'), 401: errorResponse('No session') },
});

export const inviteRoute = createRoute({
  method: 'post',
  path: '/invitations',
  tags,
  summary: 'Invite an email address as editor or viewer (owners): a single-use link valid 7 days, by email',
  middleware: [requireSession] as const,
  request: { body: jsonBody(inviteSchema) },
  responses: {
    201: jsonContent(
      z.object({
        id: z.string(),
        /** Only when mail is off on this server (no SMTP_URL): the owner passes the link on (decision 0262). */
        link: z.string().optional(),
      }),
      'Invitation sent (or, without mail, made: its link to pass on)',
    ),
    400: errorResponse('Invalid input (fields.email, fields.role)'),
    401: errorResponse('No session'),
    403: errorResponse('Not an owner'),
    409: errorResponse('Already a member or invited; too many members or pending invitations'),
    429: errorResponse(
      '10 invitations per account, or 20 per household, in 24 hours (revoked ones count): Retry-After',
    ),
  },
});

export const revokeRoute = createRoute({
  method: 'delete',
  path: '/invitations/{id}',
  tags,
  summary: 'Revoke a pending invitation (owners)',
  middleware: [requireSession] as const,
  request: { params: idParam },
  responses: {
    204: { description: 'Revoked' },
    401: errorResponse('No session'),
    403: errorResponse('Not an owner'),
    404: errorResponse('No such pending invitation in my household'),
  },
});

export const previewRoute = createRoute({
  method: 'post',
  path: '/invitations/preview',
  tags,
  summary: 'What an invitation link offers the signed-in user (the token in the body, never in a URL)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(tokenBody) },
  responses: {
    200: jsonContent(
      z.object({
        inviter: z.string().nullable(),
        role,
        email: z.string(),
        emailMatches: z.boolean(),
        alreadyMember: z.boolean(),
        /** My household has other members: my supplies stay with it (only a sole member brings them). */
        suppliesStay: z.boolean(),
        /** I am the last owner of a household with other members: accepting is refused until I hand over. */
        lastOwner: z.boolean(),
        /** Mail is on and my address is not confirmed: accepting is refused until it is. */
        mustVerifyEmail: z.boolean(),
      }),
      'The invitation',
    ),
    400: errorResponse('Invalid input'),
    401: errorResponse('No session'),
    404: errorResponse('Used, revoked, expired or unknown'),
  },
});

export const lookupRoute = createRoute({
  method: 'post',
  path: '/invitations/lookup',
  tags,
  summary:
    'What an invitation link offers someone signed out: inviter, role and the invited address (the token in the body, never echoed)',
  request: { body: jsonBody(tokenBody) },
  responses: {
    200: jsonContent(
      z.object({ inviter: z.string().nullable(), role, email: z.string() }),
      'The invitation (the household is the inviter’s)',
    ),
    400: errorResponse('Invalid input'),
    404: errorResponse('Used, revoked, expired or unknown'),
    429: errorResponse('Too many lookups from this address'),
  },
});

export const acceptRoute = createRoute({
  method: 'post',
  path: '/invitations/accept',
  tags,
  summary:
    'Join the household of an invitation (alone in my household: my supplies come along; else they stay with it)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(acceptSchema) },
  responses: {
    200: jsonContent(householdSchema, 'The household joined'),
    400: errorResponse('Invalid input'),
    401: errorResponse('No session'),
    403: errorResponse(
      'The invitation is for another email address; my address is not confirmed (mail on: code email_not_verified); supplies "bring" from a shared household (fields.supplies)',
    ),
    404: errorResponse('Used, revoked, expired or unknown'),
    409: errorResponse('Already a member; the household is full; I am the last owner of a household with others'),
  },
});

export const setRoleRoute = createRoute({
  method: 'patch',
  path: '/members/{userId}',
  tags,
  summary: "Set a member's role (owners); making someone owner hands over ownership",
  middleware: [requireSession] as const,
  request: { params: userParam, body: jsonBody(memberRoleSchema) },
  responses: {
    200: jsonContent(householdSchema, 'The household'),
    400: errorResponse('Invalid input (fields.role)'),
    401: errorResponse('No session'),
    403: errorResponse('Not an owner'),
    404: errorResponse('Not a member of my household'),
    409: errorResponse('The last owner'),
  },
});

export const removeMemberRoute = createRoute({
  method: 'delete',
  path: '/members/{userId}',
  tags,
  summary: 'Remove a member (owners): their access ends at once; they get a household of their own',
  middleware: [requireSession] as const,
  request: { params: userParam },
  responses: {
    200: jsonContent(householdSchema, 'The household'),
    401: errorResponse('No session'),
    403: errorResponse('Not an owner'),
    404: errorResponse('Not a member of my household'),
    409: errorResponse('Oneself (leave instead)'),
  },
});

export const leaveRoute = createRoute({
  method: 'post',
  path: '/leave',
  tags,
  summary: 'Leave my household for one of my own (not the last owner; my supplies stay)',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(householdSchema, 'My new household'),
    401: errorResponse('No session'),
    409: errorResponse('The last owner, or alone'),
  },
});
