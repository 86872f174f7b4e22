import { createRoute, z } from '@hono/zod-openapi';
import { changeEmailSchema } from '@shared/account/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

export const changeEmailRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Account'],
  summary:
    'Ask to change my email (the current password is needed): a link goes to the new address, the old one is told; the email changes when the link is followed',
  middleware: [requireSession] as const,
  request: { body: jsonBody(changeEmailSchema) },
  responses: {
    202: jsonContent(z.object({ ok: z.literal(true) }), 'The confirmation link is on its way to the new address'),
    400: errorResponse('Invalid input, the same address, the current password wrong, or no password yet (fields)'),
    401: errorResponse('No session'),
    409: errorResponse('account_exists: another account has this email (fields.newEmail), as sign-up says'),
    429: errorResponse('Too many requests or wrong passwords: wait the Retry-After seconds'),
  },
});
