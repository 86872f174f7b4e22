import { createRoute } from '@hono/zod-openapi';
import { householdAlertListSchema } from '@shared/alerts/schemas';
import { errorResponse, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

export const listAlertsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Official warnings'],
  summary: "Official warnings for my household's watched places: active and ended in the last 7 days, newest first",
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(householdAlertListSchema, 'The warnings'),
    401: errorResponse('No session'),
    404: errorResponse('Not in a household'),
  },
});
