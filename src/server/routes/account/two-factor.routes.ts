import { createRoute } from '@hono/zod-openapi';
import {
  confirmTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  verifyTwoFactorSchema,
} from '@shared/account/two-factor';
import { sessionSchema } from '@shared/auth/api-types';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Account'];

export const twoFactorStatusRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Whether my two-factor sign-in is on, and how many recovery codes are left',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(twoFactorStatusSchema, 'My two-factor sign-in'), 401: errorResponse('No session') },
});

export const enableTwoFactorRoute = createRoute({
  method: 'post',
  path: '/enable',
  tags,
  summary: 'Start turning on two-factor sign-in (the password is needed): the authenticator secret and its QR code',
  middleware: [requireSession] as const,
  request: { body: jsonBody(twoFactorPasswordSchema) },
  responses: {
    200: jsonContent(twoFactorSetupSchema, 'Scan the QR code, then confirm with a code'),
    400: errorResponse('Invalid input, the password wrong, or no password yet (field messages)'),
    401: errorResponse('No session'),
    409: errorResponse('Two-factor sign-in is already on'),
    429: errorResponse('Too many wrong passwords: wait the Retry-After seconds (shared with sign-in)'),
  },
});

export const confirmTwoFactorRoute = createRoute({
  method: 'post',
  path: '/confirm',
  tags,
  summary:
    'Confirm the authenticator with its first code: two-factor sign-in is on; answers the 10 recovery codes, once',
  middleware: [requireSession] as const,
  request: { body: jsonBody(confirmTwoFactorSchema) },
  responses: {
    200: jsonContent(recoveryCodesSchema, 'On; the recovery codes (shown only now)'),
    400: errorResponse('Invalid input, or the code wrong (field messages), or no setup started'),
    401: errorResponse('No session'),
    409: errorResponse('Two-factor sign-in is already on'),
    429: errorResponse('Too many tries'),
  },
});

export const disableTwoFactorRoute = createRoute({
  method: 'post',
  path: '/disable',
  tags,
  summary: 'Turn off two-factor sign-in (the password is needed); the secret and recovery codes are deleted',
  middleware: [requireSession] as const,
  request: { body: jsonBody(twoFactorPasswordSchema) },
  responses: {
    204: { description: 'Off' },
    400: errorResponse('Invalid input, the password wrong (field messages)'),
    401: errorResponse('No session'),
    409: errorResponse('Two-factor sign-in is off already'),
    429: errorResponse('Too many wrong passwords: wait the Retry-After seconds (shared with sign-in)'),
  },
});

export const recoveryCodesRoute = createRoute({
  method: 'post',
  path: '/recovery-codes',
  tags,
  summary: 'Make 10 new recovery codes (the password is needed); the old ones stop working',
  middleware: [requireSession] as const,
  request: { body: jsonBody(twoFactorPasswordSchema) },
  responses: {
    200: jsonContent(recoveryCodesSchema, 'The new codes (shown only now)'),
    400: errorResponse('Invalid input, the password wrong (field messages)'),
    401: errorResponse('No session'),
    409: errorResponse('Two-factor sign-in is off'),
    429: errorResponse('Too many wrong passwords: wait the Retry-After seconds (shared with sign-in)'),
  },
});

export const verifyTwoFactorRoute = createRoute({
  method: 'post',
  path: '/verify',
  tags,
  summary:
    "Sign-in's second step: a code from the authenticator app or a recovery code, after the password (two_factor cookie)",
  request: { body: jsonBody(verifyTwoFactorSchema) },
  responses: {
    200: jsonContent(sessionSchema, 'Signed in'),
    400: errorResponse('Invalid input, or the code wrong (field message "code")'),
    401: errorResponse('two_factor_expired: no sign-in waits for a code (too slow, or too many wrong codes)'),
    403: errorResponse('account_disabled'),
    429: errorResponse('Too many codes tried: wait the Retry-After seconds'),
  },
});
