/**
 * One push to one device (RFC 8030), the message encrypted for it (RFC 8291, aes128gcm) and
 * signed with the server's VAPID key (RFC 8292). web-push builds the request (encryption, the
 * JWT, the headers); we send it with fetch, so the timeout bounds the whole exchange (web-push's
 * own `timeout` is a socket idle timeout) and the test suites' local receiver can be plain http
 * (web-push's sender speaks https only). Redirects are not followed.
 */
import webpush from 'web-push';
import type { Vapid } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  timeoutMs: number;
}

/** What the push service answered. */
export type PushOutcome =
  | { kind: 'sent' }
  /** 404/410: the subscription expired or was withdrawn; it will never work again. */
  | { kind: 'gone'; status: number }
  /** A refusal that retrying cannot fix (a malformed request, the VAPID signature, too large). */
  | { kind: 'refused'; status: number; detail: string }
  /** 429, 5xx or anything else: try again later. */
  | { kind: 'retry'; status: number; detail: string };

const REFUSED = new Set([400, 401, 403, 413]);

export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: Vapid,
  options: PushSendOptions,
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch computes the length of the body itself.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  const res = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const detail = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  if (res.status >= 200 && res.status < 300) return { kind: 'sent' };
  if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status };
  if (REFUSED.has(res.status)) return { kind: 'refused', status: res.status, detail };
  return { kind: 'retry', status: res.status, detail };
}
