import { createRoute } from '@hono/zod-openapi';
import { profileSchema } from '@shared/auth/api-types';
import { completeProfileSchema } from '@shared/auth/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/session';

const tags = ['Profile'];

export const getMyProfileRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The signed-in user's profile",
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(profileSchema, 'The profile'),
    401: errorResponse('No session'),
    404: errorResponse('profile_not_found: complete the profile first'),
  },
});

export const createMyProfileRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Complete the profile (once per account)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(completeProfileSchema) },
  responses: {
    201: jsonContent(profileSchema, 'Profile created'),
    400: errorResponse('Invalid input (field messages)'),
    401: errorResponse('No session'),
    409: errorResponse('username_taken (fields.username) or profile_exists'),
  },
});
