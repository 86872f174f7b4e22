import { Writable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { createApp, JSON_BODY_LIMIT_BYTES } from './app';
import { handleError } from './http/error-handler';
import { createRouter } from './http/router';
import { parseEnv } from './platform/env';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './test/app';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp();
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok after a real database round trip', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok', driver: t.database.driver });
    expect(body.migrations).toBeGreaterThanOrEqual(2);
  });

  it('answers 503 in the error shape when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('service_unavailable');
    if (broken.database.url) await broken.close().catch(() => {}); // drops the PostgreSQL copy
  });
});

describe('errors', () => {
  it('unknown /api paths answer 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/health/extra'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      const body = apiErrorSchema.parse(await res.json());
      expect(body.error.code).toBe('not_found');
    }
  });

  it('a body over the limit answers 413 in the error shape', async () => {
    const res = await t.app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) }),
    });
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('payload_too_large');
  });

  it('an unexpected exception is a 500 in the error shape with no internals', async () => {
    const router = createRouter();
    router.get('/boom', () => {
      throw new Error('secret internals: connection string postgres://u:p@h/db');
    });
    router.onError(handleError);
    const res = await router.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internals');
    expect(apiErrorSchema.parse(JSON.parse(text)).error.code).toBe('internal_error');
  });
});

describe('input validation (every route goes through createRouter)', () => {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/items',
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.object({
                name: z.string().min(3, 'Name must be at least 3 characters'),
                quantity: z.number().int(),
              }),
            },
          },
        },
      },
      responses: { 201: { description: 'created' } },
    }),
    (c) => c.body(null, 201),
  );
  router.onError(handleError);
  const post = (body: string) =>
    router.request('/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('bad input is a 400 with a message per field', async () => {
    const res = await post(JSON.stringify({ name: 'ab', quantity: 1.5 }));
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.name).toEqual(['Name must be at least 3 characters']);
    expect(body.error.fields?.quantity).toHaveLength(1);
  });

  it('malformed JSON is a 400, never a 500', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    apiErrorSchema.parse(await res.json());
  });

  it('valid input reaches the handler', async () => {
    expect((await post(JSON.stringify({ name: 'Water', quantity: 2 }))).status).toBe(201);
  });
});

describe('OpenAPI document', () => {
  it('is generated from the route schemas and lists every route', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('200');
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('503');
  });
});

describe('security headers', () => {
  it('sends a CSP with no inline script, nosniff, a referrer policy and no framing', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // WebAssembly may compile (the barcode reader, decision 0327); JavaScript is never eval'd.
    expect(scriptSrc.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('request logging', () => {
  it('writes one line per request without cookies, tokens or query strings', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...String(chunk).trim().split('\n'));
        cb();
      },
    });
    const app = createApp({
      env: parseEnv({ NODE_ENV: 'test' }),
      database: t.database,
      logger: pino({ level: 'info' }, sink),
      webRoot: null,
      authSecret: TEST_AUTH_SECRET,
    });
    await app.request('/api/health?token=supersecret', {
      headers: { cookie: 'session=abc123', authorization: 'Bearer xyz789' },
    });
    const requestLines = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requestLines).toHaveLength(1);
    const entry = JSON.parse(requestLines[0]!);
    expect(entry).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(lines.join('\n')).not.toMatch(/supersecret|abc123|xyz789/);
    // Its job worker and change feed share the file's database: stop them.
    await app.close();
  });
});
