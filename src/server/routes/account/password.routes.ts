import { createRoute, z } from '@hono/zod-openapi';
import { changePasswordSchema } from '@shared/account/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Account'],
  summary: 'Change my password (the current one is needed); ends my other sessions, keeps this one',
  middleware: [requireSession] as const,
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonContent(z.object({ endedSessions: z.number().int() }), 'Changed; how many other sessions ended'),
    400: errorResponse('Invalid input, the current password wrong, or no password yet (field messages)'),
    401: errorResponse('No session'),
    429: errorResponse('Too many wrong passwords: wait the Retry-After seconds (shared with sign-in)'),
  },
});
