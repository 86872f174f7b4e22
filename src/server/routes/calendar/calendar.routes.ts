import { createRoute, z } from '@hono/zod-openapi';
import { calendarFeedSchema } from '@shared/calendar/schemas';
import { errorResponse, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Calendar'];

const noProfile = errorResponse('profile_not_found: complete the profile first');

export const getCalendarRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The secret URL of my calendar feed, or null when I have not created one',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(calendarFeedSchema, 'The feed URL (absolute) or null'),
    401: errorResponse('No session'),
    404: noProfile,
  },
});

export const resetCalendarRoute = createRoute({
  method: 'post',
  path: '/reset',
  tags,
  summary: 'Create my calendar feed URL, or replace it: the old URL answers 404 at once',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(calendarFeedSchema.extend({ url: z.string() }), 'The new feed URL'),
    401: errorResponse('No session'),
    404: noProfile,
  },
});

export const calendarFeedRoute = createRoute({
  method: 'get',
  path: '/{file}',
  tags,
  summary:
    'The feed, {token}.ics, no session (the token is the secret): one all-day event per dated supply batch and kit item, each with a reminder a week before',
  request: {
    params: z.object({
      file: z.string().openapi({ param: { name: 'file', in: 'path' }, example: '<43 characters>.ics' }),
    }),
  },
  responses: {
    200: {
      description: 'An iCalendar (RFC 5545) document; not cached',
      content: { 'text/calendar': { schema: z.string() } },
    },
    404: errorResponse('No such feed: unknown, reset or malformed token, or a deleted account (the same answer)'),
    429: errorResponse('Too many feed requests from this address (Retry-After)'),
  },
});
