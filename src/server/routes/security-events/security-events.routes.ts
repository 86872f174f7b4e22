import { createRoute, z } from '@hono/zod-openapi';
import { CLIENT_SECURITY_EVENT_TYPES } from '@shared/constants/security';
import { isStorableJson, text, TEXT_MESSAGES } from '@shared/text';
import { errorResponse, jsonBody } from '../../http/openapi';
import { requireSession } from '../../http/session';

export const clientSecurityEventSchema = z
  .object({
    eventType: z.enum(CLIENT_SECURITY_EVENT_TYPES, {
      error: `eventType must be one of: ${CLIENT_SECURITY_EVENT_TYPES.join(', ')}`,
    }),
    description: text().trim().max(500).optional(),
    metadata: z
      .record(text(), z.unknown())
      .optional()
      .refine((m) => !m || isStorableJson(m), { message: TEXT_MESSAGES.unstorable, abort: true })
      .refine((m) => !m || JSON.stringify(m).length <= 4000, 'metadata is too large'),
  })
  .strict();

export const postSecurityEventRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Security'],
  summary: 'Record a client-observed event (page_focus or suspicious_activity only)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(clientSecurityEventSchema) },
  responses: {
    204: { description: 'Recorded' },
    400: errorResponse('Unknown or server-only event type'),
    401: errorResponse('No session'),
    429: errorResponse('Too many events'),
  },
});
