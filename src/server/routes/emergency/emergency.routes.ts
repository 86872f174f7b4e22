import { createRoute } from '@hono/zod-openapi';
import { emergencyAnswerSchema } from '@shared/emergency/schemas';
import { errorResponse, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Emergency'];

export const getEmergencyRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    "Everything my household's /emergency screen shows, in one answer: numbers, meeting places, every survival plan with its steps and kits, the kits' items, days covered, people and pets (the household's members only)",
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(emergencyAnswerSchema, 'My emergency screen'), 401: errorResponse('No session') },
});
