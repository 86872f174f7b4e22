import { createRoute, z } from '@hono/zod-openapi';
import {
  communityKitPageSchema,
  communityKitQuerySchema,
  communityOverviewSchema,
  communityPlanPageSchema,
  communityPlanQuerySchema,
} from '@shared/community/schemas';
import { errorResponse, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Community'];

export const communityStatsSchema = z.object({
  activePreppersCount: z.number().int(),
  publicPlansCount: z.number().int(),
  publicKitsCount: z.number().int(),
  preparednessScore: z.number().int(),
  preparednessPercent: z.number().int(),
});

export const getCommunityStatsRoute = createRoute({
  method: 'get',
  path: '/stats',
  tags,
  summary: 'Community counts and the preparedness score (public)',
  responses: { 200: jsonContent(communityStatsSchema, 'The stats') },
});

const listOrder =
  'newest: created_at desc; most-acquired: acquisitions desc, then created_at desc; ties by id. 24 per page, nextCursor null on the last page';

export const listCommunityPlansRoute = createRoute({
  method: 'get',
  path: '/plans',
  tags,
  summary: "One page of everyone's public plans (/public-survival-plans), searched, filtered by event type, sorted",
  middleware: [requireSession] as const,
  request: { query: communityPlanQuerySchema },
  responses: {
    200: jsonContent(communityPlanPageSchema, listOrder),
    400: errorResponse('Invalid search, eventType, sort or cursor (at the field)'),
    401: errorResponse('No session'),
  },
});

export const listCommunityKitsRoute = createRoute({
  method: 'get',
  path: '/kits',
  tags,
  summary: "One page of everyone's public kits (/shared-emergency-kits), searched, filtered by category, sorted",
  middleware: [requireSession] as const,
  request: { query: communityKitQuerySchema },
  responses: {
    200: jsonContent(communityKitPageSchema, listOrder),
    400: errorResponse('Invalid search, category, sort or cursor (at the field)'),
    401: errorResponse('No session'),
  },
});

export const getCommunityOverviewRoute = createRoute({
  method: 'get',
  path: '/overview',
  tags,
  summary:
    "This month's most acquired public kits and plans (top 5 each, since the 1st, UTC) and public plans per event type",
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(communityOverviewSchema, 'The overview'),
    401: errorResponse('No session'),
  },
});
