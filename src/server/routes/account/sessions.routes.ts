import { createRoute, z } from '@hono/zod-openapi';
import { accountSessionsSchema, securityLogPageSchema } from '@shared/account/schemas';
import { listCursorSchema } from '@shared/kits/schemas';
import { errorResponse, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Account'];

export const listSessionsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My active sessions, last used first: device, address, last seen, and which is this one',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(accountSessionsSchema, 'My sessions'), 401: errorResponse('No session') },
});

export const endSessionRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Sign out one of my other sessions (its open pages and live updates end)',
  middleware: [requireSession] as const,
  request: { params: z.object({ id: z.string().max(200) }) },
  responses: {
    204: { description: 'Signed out' },
    400: errorResponse('The session making the request (sign out instead)'),
    401: errorResponse('No session'),
    404: errorResponse('No such session of mine'),
  },
});

export const endOtherSessionsRoute = createRoute({
  method: 'delete',
  path: '/',
  tags,
  summary: 'Sign out every session of mine but this one',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(z.object({ endedSessions: z.number().int() }), 'How many sessions ended'),
    401: errorResponse('No session'),
  },
});

export const securityLogRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My security log, newest first: sign-ins, failures, sign-outs, password and email changes',
  middleware: [requireSession] as const,
  request: { query: z.object({ cursor: listCursorSchema }) },
  responses: {
    200: jsonContent(securityLogPageSchema, 'One page (nextCursor for the next)'),
    400: errorResponse('A cursor this server did not make'),
    401: errorResponse('No session'),
  },
});
