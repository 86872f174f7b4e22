import { createRoute } from '@hono/zod-openapi';
import { householdSchema, readinessSchema, unitsSchema } from '@shared/readiness/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Readiness'];

export const getReadinessRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My household, goal, units and supplies, with days covered: everything /readiness needs',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(readinessSchema, 'My readiness'), 401: errorResponse('No session') },
});

export const saveHouseholdRoute = createRoute({
  method: 'put',
  path: '/household',
  tags,
  summary: 'Save my household (counts by group, pets) and goal (standard, days) in one transaction',
  middleware: [requireSession] as const,
  request: { body: jsonBody(householdSchema) },
  responses: {
    200: jsonContent(readinessSchema, 'My readiness as saved'),
    400: errorResponse('Invalid input (field messages, e.g. fields.pets.0.weightKg)'),
    401: errorResponse('No session'),
  },
});

export const saveUnitsRoute = createRoute({
  method: 'put',
  path: '/units',
  tags,
  summary: 'Show and enter amounts in metric or US customary units (stored amounts stay SI)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(unitsSchema) },
  responses: {
    200: jsonContent(unitsSchema, 'The preference as saved'),
    400: errorResponse('Invalid input (fields.units)'),
    401: errorResponse('No session'),
  },
});
