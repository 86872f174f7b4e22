import { createRoute, z } from '@hono/zod-openapi';
import { resourceSchema, saveResourcesSchema } from '@shared/resources/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/session';

const tags = ['Resources'];
const listSchema = z.object({ resources: z.array(resourceSchema) });

export const listResourcesRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My supplies, ordered by category (the first load seeds the 21 defaults, once)',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(listSchema, 'My resources'), 401: errorResponse('No session') },
});

export const saveResourcesRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: 'Save every changed quantity in one request and one transaction; the server computes status',
  middleware: [requireSession] as const,
  request: { body: jsonBody(saveResourcesSchema) },
  responses: {
    200: jsonContent(listSchema, 'The saved rows'),
    400: errorResponse('Invalid input: the message names the row (fields like changes.3.currentQuantity)'),
    401: errorResponse('No session'),
    404: errorResponse('A resource that is not yours (nothing was written)'),
  },
});
