import { createRoute, z } from '@hono/zod-openapi';
import { planDetailSchema, planListQuerySchema, planListSchema, savePlanSchema } from '@shared/plans/schemas';
import { pathId } from '@shared/text';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Plans'];
// Ids are checked in the handler: a malformed id answers 404 like a missing plan.
const planParams = z.object({ id: pathId() });
const planBody = z.object({ plan: planDetailSchema });
const notYours = {
  401: errorResponse('No session'),
  403: errorResponse('A public plan of someone else: readable, never writable'),
  404: errorResponse('No such plan, or a private plan of someone else (the same answer)'),
};

export const listPlansRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    'One page of a tab (mine, acquired copies, public plans of others), optionally searched, with the three tab counts',
  middleware: [requireSession] as const,
  request: { query: planListQuerySchema },
  responses: {
    200: jsonContent(
      planListSchema,
      'mine: updated_at desc; acquired: acquisition desc; community: created_at desc; nextCursor null on the last page',
    ),
    400: errorResponse('Invalid tab, search, limit (1-100) or cursor (fields.cursor)'),
    401: errorResponse('No session'),
  },
});

export const getPlanRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One plan with its items and the linked kits the viewer may see: the owner always, anyone when public',
  request: { params: planParams },
  responses: {
    200: jsonContent(planBody, 'The plan'),
    404: errorResponse('No such plan, or a private plan of someone else (the same answer)'),
  },
});

export const createPlanRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a plan with its items and kit links in one transaction',
  middleware: [requireSession] as const,
  request: { body: jsonBody(savePlanSchema) },
  responses: {
    201: jsonContent(planBody, 'The new plan'),
    400: errorResponse('Invalid input; fields["kitIds.N"] for a kit that is missing or not yours and private'),
    401: errorResponse('No session'),
    403: errorResponse('The user already owns 500 plans (nothing written)'),
  },
});

export const updatePlanRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: "Replace a plan's fields, items and kit links in one transaction",
  middleware: [requireSession] as const,
  request: { params: planParams, body: jsonBody(savePlanSchema) },
  responses: { 200: jsonContent(planBody, 'The saved plan'), 400: errorResponse('Invalid input'), ...notYours },
});

export const deletePlanRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a plan (its items and kit links go too)',
  middleware: [requireSession] as const,
  request: { params: planParams },
  responses: { 204: { description: 'Deleted' }, ...notYours },
});

export const acquirePlanRoute = createRoute({
  method: 'post',
  path: '/{id}/acquire',
  tags,
  summary: 'Acquire a public plan of someone else: a private copy with its items and the kits you may see',
  middleware: [requireSession] as const,
  request: { params: planParams },
  responses: {
    201: jsonContent(planBody, 'The copy, now in my Acquired tab'),
    400: errorResponse('Your own plan'),
    401: errorResponse('No session'),
    403: errorResponse('The user already owns 500 plans (nothing written)'),
    404: errorResponse('No such plan, or a private plan of someone else'),
    409: errorResponse('Already acquired'),
  },
});
