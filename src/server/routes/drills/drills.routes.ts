import { createRoute, z } from '@hono/zod-openapi';
import { drillListQuerySchema, drillListSchema, latestDayOnEarth, recordDrillSchema } from '@shared/drills/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Drills'];

/** The shared schema, "today" being the latest day anywhere on Earth when the request comes (the app's clock). */
const recordDrillBody = (now: () => number) => recordDrillSchema(() => latestDayOnEarth(now()));

export const listDrillsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "My household's drills, newest first (paged), its last practised day and whether I may record",
  middleware: [requireSession] as const,
  request: { query: drillListQuerySchema },
  responses: {
    200: jsonContent(drillListSchema, 'One page of drills'),
    400: errorResponse('Invalid cursor or limit (fields.cursor, fields.limit)'),
    401: errorResponse('No session'),
    404: errorResponse('Not in a household'),
  },
});

export const recordDrillRoute = (now: () => number) =>
  createRoute({
    method: 'post',
    path: '/',
    tags,
    summary:
      "Record a drill done on a day (owners and editors): sets the family plan's last practised day to the latest drill",
    middleware: [requireSession] as const,
    request: { body: jsonBody(recordDrillBody(now)) },
    responses: {
      201: jsonContent(z.object({ id: z.string() }), 'Recorded'),
      400: errorResponse('Invalid input (fields.eventType, fields.practisedOn: not a day, or in the future)'),
      401: errorResponse('No session'),
      403: errorResponse('A viewer of the household'),
      404: errorResponse('Not in a household'),
    },
  });

export const deleteDrillRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a drill of my household (owners and editors): the last practised day becomes the latest left',
  middleware: [requireSession] as const,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse('No such drill in my household'),
  },
});
