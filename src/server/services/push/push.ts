/**
 * Web Push delivery (decision 273): `enqueuePush` writes, in the transaction of what caused it,
 * ONE job of kind 'push' per (device, message); the job worker of whichever instance claims it
 * sends it (sender.ts), so each device gets each message once across instances, retried with the
 * queue's backoff while its push service fails, and a device whose subscription is gone (404,
 * 410) is removed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PUSH_LIMITS, pushPayloadSchema, type PushPayload } from '@shared/push/schemas';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { enqueueJobs, PermanentJobError, type JobHandler, type Tx } from '../jobs/jobs';
import { sendPush, type LookupHost } from './sender';
import type { Vapid } from './vapid';

export const PUSH_JOB_KIND = 'push';

/**
 * What a notification is about; it sets how urgent it is, how long a push service keeps it for a
 * device that is offline, and where a tap leads by default.
 */
export type PushKind = 'incident' | 'alert' | 'reminder' | 'test';

const KINDS: Record<PushKind, { urgency: 'normal' | 'high'; ttlSeconds: number; url: string }> = {
  // An emergency: delivered at once even to a phone saving power; stale after half a day.
  incident: { urgency: 'high', ttlSeconds: 12 * 3600, url: '/emergency' },
  // An official warning (issue 38): each message sets its own urgency and TTL (services/alerts/notify.ts).
  alert: { urgency: 'normal', ttlSeconds: 12 * 3600, url: '/alerts' },
  reminder: { urgency: 'normal', ttlSeconds: 24 * 3600, url: '/dashboard' },
  // Asked for by the user at their device: pointless once they stopped waiting.
  test: { urgency: 'normal', ttlSeconds: 10 * 60, url: '/profile-settings' },
};

export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of this site the notification opens (default: /emergency for incidents). */
  url?: string;
  /** Notifications with one tag replace each other on a device (default: the kind). */
  tag?: string;
  /** Overrides the kind's urgency (an official warning's depends on its severity and urgency). */
  urgency?: 'normal' | 'high';
  /** Overrides the kind's time to live, in seconds (an official warning's ends with it). */
  ttlSeconds?: number;
}

/** Control characters out, whitespace runs to one space, cut to `max` characters. */
function clean(value: string, max: number): string {
  const flat = value
    // Controls and format characters (bidi overrides, zero-width), but not the joiner of emoji
    // sequences (a family, a flag).
    .replace(/(?:(?!\u200D)[\p{Cc}\p{Cf}])+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The JSON the service worker gets: fields capped, and the body shortened further until the
 * whole fits PUSH_LIMITS.payloadMaxBytes (names and notes are the user's text, of any script).
 */
export function pushPayload(message: PushMessage): PushPayload {
  const defaults = KINDS[message.kind];
  const payload: PushPayload = {
    title: clean(message.title, PUSH_LIMITS.titleMax) || 'Holdfast',
    body: clean(message.body, PUSH_LIMITS.bodyMax),
    url: message.url ?? defaults.url,
    tag: clean(message.tag ?? message.kind, PUSH_LIMITS.tagMax),
  };
  while (Buffer.byteLength(JSON.stringify(payload)) > PUSH_LIMITS.payloadMaxBytes && payload.body.length > 0) {
    payload.body = clean(payload.body, Math.floor(payload.body.length * 0.8));
  }
  return pushPayloadSchema.parse(payload);
}

const jobPayloadSchema = z.object({
  subscriptionId: z.string(),
  /** Sent only while the device still belongs to this user (a subscription moves on sign-in). */
  userId: z.string(),
  message: pushPayloadSchema,
  urgency: z.enum(['normal', 'high']),
  ttlSeconds: z.number().int().min(0),
  /** Past the TTL a push service would drop it anyway: the job gives up then. */
  notAfter: z.iso.datetime(),
});

/**
 * Queue `message` for every device of `userIds`: one 'push' job per device, in `tx`, so the
 * notifications go out if and only if what caused them commits. Returns how many were queued.
 * Incident notifications (services/incidents) call this with kind 'incident'.
 */
export async function enqueuePush(
  tx: Db | Tx,
  userIds: readonly string[],
  message: PushMessage,
  now: number = Date.now(),
): Promise<number> {
  if (userIds.length === 0) return 0;
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
  if (devices.length === 0) return 0;
  const payload = pushPayload(message);
  const urgency = message.urgency ?? KINDS[message.kind].urgency;
  const ttlSeconds = Math.max(0, Math.round(message.ttlSeconds ?? KINDS[message.kind].ttlSeconds));
  const notAfter = new Date(now + ttlSeconds * 1000).toISOString();
  const ids = await enqueueJobs(
    tx,
    devices.map((d) => ({
      kind: PUSH_JOB_KIND,
      payload: jobPayloadSchema.parse({
        subscriptionId: d.id,
        userId: d.userId,
        message: payload,
        urgency,
        ttlSeconds,
        notAfter,
      }),
      // With the worker's backoff (1, 2, 4, 8, 16 minutes...) six attempts span about half an
      // hour; a notification later than that helps nobody.
      maxAttempts: 6,
    })),
  );
  return ids.length;
}

/** What an ended push job keeps: which device and which notification, not its text. */
function envelope(payload: Record<string, unknown>) {
  const message = payload.message as { tag?: unknown } | undefined;
  return {
    subscriptionId: typeof payload.subscriptionId === 'string' ? payload.subscriptionId : null,
    tag: typeof message?.tag === 'string' ? message.tag : null,
  };
}

export interface PushJobOptions {
  db: Db;
  vapid: () => Promise<Vapid>;
  /** The whole exchange with a push service, in ms. */
  timeoutMs?: number;
  now?: () => number;
  /** Endpoints on this machine or its network are sent to (the test suites' receiver only). */
  allowLocalEndpoints?: boolean;
  /** How an endpoint's host is resolved before sending (default: the system resolver). */
  lookup?: LookupHost;
}

export function pushJobHandler({
  db,
  vapid,
  timeoutMs = 15_000,
  now = Date.now,
  allowLocalEndpoints = false,
  lookup,
}: PushJobOptions): JobHandler {
  return {
    async run(payload, job) {
      const parsed = jobPayloadSchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('the push job payload is malformed');
      const { subscriptionId, userId, message, urgency, ttlSeconds, notAfter } = parsed.data;
      if (Date.parse(notAfter) <= now()) throw new PermanentJobError('its time to live passed before it could be sent');
      const [device] = await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, userId)));
      // Removed, or signed in to by someone else since: nothing to send.
      if (!device) return;
      const outcome = await sendPush(device, JSON.stringify(message), await vapid(), {
        ttlSeconds: Math.max(0, Math.min(ttlSeconds, Math.floor((Date.parse(notAfter) - now()) / 1000))),
        urgency,
        timeoutMs,
        allowLocal: allowLocalEndpoints,
        lookup,
      });
      switch (outcome.kind) {
        case 'sent':
          await db
            .update(pushSubscriptions)
            .set({ lastSuccessAt: new Date(now()) })
            .where(eq(pushSubscriptions.id, subscriptionId));
          return;
        case 'gone':
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
          job.logger.info({ subscriptionId, status: outcome.status }, 'push subscription gone: device removed');
          return;
        case 'refused':
          throw new PermanentJobError(`the push service refused it (${outcome.status}): ${outcome.detail}`);
        case 'blocked':
          // The device stays: a push service's name resolving inside for a while (split-horizon
          // DNS, a resolver's outage page) must not silently end the user's notifications; each
          // message to it fails once, logged by the worker, and nothing is sent (decision 273).
          throw new PermanentJobError(`not sent: ${outcome.detail}`);
        case 'retry':
          throw new Error(`the push service answered ${outcome.status}: ${outcome.detail}`);
      }
    },
    redact: envelope,
    describe: envelope,
  };
}
