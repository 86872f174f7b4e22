/**
 * The client IP behind proxies, decided as Express's `trust proxy` does: the pure rule, then real
 * HTTP (a real socket peer, 127.0.0.1) through a bare Hono app and through the real app.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityEvents } from '../db/schema';
import { parseEnv } from '../platform/env';
import { clientAddress, type TrustProxy } from '../platform/trust-proxy';
import { createTestApp } from '../test/app';
import { clientIp } from './client-ip';

const PROXY = '10.0.0.2';

describe('clientAddress', () => {
  it.each<[string, TrustProxy, string | null, string | undefined, string | null]>([
    ['no proxy: the socket peer, the header ignored', { hops: 0 }, PROXY, '203.0.113.9', PROXY],
    ['one hop: the address the proxy added', { hops: 1 }, PROXY, '203.0.113.9', '203.0.113.9'],
    ['one hop: a spoofed leftmost address is ignored', { hops: 1 }, PROXY, '6.6.6.6, 203.0.113.9', '203.0.113.9'],
    ['two hops: the second address from the right', { hops: 2 }, PROXY, '6.6.6.6,203.0.113.9, 10.0.0.3', '203.0.113.9'],
    ['two hops, fewer addresses: the leftmost', { hops: 2 }, PROXY, '203.0.113.9', '203.0.113.9'],
    ['one hop, no header: the socket peer', { hops: 1 }, PROXY, undefined, PROXY],
    ['empty entries are skipped', { hops: 1 }, PROXY, '6.6.6.6, 203.0.113.9, ,', '203.0.113.9'],
    [
      'one hop without a socket (app.request): the rightmost address',
      { hops: 1 },
      null,
      '6.6.6.6, 203.0.113.9',
      '203.0.113.9',
    ],
    [
      'list: trusted hops skipped from the right',
      { proxies: ['10.0.0.0/8'] },
      PROXY,
      '6.6.6.6, 203.0.113.9, 10.0.0.3',
      '203.0.113.9',
    ],
    [
      'list: an untrusted socket peer is the client',
      { proxies: ['10.0.0.0/8'] },
      '198.51.100.1',
      '203.0.113.9',
      '198.51.100.1',
    ],
    [
      'list: a spoofed trusted-looking address left of the client is not reached',
      { proxies: ['10.0.0.0/8'] },
      PROXY,
      '10.9.9.9, 203.0.113.9',
      '203.0.113.9',
    ],
    [
      'list: every hop trusted gives the leftmost',
      { proxies: ['loopback', 'uniquelocal'] },
      '127.0.0.1',
      '10.1.1.1, 192.168.1.1',
      '10.1.1.1',
    ],
    [
      'list: IPv6 range, IPv4-mapped socket',
      { proxies: ['127.0.0.1', '2001:db8::/32'] },
      '::ffff:127.0.0.1',
      '6.6.6.6, 2a00:1450::1, 2001:db8::5',
      '2a00:1450::1',
    ],
    ['list: an IPv6 client', { proxies: ['::1'] }, '::1', '2a00:1450::1', '2a00:1450::1'],
    [
      'list: mapped range ::ffff:10.0.0.0/104 is 10.0.0.0/8',
      { proxies: ['::ffff:10.0.0.0/104'] },
      PROXY,
      '203.0.113.9',
      '203.0.113.9',
    ],
    ['list: netmask notation', { proxies: ['10.0.0.0/255.0.0.0'] }, PROXY, '203.0.113.9', '203.0.113.9'],
    ['list: an IPv6 range never covers IPv4 (as proxy-addr)', { proxies: ['::/1'] }, PROXY, '203.0.113.9', PROXY],
    ['list: without a socket nothing is trusted', { proxies: ['10.0.0.0/8'] }, null, '203.0.113.9', null],
    ['list: a non-address hop is not a proxy', { proxies: ['10.0.0.0/8'] }, PROXY, '203.0.113.9, unknown', 'unknown'],
  ])('%s', (_name, trust, socket, header, expected) => {
    expect(clientAddress(socket, header, trust)).toBe(expected);
  });
});

async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  let server!: ServerType;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections(); // fetch keeps connections alive
      }),
  };
}

describe('clientIp over a real socket', () => {
  it('reads the socket peer, and X-Forwarded-For only through trusted hops', async () => {
    const ipOf = async (trust: TrustProxy, forwardedFor?: string) => {
      const app = new Hono().get('/', (c) => c.text(clientIp(c, trust) ?? 'none'));
      const server = await listen(app.fetch);
      try {
        const res = await fetch(server.url, { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
        return await res.text();
      } finally {
        await server.close();
      }
    };
    expect(await ipOf({ hops: 0 }, '203.0.113.9')).toBe('127.0.0.1');
    expect(await ipOf({ hops: 1 }, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf({ proxies: ['loopback'] }, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf({ proxies: ['192.168.0.0/16'] }, '6.6.6.6, 203.0.113.9')).toBe('127.0.0.1');
  });

  // A failed sign-in is logged with the client IP the app decided (a test database each: slow).
  const header = '6.6.6.6, 203.0.113.9, 198.51.100.20';
  it.each([
    ['2', '203.0.113.9'],
    ['127.0.0.1, 198.51.100.0/24', '203.0.113.9'],
  ])('the real app with TRUST_PROXY=%j records %s as the client', { timeout: 60_000 }, async (trustProxy, expected) => {
    const t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    const server = await listen(t.app.fetch);
    try {
      const res = await fetch(`${server.url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': header },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'Wr0ng!Pass' }),
      });
      expect(res.status).toBe(401);
      const events = await t.database.db
        .select({ ip: securityEvents.ip })
        .from(securityEvents)
        .where(eq(securityEvents.eventType, 'failed_login_attempt'));
      expect(events).toEqual([{ ip: expected }]);
    } finally {
      await server.close();
      await t.close();
    }
  });

  it('TRUST_PROXY=true means one trusted hop (decision 111)', () => {
    const trust = parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY;
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', trust)).toBe('203.0.113.9');
  });
});
