/**
 * Seeded fuzzing of every operation in GET /api/openapi.json (a new route is fuzzed without
 * touching this file): malformed variants of its path, query and body, sent as the owner of the
 * fixture rows, as another user and anonymously. Every answer must be below 500; every 4xx must
 * be the one JSON error shape and must have written nothing (the digest of every table).
 * Every variant of every operation is sent once (no time budget: the same requests on every
 * machine, decision 153), with a fixed seed, round-robin over the operations.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { rowsOf } from '../db/sql-helpers';
import { createTestApp, type TestApp } from './app';
import { okJson, signedInWithProfile, TestClient } from './client';
import { changedTables, tableDigest, type DigestOptions } from './snapshot';

const SEED = 20_2611;
/** Written by design on refused requests: failed sign-ins count and are recorded; sessions renew. */
const DIGEST: DigestOptions = { except: ['rate_limits', 'security_events', 'sessions', 'verifications'] };
/**
 * GET /api/realtime is a server-sent event stream that never ends: it takes no input but the
 * session cookie, and its own tests (routes/realtime) cover it.
 */
const SKIPPED = new Set(['GET /api/realtime']);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: Json;
}
interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string }[];
  bodyTypes: string[];
  bodySchema: Schema | null;
}

/** mulberry32: small, seeded, deterministic. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const BAD_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\uD83D',
  '\uDC00y',
  'x'.repeat(900_000),
  '../../../../etc/passwd',
  "'; drop table kits; --",
  '%00',
  '${7*7}',
  '',
  ' ',
];
const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E',
  '%00',
  '%ED%A0%80',
  encodeURIComponent('a\u0000'),
  'x'.repeat(5000),
  '1',
  '-1',
  '%20',
];

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) as the bytes a client would send. */
function encodeQuery(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/\p{Cs}/gu, '%ED%A0%80').replace(/[^%\p{Cs}]/gu, (ch) => encodeURIComponent(ch));
  }
}

function deepNesting(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

describe('fuzz: every operation of the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Rate limits scaled out of the way: the fuzzer sends thousands of account requests.
    t = await createTestApp({ mail: true, env: { RATE_LIMIT_SCALE: '100000' } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('never answers 5xx; every 4xx is the error shape and writes nothing', async () => {
    const random = rng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const resolve = (s: Schema | undefined): Schema => {
      if (!s) return {};
      if (s.$ref) return resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!]);
      return s;
    };

    /** A plausible value for a schema (enums' first value, minimal numbers, one array item). */
    const example = (raw: Schema | undefined, name = '', depth = 0): Json => {
      const s = resolve(raw);
      if (depth > 6) return null;
      if (s.const !== undefined) return s.const;
      if (s.enum) return s.enum[0]!;
      if (s.default !== undefined) return s.default;
      const alt = s.anyOf ?? s.oneOf ?? s.allOf;
      if (alt) return example(alt.find((a) => resolve(a).type !== 'null') ?? alt[0], name, depth + 1);
      const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
      switch (type) {
        case 'object': {
          const out: Record<string, Json> = {};
          for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = example(v, k, depth + 1);
          return out;
        }
        case 'array':
          return [example(s.items, name, depth + 1)];
        case 'integer':
        case 'number':
          return Math.max(1, s.minimum ?? 1);
        case 'boolean':
          return true;
        case 'string':
          if (s.format === 'email' || /email/i.test(name)) return `fuzz${Math.floor(random() * 1e6)}@example.com`;
          if (s.format === 'uuid' || /id$/i.test(name)) return ids.kitPrivate;
          if (/date/i.test(name)) return '1990-01-01';
          if (/password/i.test(name)) return 'Str0ng!Pass';
          return 'Fuzz value'.padEnd(Math.max(s.minLength ?? 0, 10), 'x');
        default:
          return 'x';
      }
    };

    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (SKIPPED.has(key)) continue;
        const content =
          (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
        operations.push({
          method: method.toUpperCase(),
          path,
          params: ((op.parameters as { name: string; in: string }[] | undefined) ?? []).map((p) => ({
            name: p.name,
            in: p.in,
          })),
          bodyTypes: Object.keys(content),
          bodySchema: content['application/json']?.schema ?? null,
        });
      }
    }
    expect(operations.length).toBeGreaterThan(20);

    // Fixtures: two users with public and private kits (with items) and plans, and supplies.
    let owner!: TestClient;
    let other!: TestClient;
    const anonymous = new TestClient(t);
    let ids = {} as Record<
      'kitPrivate' | 'kitPublic' | 'otherKitPrivate' | 'otherKitPublic' | 'item' | 'otherItem',
      string
    > &
      Record<'planPrivate' | 'planPublic' | 'otherPlanPrivate' | 'otherPlanPublic' | 'ownerId', string>;
    const createRows = async (client: TestClient, prefix: '' | 'other') => {
      const kit = async (isPublic: boolean) => {
        const res = await client.api.kits.$post({ json: { name: `Fuzz kit ${isPublic}`, template: '72hour' } });
        const { kit: k } = await okJson(res);
        if (isPublic) await client.api.kits[':id'].$patch({ param: { id: k.id }, json: { isPublic: true } });
        return k;
      };
      const priv = await kit(false);
      const pub = await kit(true);
      const plan = async (isPublic: boolean) => {
        const res = await client.api.plans.$post({
          json: {
            title: `Fuzz plan ${isPublic}`,
            eventType: 'earthquake',
            isPublic,
            items: [{ kind: 'step', content: 'Go' }],
            kitIds: [priv.id],
          },
        });
        return (await okJson(res)).plan.id;
      };
      await client.api.resources.$get();
      if (prefix === '') {
        Object.assign(ids, { kitPrivate: priv.id, kitPublic: pub.id, item: priv.items[0]!.id });
        Object.assign(ids, { planPrivate: await plan(false), planPublic: await plan(true) });
      } else {
        Object.assign(ids, { otherKitPrivate: priv.id, otherKitPublic: pub.id, otherItem: pub.items[0]!.id });
        Object.assign(ids, { otherPlanPrivate: await plan(false), otherPlanPublic: await plan(true) });
      }
    };
    let rebuilds = 0;
    let repairs = 0;
    let ownerLogin = { email: '', password: '' };
    let otherLogin = { email: '', password: '' };
    const setUp = async () => {
      rebuilds++;
      ids = {} as typeof ids;
      const a = await signedInWithProfile(t);
      const b = await signedInWithProfile(t);
      [owner, other] = [a.client, b.client];
      ownerLogin = { email: a.data.email, password: a.data.password };
      otherLogin = { email: b.data.email, password: b.data.password };
      const session = await okJson(await owner.api.account.session.$get());
      ids.ownerId = session.user!.id;
      await createRows(owner, '');
      await createRows(other, 'other');
    };
    const signIn = async (login: { email: string; password: string }) => {
      const client = new TestClient(t);
      const res = await client.api.account['sign-in'].$post({ json: login });
      return res.status === 200 ? client : null;
    };
    // Raw: paths from the fixture lists below.
    const status = async (c: TestClient, path: string) => (await c.get(path)).status;
    /** After a 2xx write: sessions and fixture rows back (signed in again, rows made anew). */
    const jobsSettled = async () => {
      for (let i = 0; i < 200; i++) {
        const res = await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from jobs where status in ('pending', 'running')`,
        );
        if (rowsOf<{ n: number }>(res)[0]!.n === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const repair = async () => {
      repairs++;
      if ((await status(owner, '/api/profile')) === 401) owner = (await signIn(ownerLogin)) ?? owner;
      if ((await status(other, '/api/profile')) === 401) other = (await signIn(otherLogin)) ?? other;
      if ((await status(owner, '/api/profile')) !== 200 || (await status(other, '/api/profile')) !== 200) {
        await setUp();
        return;
      }
      const ownerRows = [ids.kitPrivate, ids.kitPublic].map((id) => `/api/kits/${id}`);
      ownerRows.push(`/api/plans/${ids.planPrivate}`, `/api/plans/${ids.planPublic}`);
      const otherRows = [ids.otherKitPrivate, ids.otherKitPublic].map((id) => `/api/kits/${id}`);
      otherRows.push(`/api/plans/${ids.otherPlanPrivate}`, `/api/plans/${ids.otherPlanPublic}`);
      for (const p of ownerRows) if ((await status(owner, p)) !== 200) return createRows(owner, '');
      for (const p of otherRows) if ((await status(other, p)) !== 200) return createRows(other, 'other');
    };
    await setUp();

    /** A value for a path parameter: a real fixture id (any owner, any case) or a malformed one. */
    const pathValue = (op: Operation, name: string, malformed: boolean): string => {
      if (malformed) return pick(BAD_IDS);
      if (op.path.startsWith('/api/files')) return name === 'userId' ? ids.ownerId : 'abcdefghijklmnopqrstuv.webp';
      if (name === 'itemId') return pick([ids.item, ids.otherItem]);
      const pool = op.path.startsWith('/api/plans')
        ? [ids.planPrivate, ids.planPublic, ids.otherPlanPrivate, ids.otherPlanPublic]
        : [ids.kitPrivate, ids.kitPublic, ids.otherKitPrivate, ids.otherKitPublic];
      const id = pick(pool);
      return random() < 0.3 ? id.toUpperCase() : id;
    };

    interface Variant {
      label: string;
      build: () => { path: string; init: RequestInit };
    }
    const variantsFor = (op: Operation): Variant[] => {
      const pathParams = op.params.filter((p) => p.in === 'path');
      const queryParams = op.params.filter((p) => p.in === 'query');
      const urlWith = (malformedPath: boolean, query = '') => {
        let path = op.path;
        for (const p of pathParams) {
          const value = pathValue(op, p.name, malformedPath);
          // BAD_IDS are already encoded; real ids need no encoding.
          path = path.replace(`{${p.name}}`, value);
        }
        return query ? `${path}?${query}` : path;
      };
      const json = (body: string, contentType = 'application/json'): RequestInit => ({
        method: op.method,
        headers: { 'content-type': contentType },
        body,
      });
      const valid = op.bodySchema ? example(op.bodySchema) : null;
      const out: Variant[] = [];
      const add = (label: string, build: Variant['build']) => out.push({ label, build });

      // Body variants (JSON bodies): each field broken in turn, then the whole body.
      if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
        const fields = Object.keys(valid);
        for (const field of fields) {
          for (const bad of [null, 42, true, [], {}, ...BAD_STRINGS, deepNesting(50)] as Json[]) {
            add(`${field}=${JSON.stringify(bad).slice(0, 20)}`, () => ({
              path: urlWith(false),
              init: json(JSON.stringify({ ...valid, [field]: bad })),
            }));
          }
          add(`without ${field}`, () => {
            const copy: Record<string, Json> = { ...valid };
            delete copy[field];
            return { path: urlWith(false), init: json(JSON.stringify(copy)) };
          });
        }
        add('extra field', () => ({ path: urlWith(false), init: json(JSON.stringify({ ...valid, extra: 'x' })) }));
        add('the valid-looking body', () => ({ path: urlWith(false), init: json(JSON.stringify(valid)) }));
        add('valid body, malformed path', () => ({ path: urlWith(true), init: json(JSON.stringify(valid)) }));
      }
      if (op.method !== 'GET' && op.method !== 'HEAD') {
        for (const body of ['{"a": ', 'null', '[]', '"x"', '{}', '', deepNesting(100_000), '\u0000']) {
          add(`body ${JSON.stringify(body.slice(0, 12))}`, () => ({ path: urlWith(false), init: json(body) }));
        }
        add('wrong content type', () => ({
          path: urlWith(false),
          init: json(JSON.stringify(valid ?? {}), 'text/plain'),
        }));
        add('form-encoded', () => ({
          path: urlWith(false),
          init: json('a=1&b=2', 'application/x-www-form-urlencoded'),
        }));
        add('multipart without a file', () => {
          const form = new FormData();
          form.append('image', 'not a file');
          return { path: urlWith(false), init: { method: op.method, body: form } };
        });
        add('multipart with a text file', () => {
          const form = new FormData();
          form.append('image', new Blob(['hello \u0000'], { type: 'image/png' }), 'x.png');
          return { path: urlWith(false), init: { method: op.method, body: form } };
        });
        add('no body', () => ({ path: urlWith(false), init: { method: op.method } }));
      }
      // Path and query variants.
      if (pathParams.length > 0) {
        for (let i = 0; i < BAD_IDS.length; i++) {
          add(`malformed path ${i}`, () => ({
            path: urlWith(true),
            init: valid ? json(JSON.stringify(valid)) : { method: op.method },
          }));
        }
      }
      for (const q of queryParams) {
        for (const bad of [...BAD_STRINGS.map((s) => encodeQuery(s.slice(0, 5000))), '%ED%A0%80', '%FF', 'a&q=b']) {
          add(`${q.name}=${bad.slice(0, 12)}`, () => ({
            path: urlWith(false, `${q.name}=${bad}&${q.name}=again`),
            init: { method: op.method },
          }));
        }
      }
      add('unknown query', () => ({ path: urlWith(false, 'zzz=%00&__proto__=1'), init: { method: op.method } }));
      // A deterministic shuffle: varied variants early in the round-robin.
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    };

    const plans = operations.map((op) => ({ op, variants: variantsFor(op) }));
    const identities = ['owner', 'other', 'anonymous'] as const;
    const failures: string[] = [];
    const started = Date.now();
    let requests = 0;
    let dirty = false;
    let digest = await tableDigest(t.database, DIGEST);
    const maxRounds = Math.max(...plans.map((p) => p.variants.length));
    for (let round = 0; round < maxRounds; round++) {
      for (const [index, { op, variants }] of plans.entries()) {
        const variant = variants[round];
        if (!variant) continue;
        if (dirty) {
          await repair();
          // An accepted write may have queued an email (an invitation): the outbox worker sends it
          // in the background, so the digest waits for it, or a later refusal would seem to write.
          await jobsSettled();
          digest = await tableDigest(t.database, DIGEST);
          dirty = false;
        }
        const identity = identities[(round + index) % 3]!;
        const client = identity === 'owner' ? owner : identity === 'other' ? other : anonymous;
        const { path, init } = variant.build();
        const label = `${op.method} ${op.path} [${variant.label}] as ${identity}`;
        requests++;
        let res: Response;
        try {
          res = await client.request(path, init);
        } catch (err) {
          failures.push(`${label}: threw ${String(err).slice(0, 200)}`);
          continue;
        }
        const text = await res.text();
        if (res.status >= 500) {
          failures.push(`${label}: ${res.status} ${text.slice(0, 200)}`);
          dirty = true;
          continue;
        }
        if (res.status >= 400) {
          let shaped = false;
          try {
            shaped = apiErrorSchema.safeParse(JSON.parse(text)).success;
          } catch {
            shaped = false;
          }
          if (!shaped) failures.push(`${label}: ${res.status} not the error shape: ${text.slice(0, 120)}`);
          const after = await tableDigest(t.database, DIGEST);
          const changed = changedTables(digest, after);
          if (changed.length > 0) {
            failures.push(`${label}: ${res.status} but wrote ${changed.join(', ')}`);
            digest = after;
          }
        } else if (op.method !== 'GET') {
          dirty = true;
        } else {
          // A GET may write by design (the first supplies load seeds them).
          digest = await tableDigest(t.database, DIGEST);
        }
      }
    }
    console.warn(
      `fuzz: ${requests} requests over ${plans.length} operations, seed ${SEED} (${repairs} repairs, ${rebuilds} fixture rebuilds, ${Date.now() - started} ms)`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBe(plans.reduce((n, p) => n + p.variants.length, 0));
    // About 20 s alone on two cores; the limit only stops a hang on a machine that is very busy.
  }, 300_000);
});
