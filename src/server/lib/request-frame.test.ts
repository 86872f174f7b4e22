import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { requestFrame } from './request-frame';

/** The options app.ts gave Hono's secureHeaders before the headers were precomputed. */
function honoSecureHeaders(https: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
  });
}

function framed(https: boolean) {
  const app = new Hono<AppEnv>();
  app.use('*', requestFrame({ logger: pino({ level: 'silent' }), https }));
  app.get('/', (c) => c.json({ id: c.get('requestId') }));
  return app;
}

const withoutRequestId = (headers: Headers) => [...headers].filter(([name]) => name !== 'x-request-id');

describe('request frame', () => {
  it.each([false, true])('sends exactly the headers Hono secureHeaders sent (https: %s)', async (https) => {
    const reference = new Hono();
    reference.use('*', honoSecureHeaders(https));
    reference.get('/', (c) => c.json({ id: 'x' }));
    const expected = [...(await reference.request('/')).headers];
    expect(expected.length).toBeGreaterThan(10);
    expect(withoutRequestId((await framed(https).request('/')).headers)).toEqual(expected);
  });

  it.each([false, true])('sends the same headers from a real Node server (https: %s)', async (https) => {
    const reference = new Hono();
    reference.use('*', honoSecureHeaders(https));
    reference.get('/', (c) => c.json({ id: 'x' }));
    const expected = [...(await reference.request('/')).headers];
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: framed(https).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/`);
      const body = (await res.json()) as { id: string };
      expect(res.headers.get('x-request-id')).toBe(body.id);
      const sent = new Map(res.headers);
      for (const [name, value] of expected) expect([name, sent.get(name)]).toEqual([name, value]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives each request an id, keeps a plain one from the client, and replaces anything else', async () => {
    const app = framed(false);
    const a = await app.request('/');
    const b = await app.request('/');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    expect(await a.json()).toEqual({ id: a.headers.get('x-request-id') });

    const kept = await app.request('/', { headers: { 'x-request-id': 'proxy-42=' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-42=');
    for (const bad of ['has space', 'x'.repeat(256), 'a"b']) {
      const replaced = await app.request('/', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('adds the headers to error answers too', async () => {
    const app = framed(false);
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.onError((_err, c) => c.json({ error: 'x' }, 500));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
