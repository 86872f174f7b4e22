import { createRoute } from '@hono/zod-openapi';
import { alertSettingsSchema, updateAlertSettingsSchema } from '@shared/alerts/settings';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Alerts'];

export const getAlertSettingsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Which official warnings notify me (severities), my quiet hours and time zone',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(alertSettingsSchema, 'The settings'),
    401: errorResponse('No session'),
    404: errorResponse('profile_not_found: complete the profile first'),
  },
});

export const updateAlertSettingsRoute = createRoute({
  method: 'patch',
  path: '/',
  tags,
  summary:
    'Change which severities notify me, my quiet hours (both times or neither, minutes after midnight) and my time zone',
  middleware: [requireSession] as const,
  request: { body: jsonBody(updateAlertSettingsSchema) },
  responses: {
    200: jsonContent(alertSettingsSchema, 'The saved settings'),
    400: errorResponse('Invalid input (fields.severities, fields.quietFrom, fields.quietTo, fields.timeZone)'),
    401: errorResponse('No session'),
    404: errorResponse('profile_not_found: complete the profile first'),
  },
});
