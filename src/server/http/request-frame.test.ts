import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { requestFrame } from './request-frame';

/**
 * The options app.ts gave Hono's secureHeaders before the headers were precomputed, plus
 * 'wasm-unsafe-eval' for the barcode reader's WebAssembly (decision 0327).
 */
function honoSecureHeaders(https: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
  app.get('/api/thing', (c) => c.json({ ok: true }));
  app.get('/api/shared', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ ok: true });
  });
  return app;
}

async function served<T>(app: Hono<AppEnv>, use: (base: string) => Promise<T>): Promise<T> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  try {
    return await use(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
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
    await served(framed(https), async (base) => {
      const res = await fetch(`${base}/`);
      const body = (await res.json()) as { id: string };
      expect(res.headers.get('x-request-id')).toBe(body.id);
      const sent = new Map(res.headers);
      for (const [name, value] of expected) expect([name, sent.get(name)]).toEqual([name, value]);
    });
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

  it('makes every API answer no-store unless its route says otherwise, in tests and from a real Node server', async () => {
    const app = framed(false);
    app.get('/api/boom', () => {
      throw new Error('boom');
    });
    app.onError((_err, c) => c.json({ error: 'x' }, 500));
    const check = async (get: (path: string) => Promise<Response>) => {
      expect((await get('/api/thing')).headers.get('cache-control')).toBe('no-store');
      expect((await get('/api/boom')).headers.get('cache-control')).toBe('no-store');
      expect((await get('/api/missing')).headers.get('cache-control')).toBe('no-store');
      expect((await get('/api/shared')).headers.get('cache-control')).toBe('no-cache');
      // Not the API: the static files' own rules (static.ts) apply.
      expect((await get('/')).headers.get('cache-control')).toBeNull();
    };
    await check((path) => Promise.resolve(app.request(path)));
    await served(app, (base) => check((path) => fetch(`${base}${path}`)));
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
