/**
 * GET /api/realtime and the sessions behind it: a stream ends with its session (sign-out,
 * password reset, account deletion), on this instance and on another one on the same
 * PostgreSQL; and how many streams one account or one address may hold open.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { kits, users } from '../../db/schema';
import { MAX_STREAMS_PER_IP, MAX_STREAMS_PER_USER } from '../../services/realtime/stream-registry';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, TestClient } from '../../test/client';
import type { TestDatabase } from '../../test/db';
import { linkIn } from '../../test/smtp';
import { readSse, type SseReader } from '../../test/sse';

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY so a test can speak for a client address (X-Forwarded-For).
  t = await createTestApp({ mail: true, env: { TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '100' } });
}, 60_000);
const streams: SseReader[] = [];
afterAll(async () => {
  streams.forEach((s) => s.close());
  await t.close();
});

async function open(client: TestClient, headers: Record<string, string> = {}): Promise<Response> {
  const abort = new AbortController();
  // Raw: /api/realtime is not in AppType (its handler answers an untyped event-stream Response).
  const res = await client.request('/api/realtime', { signal: abort.signal, headers });
  if (res.status === 200) streams.push(readSse(res, abort));
  return res;
}

async function connect(client: TestClient, headers: Record<string, string> = {}): Promise<SseReader> {
  const res = await open(client, headers);
  expect(res.status).toBe(200);
  const stream = streams.at(-1)!;
  await stream.next((e) => e.event === 'ready');
  return stream;
}

/** Whether the server ends the stream within `ms`. */
const endsWithin = (s: SseReader, ms: number) =>
  Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

const userIdOf = async (app: TestApp, email: string) =>
  (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const privateKitOf = async (app: TestApp, ownerId: string) =>
  (await app.database.db.insert(kits).values({ ownerId, name: 'Private go bag' }).returning())[0]!.id;
const mentions = (s: SseReader, id: string) => s.events.some((e) => e.data.includes(id));

describe('a stream ends with its session', () => {
  it('sign-out ends the stream of that session only; the same user elsewhere keeps theirs', async () => {
    const { client: laptop, data } = await signedInWithProfile(t);
    const phone = new TestClient(t);
    expect(
      (await phone.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
    ).toBe(200);
    const [laptopStream, phoneStream] = [await connect(laptop), await connect(phone)];

    expect((await laptop.api.account['sign-out'].$post()).status).toBe(200);
    expect(await endsWithin(laptopStream, 2000)).toBe(true);

    const kitId = await privateKitOf(t, await userIdOf(t, data.email));
    await phoneStream.next((e) => e.event === 'change' && JSON.parse(e.data).id === kitId);
    expect(mentions(laptopStream, kitId)).toBe(false);
    expect(await endsWithin(phoneStream, 100)).toBe(false);
  });

  it("a password reset ends every stream of that user, and no other user's", async () => {
    const { client: laptop, data } = await signedInWithProfile(t);
    const phone = new TestClient(t);
    expect(
      (await phone.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
    ).toBe(200);
    const bob = await signedInWithProfile(t);
    const [laptopStream, phoneStream, bobStream] = [
      await connect(laptop),
      await connect(phone),
      await connect(bob.client),
    ];

    expect((await new TestClient(t).api.account['forgot-password'].$post({ json: { email: data.email } })).status).toBe(
      202,
    );
    const mail = await t.smtp!.waitFor((m) => m.to.includes(data.email) && m.subject.includes('Reset'));
    const token = new URL(linkIn(mail, `${t.env.PUBLIC_URL}/reset-password?token=`)).searchParams.get('token')!;
    const password = 'N3w!Password';
    const reset = await new TestClient(t).api.account['reset-password'].$post({
      json: {
        token,
        password,
        confirmPassword: password,
      },
    });
    expect(reset.status).toBe(200);
    expect(await endsWithin(laptopStream, 2000)).toBe(true);
    expect(await endsWithin(phoneStream, 2000)).toBe(true);

    const aliceKit = await privateKitOf(t, await userIdOf(t, data.email));
    const bobKit = await privateKitOf(t, await userIdOf(t, bob.data.email));
    await bobStream.next((e) => e.event === 'change' && JSON.parse(e.data).id === bobKit);
    expect(mentions(laptopStream, aliceKit) || mentions(phoneStream, aliceKit)).toBe(false);
    expect(await endsWithin(bobStream, 100)).toBe(false);
  });

  it('deleting the account ends its streams', async () => {
    const leaving = await signedInWithProfile(t);
    const stream = await connect(leaving.client);
    const res = await leaving.client.api.account.$delete({
      json: { username: leaving.data.username, password: leaving.data.password },
    });
    expect(res.status).toBe(204);
    expect(await endsWithin(stream, 2000)).toBe(true);
  });
});

describe('stream limits', () => {
  it(`allows ${MAX_STREAMS_PER_USER} streams per user; one more is refused with 429 until one closes`, async () => {
    const { client } = await signedInWithProfile(t);
    const mine: SseReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) mine.push(await connect(client));

    const refused = await open(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    // Another user is not affected.
    await connect((await signedInWithProfile(t)).client);

    mine[0]!.close();
    await expect
      .poll(async () => {
        const res = await open(client);
        return res.status;
      })
      .toBe(200);
  });

  it(`allows ${MAX_STREAMS_PER_IP} streams per address; one more is refused with 429 until one closes`, async () => {
    const from = { 'x-forwarded-for': '203.0.113.50' };
    const visitor = new TestClient(t);
    const open50: SseReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_IP; i += 1) open50.push(await connect(visitor, from));

    const refused = await open(visitor, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error.code).toBe('rate_limited');
    // Another address is not affected.
    await connect(visitor, { 'x-forwarded-for': '203.0.113.51' });

    open50[7]!.close();
    await expect.poll(async () => (await open(visitor, from)).status).toBe(200);
  });
});

describe('across instances on one PostgreSQL', () => {
  let other: TestApp | null = null;
  let otherDb: TestDatabase | null = null;
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  it('sign-out on instance A ends the stream on instance B and B forgets the session at once', async () => {
    const database = await openDatabase({ databaseUrl: t.database.url!, poolMax: 3 });
    otherDb = { ...database, url: t.database.url!, destroy: () => database.close() };
    // The same SMTP server: either instance's job worker may send a sign-up's email.
    other = await createTestApp({ database: otherDb, env: { SMTP_URL: t.smtp!.url } });
    await other.app.services.changeFeed.start();

    const alice = await signedInWithProfile(t);
    const onB = new TestClient(other);
    for (const [name, value] of alice.client.cookies) onB.cookies.set(name, value);
    const stream = await connect(onB);
    // B remembers the session now (SessionMemo, 2 s).
    expect((await (await onB.api.account.session.$get()).json()).user).not.toBeNull();

    expect((await alice.client.api.account['sign-out'].$post()).status).toBe(200);
    expect(await endsWithin(stream, 2000)).toBe(true);
    expect((await (await onB.api.account.session.$get()).json()).user).toBeNull();
  });
});
