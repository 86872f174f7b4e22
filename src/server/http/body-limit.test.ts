/**
 * The JSON body limit over real TCP connections: a body over the limit gets its 413 in the
 * error shape, never a reset connection, and the drain of a refused body is bounded.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { JSON_BODY_LIMIT_BYTES } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { signedInWithProfile } from '../test/client';
import { drainBody, jsonBodyLimit } from './body-limit';

const t: TestApp = await createTestApp({ mail: true });
let server: ServerType;
let port = 0;
let cookie = '';

beforeAll(async () => {
  const { client } = await signedInWithProfile(t);
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  port = await new Promise<number>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The issue's family plan: 10,000 members (about 2.6 MB of JSON). */
const hugePlan = Buffer.from(
  JSON.stringify({
    members: Array.from({ length: 10_000 }, (_, i) => ({
      id: `m${i}`,
      name: `Member number ${i} of a very large family`,
      dateOfBirth: '1990-01-01',
      mobilePhone: '+1 (555) 010-0100',
      email: `member${i}@example.com`,
      allergies: 'None known, but please check the notes',
      bloodType: 'O+',
    })),
    outOfTownContacts: [],
    meetingPlaces: {},
    emergencyRegion: 'us',
    numbers: [],
  }),
);
const padded = (size: number) => Buffer.from(JSON.stringify({ name: 'x'.repeat(size) }));

interface Outcome {
  status?: number;
  body?: string;
  /** Any error on the connection, while sending or reading (EPIPE, ECONNRESET...). */
  error?: string;
}

interface Sending {
  /** No Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  /** 64 KB every this many ms, as a client on a real network sends (3 MB/s at 20 ms); unset: at once. */
  paceMs?: number;
}

const CHUNK = 64 * 1024;

/**
 * One request on its own TCP connection. Like a browser, the client sends its whole body
 * whatever arrives meanwhile: an error while sending counts even after an early answer (a
 * browser reports the reset, not the answer).
 */
function send(method: string, path: string, body: Buffer, { chunked = false, paceMs }: Sending = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = {};
    let sent = false;
    let answered = false;
    const settle = () => {
      if (!(sent && answered) && outcome.error === undefined) return;
      clearTimeout(stuck);
      req.destroy();
      resolve(outcome);
    };
    const failed = (err: NodeJS.ErrnoException) => {
      outcome.error ??= err.code ?? err.message;
      settle();
    };
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          cookie,
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': body.byteLength }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          Object.assign(outcome, { status: res.statusCode, body: text });
          answered = true;
          settle();
        });
        res.on('error', failed);
      },
    );
    req.on('error', failed);
    // A hang is a failure too (nothing sent or answered for good), not a test timeout.
    const stuck = setTimeout(
      () => failed(new Error(`no outcome in 15 s (sent: ${sent}, answered: ${answered})`)),
      15_000,
    );
    stuck.unref();
    req.on('finish', () => {
      sent = true;
      settle();
    });
    if (paceMs === undefined) return void req.end(body);
    void (async () => {
      for (let at = 0; at < body.byteLength && outcome.error === undefined; at += CHUNK) {
        req.write(body.subarray(at, at + CHUNK));
        await new Promise((r) => setTimeout(r, paceMs));
      }
      req.end();
    })();
  });
}

const isTooLarge = (o: Outcome) => {
  if (o.error !== undefined || o.status !== 413) return false;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(o.body!));
    return parsed.success && parsed.data.error.code === 'payload_too_large';
  } catch {
    return false;
  }
};

describe('a JSON body over the limit', () => {
  it('gets its 413 in the error shape on every try, never a reset connection', async () => {
    expect(hugePlan.byteLength).toBeGreaterThan(2 * JSON_BODY_LIMIT_BYTES);
    type Try = [method: string, path: string, body: Buffer, how: Sending];
    const paced: Sending = { paceMs: 20 };
    const times = (n: number, one: Try): Try[] => Array.from({ length: n }, () => one);
    const tries: Try[] = [
      ...times(15, ['PUT', '/api/family-plan', hugePlan, {}]),
      ...times(15, ['PUT', '/api/family-plan', hugePlan, paced]),
      ['PUT', '/api/family-plan', hugePlan, { chunked: true }],
      ['PUT', '/api/family-plan', hugePlan, { chunked: true, ...paced }],
      ['POST', '/api/kits', padded(4_000_000), {}],
      ['POST', '/api/kits', padded(4_000_000), paced],
      ['PUT', '/api/resources', padded(3_000_000), paced],
      ['POST', '/api/plans', padded(2_000_000), { chunked: true, ...paced }],
      ['POST', '/api/account/sign-up', padded(2_000_000), paced],
    ];
    const outcomes: (Outcome & { route: string })[] = [];
    // Three at a time: a little load, as when a few clients send at once.
    for (let i = 0; i < tries.length; i += 3) {
      const batch = tries.slice(i, i + 3);
      const results = await Promise.all(batch.map(([m, p, b, how]) => send(m, p, b, how)));
      results.forEach((r, j) => {
        const [m, p, , how] = batch[j]!;
        outcomes.push({ ...r, route: `${m} ${p}${how.chunked ? ' chunked' : ''}${how.paceMs ? ' paced' : ''}` });
      });
    }
    const failed = outcomes.filter((o) => !isTooLarge(o));
    expect(
      failed.map((o) => `${o.route}: ${o.error ?? `${o.status} ${o.body?.slice(0, 80)}`}`),
      `${failed.length} of ${outcomes.length} failed`,
    ).toEqual([]);
  }, 120_000);

  it('the drain stops at its byte bound and at its time bound, and says whether it reached the end', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    expect(await drainBody(endless.getReader(), { maxBytes: 1024 * 1024, maxMs: 10_000 })).toBe(false);
    expect(pulled).toBeLessThanOrEqual(1024 / 64 + 3); // the stream's read-ahead

    const stalled = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const started = performance.now();
    expect(await drainBody(stalled.getReader(), { maxBytes: 1024 * 1024, maxMs: 200 })).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);

    const whole = new Response(new Uint8Array(300 * 1024)).body!;
    expect(await drainBody(whole.getReader(), { maxBytes: 1024 * 1024, maxMs: 10_000 })).toBe(true);
  });

  it('past the drain bound by its declared length, it is answered at once and its connection closed', async () => {
    // Declares 64 MB, sends 1 MB and waits: the answer comes without the rest.
    const outcome = await new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'PUT',
            path: '/api/family-plan',
            agent: false,
            headers: { cookie, 'content-type': 'application/json', 'content-length': 64 * 1024 * 1024 },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (body += d));
            res.on('end', () => {
              resolve({ status: res.statusCode!, connection: res.headers.connection, body });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
        req.write(Buffer.alloc(1024 * 1024, 0x20));
      },
    );
    expect(outcome.status).toBe(413);
    expect(outcome.connection).toBe('close');
    expect(apiErrorSchema.parse(JSON.parse(outcome.body)).error.code).toBe('payload_too_large');
  });
});

describe('a JSON body within the limit', () => {
  /** A request as the middleware sees it, recording whether its `raw.body` was asked for. */
  function requestContext(headers: Record<string, string>) {
    const seen = { body: false };
    const raw = {
      headers: new Headers(headers),
      get body() {
        seen.body = true;
        return null;
      },
    };
    const req = { raw, header: (name: string) => raw.headers.get(name) ?? undefined };
    const c = { req } as unknown as Parameters<ReturnType<typeof jsonBodyLimit>>[0];
    return { c, seen };
  }
  const limit = jsonBodyLimit(1024, () => new Response(null, { status: 413 }));

  it('with its length declared, is passed on untouched: the route reads it straight from the socket (decision 0301)', async () => {
    const { c, seen } = requestContext({ 'content-type': 'application/json', 'content-length': '512' });
    let passed = false;
    await limit(c, async () => {
      passed = true;
    });
    expect(passed).toBe(true);
    expect(seen.body).toBe(false);
  });

  it('without a declared length (chunked), is read up to the limit and handed on from memory', async () => {
    const chunks = ['{"a":', '1}'];
    const raw = new Request('http://127.0.0.1/api/resources', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(Buffer.from(chunk));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const req = { raw, header: (name: string) => raw.headers.get(name) ?? undefined };
    const c = { req } as unknown as Parameters<typeof limit>[0];
    let received: unknown;
    await limit(c, async () => {
      received = await req.raw.json();
    });
    // Read from memory: a new Request holds the body the middleware read.
    expect(req.raw).not.toBe(raw);
    expect(received).toEqual({ a: 1 });
  });

  it('is read by the route as before over a real connection (a tracker save)', async () => {
    const base = `http://127.0.0.1:${port}/api/resources`;
    const listed = (await (await fetch(base, { headers: { cookie } })).json()) as { resources: { id: string }[] };
    const row = listed.resources[0]!;
    const put = await fetch(base, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ changes: [{ id: row.id, currentQuantity: 3 }] }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const saved = (await put.json()) as { resources: { id: string; currentQuantity: number }[] };
    expect(saved.resources).toEqual([expect.objectContaining({ id: row.id, currentQuantity: 3 })]);
  });
});
