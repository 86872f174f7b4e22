import { createRoute, z } from '@hono/zod-openapi';
import { accountSecuritySchema } from '@shared/profile/schemas';
import { errorResponse, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Me'];

export const myStatsSchema = z.object({
  plansCount: z.number().int(),
  kitsCount: z.number().int(),
  personalScore: z.number().int(),
});

export const getMyStatsRoute = createRoute({
  method: 'get',
  path: '/stats',
  tags,
  summary: 'My plans and kits counts and my personal preparedness score',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(myStatsSchema, 'My stats'), 401: errorResponse('No session') },
});

export const exportMyDataRoute = createRoute({
  method: 'get',
  path: '/export',
  tags,
  summary: 'Everything I own as one JSON download (profile, supplies, plans, kits, acquisitions, newsletter)',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(
      z.record(z.string(), z.unknown()),
      'holdfast-export-YYYY-MM-DD.json (Content-Disposition: attachment)',
    ),
    401: errorResponse('No session'),
  },
});

export const accountSecurityRoute = createRoute({
  method: 'get',
  path: '/account-security',
  tags,
  summary: 'How deleting this account is confirmed: a password, or a fresh Google sign-in',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(accountSecuritySchema, 'Password or fresh sign-in'), 401: errorResponse('No session') },
});
