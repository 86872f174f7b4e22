import { createRoute, z } from '@hono/zod-openapi';
import {
  expirySettingsSchema,
  unsubscribeResultSchema,
  updateExpirySettingsSchema,
} from '@shared/supplies/settings-schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Reminders'];

export const getExpirySettingsRoute = createRoute({
  method: 'get',
  path: '/settings',
  tags,
  summary: 'My expiry window and whether expiry reminders are emailed to me',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(expirySettingsSchema, 'The settings'),
    401: errorResponse('No session'),
    404: errorResponse('profile_not_found: complete the profile first'),
  },
});

export const updateExpirySettingsRoute = createRoute({
  method: 'put',
  path: '/settings',
  tags,
  summary: 'Change the expiry window (7 to 180 days) and turn reminder emails on or off',
  middleware: [requireSession] as const,
  request: { body: jsonBody(updateExpirySettingsSchema) },
  responses: {
    200: jsonContent(expirySettingsSchema, 'The saved settings'),
    400: errorResponse('Invalid input (fields.windowDays, fields.reminders)'),
    401: errorResponse('No session'),
    404: errorResponse('profile_not_found: complete the profile first'),
  },
});

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe/{token}',
  tags,
  summary:
    'Turn expiry reminders off from the link in a reminder email: no session needed (RFC 8058 one-click; any body is ignored)',
  request: { params: z.object({ token: z.string().max(300) }) },
  responses: {
    200: jsonContent(unsubscribeResultSchema, 'Reminders are off'),
    404: errorResponse('Not a valid unsubscribe link'),
  },
});
