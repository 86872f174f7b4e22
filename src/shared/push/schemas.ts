/**
 * Web Push (issue 37): what the browser sends when a device turns notifications on, what the
 * server answers, and the message a push carries to the service worker. The profile card and the
 * /api/push routes use the same schemas.
 */
import { z } from 'zod';
import { pathId, text } from '../text';

export const PUSH_LIMITS = {
  /** Real push services' endpoints are 150 to 500 characters (FCM, Mozilla autopush, Apple, WNS). */
  endpointMax: 1024,
  /** Devices one user may have notifications on (a device that is gone is removed at its next push). */
  devicesMax: 20,
  /** A notification's title and body as the service worker shows them. */
  titleMax: 120,
  bodyMax: 600,
  urlMax: 500,
  tagMax: 64,
  /**
   * The JSON a push carries, in UTF-8 bytes. A push message is at most 4096 bytes (RFC 8030) and
   * aes128gcm adds 86 bytes of header, 16 of tag and 1 of padding delimiter (RFC 8188, 8291).
   */
  payloadMaxBytes: 3072,
} as const;

export const PUSH_MESSAGES = {
  endpoint: 'Not a push subscription address',
  endpointHttps: 'A push subscription address must start with https:',
  endpointLength: `A push subscription address is at most ${PUSH_LIMITS.endpointMax} characters`,
  p256dh: "Not the browser's push key (65 bytes, base64url)",
  auth: "Not the browser's push secret (16 bytes, base64url)",
  devices: `Notifications are on for ${PUSH_LIMITS.devicesMax} devices already. Remove one to add this one.`,
  notFound: 'This device is not in your list.',
} as const;

/** A base64url string (padding allowed) of exactly `bytes` bytes, without Node's Buffer. */
function isBase64UrlOf(value: string, bytes: number): boolean {
  const bare = value.replace(/=+$/, '');
  return /^[A-Za-z0-9_-]*$/.test(bare) && bare.length === Math.ceil((bytes * 4) / 3);
}

/**
 * The browser's PushSubscription.toJSON(). `allowHttp` is for the test suites' local receiver
 * only (PUSH_ALLOW_HTTP_ENDPOINTS, refused at start unless NODE_ENV=test).
 */
export function createPushSubscriptionSchema(options: { allowHttp: boolean }) {
  const protocols = options.allowHttp ? ['https:', 'http:'] : ['https:'];
  return z.object({
    endpoint: text()
      .max(PUSH_LIMITS.endpointMax, PUSH_MESSAGES.endpointLength)
      .refine((v) => URL.canParse(v), { message: PUSH_MESSAGES.endpoint, abort: true })
      .refine((v) => protocols.includes(new URL(v).protocol), { message: PUSH_MESSAGES.endpointHttps, abort: true })
      .refine((v) => {
        const url = new URL(v);
        return url.username === '' && url.password === '' && url.hostname !== '';
      }, PUSH_MESSAGES.endpoint),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      // An uncompressed P-256 point: 0x04, then x and y. Its first byte makes the text start with
      // "B" and a second character from A to P. The server also checks the point is on the curve.
      p256dh: z.string().refine((v) => isBase64UrlOf(v, 65) && /^B[A-P]/.test(v), PUSH_MESSAGES.p256dh),
      auth: z.string().refine((v) => isBase64UrlOf(v, 16), PUSH_MESSAGES.auth),
    }),
  });
}

/** What the web app sends (https endpoints only). */
export const pushSubscriptionSchema = createPushSubscriptionSchema({ allowHttp: false });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushKeySchema = z.object({
  /** The server's VAPID public key, base64url: the browser's applicationServerKey. */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the user agent that turned notifications on. */
  label: z.string(),
  createdAt: z.string(),
  /** When a push last reached the device's push service (null: none yet). */
  lastSuccessAt: z.string().nullable(),
  /** This is the device that asked (its endpoint was given as `endpoint`). */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;

export const pushDevicesQuerySchema = z.object({
  /** The asking browser's own subscription endpoint, to mark it `current`. */
  endpoint: text().max(PUSH_LIMITS.endpointMax).optional(),
});

export const pushDeviceParamsSchema = z.object({ id: pathId() });

export const pushTestResultSchema = z.object({
  /** Devices a test notification was queued for. */
  devices: z.number().int(),
});

/**
 * What a push carries to the service worker (JSON, at most PUSH_LIMITS.payloadMaxBytes).
 * `url` is a path of this site; the service worker opens nothing else.
 */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(PUSH_LIMITS.titleMax),
  body: z.string().max(PUSH_LIMITS.bodyMax),
  url: z
    .string()
    .max(PUSH_LIMITS.urlMax)
    .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), 'A path of this site'),
  /** Notifications with one tag replace each other on the device. */
  tag: z.string().max(PUSH_LIMITS.tagMax),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
