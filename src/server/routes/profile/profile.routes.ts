import { createRoute } from '@hono/zod-openapi';
import { profileSchema } from '@shared/auth/api-types';
import { completeProfileSchema } from '@shared/auth/schemas';
import { API_ERROR_CODES } from '@shared/errors';
import { IMAGE_UPLOAD_FIELD } from '@shared/kits/schemas';
import { updateProfileSchema } from '@shared/profile/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

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

export const updateMyProfileRoute = createRoute({
  method: 'patch',
  path: '/',
  tags,
  summary: 'Profile settings: names, username (unique in any letter case) and privacy, stored exactly as sent',
  middleware: [requireSession] as const,
  request: { body: jsonBody(updateProfileSchema) },
  responses: {
    200: jsonContent(profileSchema, 'The saved profile'),
    400: errorResponse('Invalid input (field messages)'),
    401: errorResponse('No session'),
    404: errorResponse('profile_not_found: complete the profile first'),
    409: errorResponse('username_taken (fields.username)'),
  },
});

const imageUpload = {
  required: true as const,
  content: {
    // A plain OpenAPI schema, not zod: readImageUpload streams the body with its own 5 MB limit.
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { [IMAGE_UPLOAD_FIELD]: { type: 'string' as const, format: 'binary' } },
        required: [IMAGE_UPLOAD_FIELD],
      },
    },
  },
};

export const uploadAvatarRoute = createRoute({
  method: 'put',
  path: '/avatar',
  tags,
  summary: 'Replace the profile picture (JPEG, PNG, WebP or GIF up to 5 MB; stored as WebP without metadata)',
  middleware: [requireSession] as const,
  request: { body: imageUpload },
  responses: {
    200: jsonContent(profileSchema, 'The profile with its new avatarUrl'),
    400: errorResponse('Not a JPEG, PNG, WebP or GIF image (by content), or no file'),
    401: errorResponse('No session'),
    404: errorResponse(API_ERROR_CODES.profileNotFound),
    413: errorResponse('Over 5 MB'),
    429: errorResponse('Over 60 image uploads this hour (Retry-After)'),
    503: errorResponse('Too many uploads in progress on this server (Retry-After)'),
  },
});

export const deleteAvatarRoute = createRoute({
  method: 'delete',
  path: '/avatar',
  tags,
  summary: 'Remove the profile picture (back to initials); the file is deleted',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(profileSchema, 'The profile without an avatar'),
    401: errorResponse('No session'),
    404: errorResponse(API_ERROR_CODES.profileNotFound),
  },
});

export const markWelcomedRoute = createRoute({
  method: 'post',
  path: '/welcomed',
  tags,
  summary:
    'The dashboard greeted the signed-in user for the first time ("Welcome, ..."): kept, so it says "Welcome back" from then on. Idempotent (the first time stays).',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(profileSchema, 'The profile, welcomed'),
    401: errorResponse('No session'),
    404: errorResponse(API_ERROR_CODES.profileNotFound),
  },
});
