/**
 * Web Push through the real routes and the real job worker, to a local push service that decrypts
 * every message itself (test/push-receiver.ts, RFC 8291): what a device receives, expired
 * subscriptions removed, failures retried, one delivery per device with two instances, and the
 * subscriptions the API refuses.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_LIMITS, PUSH_MESSAGES } from '@shared/push/schemas';
import { instanceSecrets, jobs, pushSubscriptions } from '../../db/schema';
import { enqueuePush, pushPayload } from '../../services/push/push';
import { PushService } from '../../services/push/push-service';
import { VAPID_SECRET_NAME } from '../../services/push/vapid';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';
import { startPushReceiver, type PushReceiver, type TestPushDevice } from '../../test/push-receiver';
import { userIdOf } from '../../test/reminders';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

const FAST_RETRIES = { retryBaseMs: 50, retryMaxMs: 100, pollIntervalMs: 200 };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ mail: true, env: { PUSH_ALLOW_HTTP_ENDPOINTS: '1' }, jobs: FAST_RETRIES });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function until<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const subscribe = (client: TestClient, body: unknown, userAgent = ANDROID_CHROME) =>
  client.request('/api/push/subscriptions', { method: 'POST', json: body, headers: { 'user-agent': userAgent } });
async function subscribed(client: TestClient, device: TestPushDevice) {
  const res = await subscribe(client, device.subscription);
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; label: string; current: boolean };
}
const receivedBy = (device: TestPushDevice) => receiver.received.filter((r) => r.deviceId === device.id);
const subscriptionRow = async (id: string) =>
  (await t.app.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];

describe('the VAPID key', () => {
  it('is generated once per database, the same for every instance that starts together', async () => {
    const { publicKey } = (await (await t.app.request('/api/push/key')).json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const others = Array.from({ length: 4 }, () => new PushService(t.env, t.app.services.db));
    const keys = await Promise.all(others.map((p) => p.vapid()));
    expect(new Set(keys.map((k) => k.publicKey))).toEqual(new Set([publicKey]));
    const rows = await t.app.services.db
      .select()
      .from(instanceSecrets)
      .where(eq(instanceSecrets.name, VAPID_SECRET_NAME));
    expect(rows).toHaveLength(1);
    // A fresh database racing four first starts still ends with one pair.
    const fresh = await createTestApp({ env: { PUSH_ALLOW_HTTP_ENDPOINTS: '1' } });
    try {
      const racing = await Promise.all(
        Array.from({ length: 4 }, () => new PushService(fresh.env, fresh.app.services.db).vapid()),
      );
      expect(new Set(racing.map((k) => k.publicKey)).size).toBe(1);
      expect(racing[0]!.publicKey).not.toBe(publicKey);
    } finally {
      await fresh.close();
    }
  });

  it('is VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, with VAPID_SUBJECT', async () => {
    const configured = await createTestApp({
      env: {
        VAPID_PUBLIC_KEY: 'BNYVyTvV-iOxxdGvXGWX0kvNCsDhF7H5Ax38ytuRN2jXfAszpe9Vd8d0x4O2q4nYsFPgohLeul23AXGyfkGRJTI',
        VAPID_PRIVATE_KEY: 'NO16x6i3I6iFhACMKPjm8DjV-Lw1lRJEfZMlVJufGIg',
        VAPID_SUBJECT: 'mailto:ops@example.org',
      },
    });
    try {
      const res = await configured.app.request('/api/push/key');
      expect(await res.json()).toEqual({
        publicKey: 'BNYVyTvV-iOxxdGvXGWX0kvNCsDhF7H5Ax38ytuRN2jXfAszpe9Vd8d0x4O2q4nYsFPgohLeul23AXGyfkGRJTI',
      });
      expect((await configured.app.services.push.vapid()).subject).toBe('mailto:ops@example.org');
      const stored = await configured.app.services.db
        .select()
        .from(instanceSecrets)
        .where(eq(instanceSecrets.name, VAPID_SECRET_NAME));
      expect(stored).toHaveLength(0);
    } finally {
      await configured.close();
    }
  });
});

describe('a test notification', () => {
  it('reaches each device of the caller encrypted for it, with the JSON the service worker shows', async () => {
    const { client } = await signedInWithProfile(t);
    const phone = receiver.device();
    const laptop = receiver.device();
    const device = await subscribed(client, phone);
    expect(device).toMatchObject({ label: 'Chrome on Android', current: true });
    await subscribed(client, laptop);

    const res = await client.request('/api/push/test', { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ devices: 2 });
    await until('both devices', () => receivedBy(phone).length === 1 && receivedBy(laptop).length === 1);
    expect(receiver.failures).toEqual([]);

    const [push] = receivedBy(phone);
    expect(push!.message).toEqual({
      title: 'Holdfast test notification',
      body: 'Notifications reach this device.',
      url: '/profile-settings',
      tag: 'test',
    });
    const { publicKey } = (await (await t.app.request('/api/push/key')).json()) as { publicKey: string };
    expect(push!.vapid).toMatchObject({ aud: receiver.url, publicKey, sub: 'mailto:no-reply@holdfast.local' });
    expect(push!.headers).toMatchObject({ urgency: 'normal', 'content-encoding': 'aes128gcm' });
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(Number(push!.headers.ttl)).toBeLessThanOrEqual(600);
    // The device says when a push last reached it.
    await until('last success', async () => (await subscriptionRow(device.id))?.lastSuccessAt);
    const { devices } = await okJson(await client.api.push.subscriptions.$get({ query: {} }));
    expect(devices.find((d) => d.id === device.id)?.lastSuccessAt).not.toBeNull();
  });

  it('is limited per user like other write routes', async () => {
    const { client } = await signedInWithProfile(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await client.request('/api/push/test', { method: 'POST', json: {} })).status).toBe(200);
    }
    expect((await client.request('/api/push/test', { method: 'POST', json: {} })).status).toBe(429);
  });
});

describe('delivery', () => {
  it('an incident message goes with urgency high and opens /emergency by default', async () => {
    const { client, data } = await signedInWithProfile(t);
    const phone = receiver.device();
    await subscribed(client, phone);
    const userId = await userIdOf(t.app.services.db, data.email);
    const queued = await t.app.services.db.transaction((tx) =>
      enqueuePush(tx, [userId], { kind: 'incident', title: 'Hurricane: emergency mode', body: 'Check in now.' }),
    );
    expect(queued).toBe(1);
    await until('the push', () => receivedBy(phone).length === 1);
    expect(receivedBy(phone)[0]!.message).toEqual({
      title: 'Hurricane: emergency mode',
      body: 'Check in now.',
      url: '/emergency',
      tag: 'incident',
    });
    expect(receivedBy(phone)[0]!.headers.urgency).toBe('high');
  });

  it("a device that moved to another user does not get the previous user's queued pushes", async () => {
    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    const phone = receiver.device();
    const device = await subscribed(alice.client, phone);
    const aliceId = await userIdOf(t.app.services.db, alice.data.email);
    const bobId = await userIdOf(t.app.services.db, bob.data.email);
    // Queued for Alice; before the worker sends it, Bob signs in on the phone and takes it over.
    await t.app.services.db.transaction(async (tx) => {
      expect(await enqueuePush(tx, [aliceId], { kind: 'incident', title: 'For Alice', body: 'b' })).toBe(1);
      await tx.update(pushSubscriptions).set({ userId: bobId }).where(eq(pushSubscriptions.id, device.id));
    });
    await until('the job done', async () => {
      const [row] = await t.app.services.db
        .select({ status: jobs.status })
        .from(jobs)
        .where(sql`${jobs.kind} = 'push' and ${jobs.payload}->>'subscriptionId' = ${device.id}`);
      return row?.status === 'done';
    });
    expect(receivedBy(phone)).toHaveLength(0);
    expect(receiver.attempts.get(phone.id)).toBeUndefined();
  });

  it('nothing is queued when the transaction that caused it rolls back', async () => {
    const { client, data } = await signedInWithProfile(t);
    const phone = receiver.device();
    await subscribed(client, phone);
    const userId = await userIdOf(t.app.services.db, data.email);
    await expect(
      t.app.services.db.transaction(async (tx) => {
        await enqueuePush(tx, [userId], { kind: 'incident', title: 'Flood', body: 'x' });
        throw new Error('the incident failed');
      }),
    ).rejects.toThrow('the incident failed');
    await pause(500);
    expect(receivedBy(phone)).toHaveLength(0);
  });

  it.each([410, 404])('a device whose push service answers %i is removed, and not retried', async (status) => {
    const { client } = await signedInWithProfile(t);
    const gone = receiver.device([status]);
    const device = await subscribed(client, gone);
    await client.request('/api/push/test', { method: 'POST', json: {} });
    await until('the removal', async () => !(await subscriptionRow(device.id)));
    await pause(300);
    expect(receiver.attempts.get(gone.id)).toBe(1);
    const { devices } = await okJson(await client.api.push.subscriptions.$get({ query: {} }));
    expect(devices).toEqual([]);
  });

  it('a 500 or 429 is retried with the queue backoff until the push service takes it', async () => {
    const { client } = await signedInWithProfile(t);
    const flaky = receiver.device([500, 503, 429]);
    const device = await subscribed(client, flaky);
    await client.request('/api/push/test', { method: 'POST', json: {} });
    await until('the delivery', () => receivedBy(flaky).length === 1);
    expect(receiver.attempts.get(flaky.id)).toBe(4);
    expect(await subscriptionRow(device.id)).toBeDefined();
    const job = await until('the job done', async () => {
      const [row] = await t.app.services.db
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = 'push' and ${jobs.payload}->>'subscriptionId' = ${device.id}`);
      return row?.status === 'done' && row;
    });
    // The ended job keeps which device and notification, not the text.
    expect(job).toMatchObject({ attempts: 4, payload: { subscriptionId: device.id, tag: 'test' } });
  });

  it('a refusal retrying cannot fix (403: the VAPID signature) fails the job at once and keeps the device', async () => {
    const { client } = await signedInWithProfile(t);
    const refusing = receiver.device([403]);
    const device = await subscribed(client, refusing);
    await client.request('/api/push/test', { method: 'POST', json: {} });
    const job = await until('the job failed', async () => {
      const [row] = await t.app.services.db
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = 'push' and ${jobs.payload}->>'subscriptionId' = ${device.id}`);
      return row?.status === 'failed' && row;
    });
    expect(job.attempts).toBe(1);
    expect(job.lastError).toMatch(/^the push service refused it \(403\)/);
    expect(receiver.attempts.get(refusing.id)).toBe(1);
    expect(await subscriptionRow(device.id)).toBeDefined();
  });

  it('a push past its time to live is not sent', async () => {
    const { client, data } = await signedInWithProfile(t);
    const phone = receiver.device();
    const device = await subscribed(client, phone);
    const userId = await userIdOf(t.app.services.db, data.email);
    // Queued 13 hours ago: an incident message keeps 12.
    await t.app.services.db.transaction((tx) =>
      enqueuePush(tx, [userId], { kind: 'incident', title: 'Old news', body: 'b' }, Date.now() - 13 * 3_600_000),
    );
    const job = await until('the job failed', async () => {
      const [row] = await t.app.services.db
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = 'push' and ${jobs.payload}->>'subscriptionId' = ${device.id}`);
      return row?.status === 'failed' && row;
    });
    expect(job.lastError).toBe('its time to live passed before it could be sent');
    expect(receiver.attempts.get(phone.id)).toBeUndefined();
  });

  it('two instances on one database deliver each message exactly once per device', async () => {
    // Signed up first: the second instance has no SMTP server, and its worker takes jobs too.
    const { client, data } = await signedInWithProfile(t);
    const second = await createTestApp({
      database: t.database,
      env: { PUSH_ALLOW_HTTP_ENDPOINTS: '1' },
      jobs: FAST_RETRIES,
    });
    try {
      const devices = Array.from({ length: 6 }, () => receiver.device());
      for (const d of devices) await subscribed(client, d);
      const userId = await userIdOf(t.app.services.db, data.email);
      for (let i = 0; i < 5; i += 1) {
        await t.app.services.db.transaction((tx) =>
          enqueuePush(tx, [userId], { kind: 'incident', title: `Message ${i}`, body: 'b', tag: `m${i}` }),
        );
      }
      await until('30 deliveries', () => devices.every((d) => receivedBy(d).length === 5));
      await pause(500);
      for (const d of devices) {
        const titles = receivedBy(d).map((r) => (r.message as { title: string }).title);
        expect(titles.sort()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
      }
    } finally {
      await second.close();
    }
  });

  it('a message too long for a push is cut to fit, whatever the script', () => {
    const payload = pushPayload({ kind: 'incident', title: '🌀'.repeat(500), body: 'ü水🌀'.repeat(2000) });
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(PUSH_LIMITS.payloadMaxBytes);
    expect(payload.title.length).toBeLessThanOrEqual(PUSH_LIMITS.titleMax);
    expect(payload.body.length).toBeGreaterThan(100);
    expect(pushPayload({ kind: 'reminder', title: 'a\u0007b\nc', body: 'x\u202Ey\u200Bz 👨‍👩‍👧' })).toMatchObject({
      title: 'a b c',
      body: 'x y z 👨‍👩‍👧',
    });
  });
});

describe('subscribing', () => {
  it('refuses an http: endpoint unless PUSH_ALLOW_HTTP_ENDPOINTS is set (test suites only)', async () => {
    // Signed up on the first instance (its worker sends the mail), signed in on the strict one.
    const { client: first } = await signedInWithProfile(t);
    const strict = await createTestApp({ database: t.database });
    try {
      const client = new TestClient(strict);
      for (const [name, value] of first.cookies) client.cookies.set(name, value);
      const device = receiver.device();
      const refused = await expectRefusedWithoutWrite(
        strict.database,
        () => subscribe(client, device.subscription),
        400,
      );
      expect(refused.error.fields?.endpoint).toEqual([PUSH_MESSAGES.endpointHttps]);
    } finally {
      await strict.close();
    }
  });

  it.each([
    ['a path', { endpoint: '/push/x' }, 'endpoint', PUSH_MESSAGES.endpoint],
    ['ftp', { endpoint: 'ftp://push.example/x' }, 'endpoint', PUSH_MESSAGES.endpointHttps],
    ['credentials', { endpoint: 'https://u:p@push.example/x' }, 'endpoint', PUSH_MESSAGES.endpoint],
    [
      'too long',
      { endpoint: `https://push.example/${'a'.repeat(PUSH_LIMITS.endpointMax)}` },
      'endpoint',
      PUSH_MESSAGES.endpointLength,
    ],
    ['a short key', { keys: { p256dh: 'BAAA' } }, 'keys.p256dh', PUSH_MESSAGES.p256dh],
    ['a compressed key', { keys: { p256dh: `A${'A'.repeat(86)}` } }, 'keys.p256dh', PUSH_MESSAGES.p256dh],
    ['an auth of 12 bytes', { keys: { auth: 'AAAAAAAAAAAAAAAA' } }, 'keys.auth', PUSH_MESSAGES.auth],
    ['an auth not base64url', { keys: { auth: 'AAAAAAAAAAAAAAAAAAAA+/' } }, 'keys.auth', PUSH_MESSAGES.auth],
  ])('refuses %s with a field message and writes nothing', async (_name, change, field, message) => {
    const { client } = await signedInWithProfile(t);
    const { subscription } = receiver.device();
    const body = { ...subscription, ...change, keys: { ...subscription.keys, ...(change as { keys?: object }).keys } };
    const refused = await expectRefusedWithoutWrite(t.database, () => subscribe(client, body), 400);
    expect(refused.error.fields?.[field]).toEqual([message]);
  });

  it('refuses a key that is not a point on P-256', async () => {
    const { client } = await signedInWithProfile(t);
    const { subscription } = receiver.device();
    // 0x04 and 64 bytes that are no point's coordinates (x = y = 1).
    const offCurve = Buffer.concat([
      Buffer.from([4]),
      Buffer.alloc(31),
      Buffer.from([1]),
      Buffer.alloc(31),
      Buffer.from([1]),
    ]);
    const body = { ...subscription, keys: { ...subscription.keys, p256dh: offCurve.toString('base64url') } };
    const refused = await expectRefusedWithoutWrite(t.database, () => subscribe(client, body), 400);
    expect(refused.error.fields?.['keys.p256dh']).toEqual([PUSH_MESSAGES.p256dh]);
  });

  it('stores one row per endpoint: subscribing again updates it', async () => {
    const { client } = await signedInWithProfile(t);
    const phone = receiver.device();
    const first = await subscribed(client, phone);
    const again = await subscribed(client, phone);
    expect(again.id).toBe(first.id);
    const { devices } = await okJson(
      await client.api.push.subscriptions.$get({ query: { endpoint: phone.subscription.endpoint } }),
    );
    expect(devices).toEqual([expect.objectContaining({ id: first.id, current: true, label: 'Chrome on Android' })]);
  });

  it(`caps a user at ${PUSH_LIMITS.devicesMax} devices`, async () => {
    const { client } = await signedInWithProfile(t);
    for (let i = 0; i < PUSH_LIMITS.devicesMax; i += 1) await subscribed(client, receiver.device());
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => subscribe(client, receiver.device().subscription),
      409,
    );
    expect(refused.error.message).toBe(PUSH_MESSAGES.devices);
  });
});

describe("one user's devices are theirs alone", () => {
  it('another user neither lists nor removes them; a browser signed in by another user moves to them', async () => {
    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    const phone = receiver.device();
    const device = await subscribed(alice.client, phone);

    const bobs = await okJson(
      await bob.client.api.push.subscriptions.$get({ query: { endpoint: phone.subscription.endpoint } }),
    );
    expect(bobs.devices).toEqual([]);
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => bob.client.request(`/api/push/subscriptions/${device.id}`, { method: 'DELETE' }),
      404,
    );
    expect(refused.error.message).toBe(PUSH_MESSAGES.notFound);
    expect((await bob.client.request('/api/push/subscriptions/not-an-id', { method: 'DELETE' })).status).toBe(404);
    expect((await t.app.request('/api/push/subscriptions')).status).toBe(401);

    // Bob signs in on Alice's browser and turns notifications on: the device is his now.
    const moved = await subscribed(bob.client, phone);
    expect(moved.id).toBe(device.id);
    expect((await okJson(await alice.client.api.push.subscriptions.$get({ query: {} }))).devices).toEqual([]);
    expect((await okJson(await bob.client.api.push.subscriptions.$get({ query: {} }))).devices).toHaveLength(1);
    // Alice's test notification no longer reaches it; Bob's does.
    expect(await okJson(await alice.client.api.push.test.$post())).toEqual({ devices: 0 });

    // Her data export lists her devices by label, never their push address or keys.
    const laptopDevice = receiver.device();
    await subscribed(alice.client, laptopDevice);
    const exported = await (await alice.client.request('/api/me/export')).text();
    expect(JSON.parse(exported).notificationDevices).toEqual([
      { label: 'Chrome on Android', createdAt: expect.any(String), lastSuccessAt: null },
    ]);
    expect(exported).not.toContain(laptopDevice.subscription.endpoint);
    expect(exported).not.toContain(laptopDevice.subscription.keys.auth);

    // Alice removes a device of her own.
    const laptop = (await okJson(await alice.client.api.push.subscriptions.$get({ query: {} }))).devices[0]!;
    const del = await alice.client.request(`/api/push/subscriptions/${laptop.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(await subscriptionRow(laptop.id)).toBeUndefined();
  });
});
