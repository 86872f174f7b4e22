import { createRoute } from '@hono/zod-openapi';
import { localeSettingSchema } from '@shared/i18n/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

export const updateLocaleRoute = createRoute({
  method: 'put',
  path: '/',
  tags: ['Account'],
  summary:
    "Choose my language (en, en-x-plain, de, es): emails, pushes and pages speak it; sets this device's hf_locale cookie",
  middleware: [requireSession] as const,
  request: { body: jsonBody(localeSettingSchema) },
  responses: {
    200: jsonContent(localeSettingSchema, 'The saved language (and the hf_locale cookie)'),
    400: errorResponse('Invalid input (fields.locale)'),
    401: errorResponse('No session'),
  },
});
