/**
 * One push to one device (RFC 8030), the message encrypted for it (RFC 8291, aes128gcm) and
 * signed with the server's VAPID key (RFC 8292). web-push builds the request (encryption, the
 * JWT, the headers); we send it with node:https (node:http for the test suites' local receiver;
 * web-push's sender speaks https only), with a timeout on the whole exchange (web-push's own
 * `timeout` is a socket idle timeout). Redirects are not followed.
 *
 * Only push services on the internet are reached (decision 273): an endpoint naming this machine
 * or its network is not sent to, and the connection's own DNS lookup refuses a name when any of
 * its addresses is inside. Checking the very lookup the socket connects with (not one made
 * before it) leaves no window for a name whose answer changes in between (DNS rebinding).
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { isLocalHost } from '../../platform/public-address';
import {
  checkedLookup,
  InsideAddressError,
  systemLookup,
  type LookupHost,
  type SocketLookup,
} from '../../platform/public-lookup';
import type { Vapid } from './vapid';

export type { LookupHost };

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
  /** Local addresses allowed too: the test suites' receiver (PUSH_ALLOW_HTTP_ENDPOINTS). */
  allowLocal: boolean;
  /** How the endpoint's host is resolved (default: the system resolver). */
  lookup?: LookupHost;
}

/** What the push service answered. */
export type PushOutcome =
  | { kind: 'sent' }
  /** 404/410: the subscription expired or was withdrawn; it will never work again. */
  | { kind: 'gone'; status: number }
  /** A refusal that retrying cannot fix (a malformed request, the VAPID signature, too large). */
  | { kind: 'refused'; status: number; detail: string }
  /** The endpoint's host is, or resolves to, an address inside: nothing was sent. */
  | { kind: 'blocked'; detail: string }
  /** 429, 5xx or anything else: try again later. */
  | { kind: 'retry'; status: number; detail: string };

const REFUSED = new Set([400, 401, 403, 413]);

export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: Vapid,
  options: PushSendOptions,
): Promise<PushOutcome> {
  const url = new URL(target.endpoint);
  if (!options.allowLocal && isLocalHost(url.hostname)) {
    return { kind: 'blocked', detail: `its host ${url.hostname} is not on the internet` };
  }
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
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let res: IncomingMessage;
  let text: string;
  try {
    res = await post(url, headers, details.body ?? null, {
      signal,
      ...(options.allowLocal ? {} : { lookup: checkedLookup(options.lookup ?? systemLookup) }),
    });
    text = await readText(res);
  } catch (err) {
    if (err instanceof InsideAddressError) return { kind: 'blocked', detail: err.message };
    // A failed lookup, a refused connection, the timeout: retried.
    throw err;
  }
  const status = res.statusCode ?? 0;
  const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (REFUSED.has(status)) return { kind: 'refused', status, detail };
  return { kind: 'retry', status, detail };
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer | null,
  options: { signal: AbortSignal; lookup?: SocketLookup },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'http:' ? http : https).request(
      url,
      { method: 'POST', headers, signal: options.signal, ...(options.lookup ? { lookup: options.lookup } : {}) },
      resolve,
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** The answer's text, at most 4 KB of it (only its start is logged). */
async function readText(res: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    if (size < 4096) chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, 4096);
}
