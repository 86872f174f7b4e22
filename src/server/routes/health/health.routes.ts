import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../../http/openapi';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  driver: z.enum(['pglite', 'postgres']),
  migrations: z.number().int(),
  uptimeSeconds: z.number(),
});

export const getHealthRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['System'],
  summary: 'Liveness and database check',
  responses: {
    200: jsonContent(healthSchema, 'The server and its database answer'),
    503: errorResponse('The database does not answer'),
  },
});
