import { createRoute, z } from '@hono/zod-openapi';
import {
  adminUserPageSchema,
  auditPageSchema,
  instanceSchema,
  adminTwoFactorInputSchema,
  inviteUserSchema,
  signupPolicyInputSchema,
  userListQuerySchema,
} from '@shared/admin/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';

const tags = ['Administration'];
const okSchema = z.object({ ok: z.literal(true) });
const idParam = z.object({ id: z.string().min(1).max(200) });
/** Every route: 404 to anyone but an administrator (signed out too), as if it did not exist (admin.handlers.ts). */
const hidden = {
  403: errorResponse('two_factor_required: administrators must turn on two-factor sign-in first (when required)'),
  404: errorResponse('Not an administrator, or no such account'),
};

export const instanceRoute = createRoute({
  method: 'get',
  path: '/instance',
  tags,
  summary: 'The server: version, database, uploads, job queue, reminders, mail, sign-up policy',
  responses: { 200: jsonContent(instanceSchema, 'The instance'), ...hidden },
});

export const usersRoute = createRoute({
  method: 'get',
  path: '/users',
  tags,
  summary: 'Accounts by email, searched by email or name, a page at a time',
  request: { query: userListQuerySchema },
  responses: {
    200: jsonContent(adminUserPageSchema, 'A page of accounts'),
    400: errorResponse('Invalid cursor'),
    ...hidden,
  },
});

const userAction = <P extends string>(
  path: P,
  summary: string,
  extra: Record<number, ReturnType<typeof errorResponse>> = {},
) =>
  createRoute({
    method: 'post',
    path: `/users/{id}/${path}` as `/users/{id}/${P}`,
    tags,
    summary,
    request: { params: idParam },
    responses: { 200: jsonContent(okSchema, 'Done'), ...extra, ...hidden },
  });

export const verifyUserRoute = userAction('verify', "Confirm the account's email address");
export const disableUserRoute = userAction(
  'disable',
  'Disable the account: its sessions and live streams end at once',
  {
    409: errorResponse('Your own account'),
  },
);
export const enableUserRoute = userAction('enable', 'Enable a disabled account');
export const passwordResetUserRoute = userAction('password-reset', 'Email the account a password reset link', {
  403: errorResponse('password_sign_in_off: OIDC_ONLY=1, passwords are turned off'),
});

export const deleteUserRoute = createRoute({
  method: 'delete',
  path: '/users/{id}',
  tags,
  summary: "Delete the account, as the user's own deletion does",
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 409: errorResponse('Your own account'), ...hidden },
});

export const inviteRoute = createRoute({
  method: 'post',
  path: '/invitations',
  tags,
  summary: 'Email an invitation link that lets this address sign up whatever the sign-up policy',
  request: { body: jsonBody(inviteUserSchema) },
  responses: {
    201: jsonContent(okSchema, 'Invitation sent'),
    400: errorResponse('Invalid email (fields.email)'),
    409: errorResponse('An account with this email exists'),
    ...hidden,
  },
});

export const signupPolicyRoute = createRoute({
  method: 'put',
  path: '/signup-policy',
  tags,
  summary: 'Change who may sign up (null: back to the SIGNUPS default)',
  request: { body: jsonBody(signupPolicyInputSchema) },
  responses: {
    200: jsonContent(okSchema, 'Changed'),
    400: errorResponse('Invalid policy (fields.policy)'),
    ...hidden,
  },
});

export const adminTwoFactorRoute = createRoute({
  method: 'put',
  path: '/two-factor',
  tags,
  summary: 'Require two-factor sign-in for administrators, or not (turning it on needs your own first)',
  request: { body: jsonBody(adminTwoFactorInputSchema) },
  responses: {
    200: jsonContent(okSchema, 'Changed'),
    400: errorResponse('Invalid input, or your own two-factor sign-in is off (fields.required)'),
    ...hidden,
  },
});

export const testEmailRoute = createRoute({
  method: 'post',
  path: '/test-email',
  tags,
  summary: "Send a test email to the administrator's own address",
  responses: {
    202: jsonContent(okSchema, 'Queued'),
    409: errorResponse('Mail is not configured (SMTP_URL)'),
    ...hidden,
  },
});

export const auditRoute = createRoute({
  method: 'get',
  path: '/audit',
  tags,
  summary: 'What administrators did, newest first, a page at a time',
  request: { query: z.object({ cursor: z.string().max(400).optional() }) },
  responses: {
    200: jsonContent(auditPageSchema, 'A page of the audit log'),
    400: errorResponse('Invalid cursor'),
    ...hidden,
  },
});
