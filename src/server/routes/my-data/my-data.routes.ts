import { createRoute, z } from '@hono/zod-openapi';
import { accountSecuritySchema, deleteAccountSchema } from '@shared/profile/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/session';

const tags = ['My data'];

export const exportMyDataRoute = createRoute({
  method: 'get',
  path: '/me/export',
  tags,
  summary: 'Everything I own as one JSON download (profile, supplies, plans, kits, acquisitions, newsletter)',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(
      z.record(z.string(), z.unknown()),
      'holdfast-export-YYYY-MM-DD.json (Content-Disposition: attachment)',
    ),
    401: errorResponse('No session'),
  },
});

export const accountSecurityRoute = createRoute({
  method: 'get',
  path: '/me/account-security',
  tags,
  summary: 'How deleting this account is confirmed: a password, or a fresh Google sign-in',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(accountSecuritySchema, 'Password or fresh sign-in'), 401: errorResponse('No session') },
});

export const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/account',
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
