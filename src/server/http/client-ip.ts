import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, type TrustProxy } from '../platform/trust-proxy';
import { requestHeader } from './request-frame';

/**
 * The client's IP for this request (see clientAddress). Without trusted proxies the socket peer:
 * X-Forwarded-For is never read then, since anyone can send it.
 */
export function clientIp(c: Context, trust: TrustProxy): string | null {
  let socket: string | null;
  try {
    socket = getConnInfo(c).remote.address ?? null;
  } catch {
    socket = null; // app.request() in tests has no socket
  }
  // No trusted proxy: the socket peer, without reading or parsing the header (every request pays this).
  if ('hops' in trust && trust.hops === 0) return socket;
  return clientAddress(socket, requestHeader(c, 'x-forwarded-for'), trust);
}
