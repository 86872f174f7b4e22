import { createRoute } from '@hono/zod-openapi';
import {
  createPushSubscriptionSchema,
  pushDeviceParamsSchema,
  pushDeviceSchema,
  pushDevicesQuerySchema,
  pushDevicesSchema,
  pushKeySchema,
  pushTestResultSchema,
} from '@shared/push/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Push'];

export const getPushKeyRoute = createRoute({
  method: 'get',
  path: '/key',
  tags,
  summary: "The server's VAPID public key: the browser's applicationServerKey when it subscribes",
  responses: {
    200: jsonContent(pushKeySchema, 'The key, base64url'),
  },
});

export const listPushDevicesRoute = createRoute({
  method: 'get',
  path: '/subscriptions',
  tags,
  summary: "The caller's devices with notifications on (never another user's)",
  middleware: [requireSession] as const,
  request: { query: pushDevicesQuerySchema },
  responses: {
    200: jsonContent(pushDevicesSchema, 'Newest first; `current` marks the device whose endpoint was given'),
    400: errorResponse('Invalid input (fields.endpoint)'),
    401: errorResponse('No session'),
  },
});

/**
 * The body schema depends on PUSH_ALLOW_HTTP_ENDPOINTS (test suites only), so the route is made
 * per app; its type is the same either way.
 */
export const subscribePushRoute = (allowHttp: boolean) =>
  createRoute({
    method: 'post',
    path: '/subscriptions',
    tags,
    summary:
      'Turn notifications on for this browser: its PushSubscription, stored by endpoint (an endpoint listed for another user moves to the caller)',
    middleware: [requireSession] as const,
    request: { body: jsonBody(createPushSubscriptionSchema({ allowHttp })) },
    responses: {
      200: jsonContent(pushDeviceSchema, 'The device, labelled from the user agent'),
      400: errorResponse('Invalid input (fields.endpoint: https only; fields.keys.p256dh, fields.keys.auth)'),
      401: errorResponse('No session'),
      409: errorResponse('The user has the most devices allowed'),
    },
  });

export const removePushDeviceRoute = createRoute({
  method: 'delete',
  path: '/subscriptions/{id}',
  tags,
  summary: "Turn notifications off for one of the caller's devices",
  middleware: [requireSession] as const,
  request: { params: pushDeviceParamsSchema },
  responses: {
    204: { description: 'Removed' },
    401: errorResponse('No session'),
    404: errorResponse('Not one of the caller’s devices'),
  },
});

export const sendTestPushRoute = createRoute({
  method: 'post',
  path: '/test',
  tags,
  summary: 'Send a test notification to every device of the caller',
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(pushTestResultSchema, 'How many devices it was queued for'),
    401: errorResponse('No session'),
    429: errorResponse('Too many test notifications'),
  },
});
