import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Header the server sets itself (any incoming value is overwritten) to hand the client IP to the auth library. */
export const CLIENT_IP_HEADER = 'x-holdfast-client-ip';

/**
 * The client's IP: the socket's peer, or, only when TRUST_PROXY is set, the first address of
 * X-Forwarded-For (the proxy's view of the client). Never trust the header otherwise: anyone
 * can send it.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request() in tests has no socket
  }
}
