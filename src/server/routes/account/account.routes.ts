import { createRoute, z } from '@hono/zod-openapi';
import { twoFactorChallengeSchema } from '@shared/account/two-factor';
import { oauthStartSchema, sessionSchema } from '@shared/auth/api-types';
import { forgotPasswordSchema, resetPasswordRequestSchema, signInSchema, signUpSchema } from '@shared/auth/schemas';
import { API_ERROR_CODES } from '@shared/errors';
import { deleteAccountSchema } from '@shared/profile/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const okSchema = z.object({ ok: z.literal(true) });
const tags = ['Account'];
const PASSWORD_OFF = 'password_sign_in_off: OIDC_ONLY=1, only the sign-in providers';

export const signUpRoute = createRoute({
  method: 'post',
  path: '/sign-up',
  tags,
  summary: 'Create an account and send the verification email',
  request: { body: jsonBody(signUpSchema) },
  responses: {
    201: jsonContent(okSchema, 'Account created; verification email sent'),
    400: errorResponse('Invalid input (field messages)'),
    403: errorResponse(`signup_closed: the sign-up policy refuses it (no usable invitation), or ${PASSWORD_OFF}`),
    409: errorResponse('account_exists, or username_taken (fields.username)'),
    429: errorResponse('Too many attempts'),
  },
});

export const signInRoute = createRoute({
  method: 'post',
  path: '/sign-in',
  tags,
  summary: 'Sign in with email and password (sets the session cookie)',
  request: { body: jsonBody(signInSchema) },
  responses: {
    200: jsonContent(sessionSchema, 'Signed in'),
    202: jsonContent(
      twoFactorChallengeSchema,
      'Password right, two-factor sign-in on: send a code to /api/account/two-factor/verify (10 minutes)',
    ),
    400: errorResponse('Invalid input'),
    401: errorResponse(API_ERROR_CODES.invalidCredentials),
    403: errorResponse(`account_disabled: an administrator disabled the account, or ${PASSWORD_OFF}`),
    429: errorResponse('Too many attempts: wait the Retry-After seconds (a growing delay, never a lockout)'),
  },
});

export const signOutRoute = createRoute({
  method: 'post',
  path: '/sign-out',
  tags,
  summary: 'End this session (clears the cookie)',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(okSchema, 'Signed out'), 401: errorResponse('No session') },
});

export const sessionRoute = createRoute({
  method: 'get',
  path: '/session',
  tags,
  summary: 'The signed-in user and profile, or nulls',
  responses: { 200: jsonContent(sessionSchema, 'The session (user null when signed out)') },
});

export const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/resend-verification',
  tags,
  summary: 'Send the verification email again',
  middleware: [requireSession] as const,
  responses: {
    202: jsonContent(okSchema, 'Sent'),
    401: errorResponse('No session'),
    409: errorResponse(API_ERROR_CODES.alreadyVerified),
    429: errorResponse('Too many attempts'),
  },
});

export const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/forgot-password',
  tags,
  summary: 'Email a password reset link (same answer whether or not the address has an account)',
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: {
    202: jsonContent(okSchema, 'Accepted'),
    400: errorResponse('Invalid input'),
    403: errorResponse(PASSWORD_OFF),
    429: errorResponse('Too many attempts'),
  },
});

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/reset-password',
  tags,
  summary: 'Set a new password with the token from the reset link; ends every session',
  request: { body: jsonBody(resetPasswordRequestSchema) },
  responses: {
    200: jsonContent(okSchema, 'Password changed'),
    400: errorResponse('Invalid input, or invalid_token'),
    429: errorResponse('Too many attempts'),
  },
});

export const oidcStartRoute = createRoute({
  method: 'post',
  path: '/oidc',
  tags,
  summary: 'Start sign-in with the OpenID Connect provider (OIDC_ISSUER): answers the provider URL to navigate to',
  request: { body: jsonBody(z.object({ intent: z.enum(['sign-in', 'sign-up']) }).strict()) },
  responses: {
    200: jsonContent(oauthStartSchema, 'Navigate to url'),
    404: errorResponse('not_found: no OpenID Connect provider is configured'),
    429: errorResponse('Too many attempts'),
  },
});

export const googleStartRoute = createRoute({
  method: 'post',
  path: '/google',
  tags,
  summary: 'Start Google sign-in: answers the provider URL to navigate to',
  request: { body: jsonBody(z.object({ intent: z.enum(['sign-in', 'sign-up']) }).strict()) },
  responses: {
    200: jsonContent(oauthStartSchema, 'Navigate to url'),
    404: errorResponse('google_disabled: Google sign-in is not configured'),
    429: errorResponse('Too many attempts'),
  },
});

export const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/',
  tags,
  summary: 'Delete my account with every row and file I own (copies others acquired stay theirs); ends every session',
  middleware: [requireSession] as const,
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    204: { description: 'Deleted; the session cookie is cleared' },
    400: errorResponse('Username typed wrong, or the password missing or wrong (field messages)'),
    401: errorResponse('No session'),
    403: errorResponse('A Google-only account must sign in again first (within 5 minutes)'),
    429: errorResponse('Too many wrong passwords: wait the Retry-After seconds (shared with sign-in)'),
  },
});
