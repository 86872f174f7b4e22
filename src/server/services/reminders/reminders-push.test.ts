/**
 * Expiry and practice reminders also go to the user's devices (issue 37), queued in the
 * transaction that queues their email, and only when the email is: a user who turned reminders
 * off gets neither. Real sweep, real worker, a local push service that decrypts (test/push-receiver.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { startPushReceiver, type PushReceiver, type TestPushDevice } from '../../test/push-receiver';
import { addBatch, outboxDrained, remindersTo, userIdOf } from '../../test/reminders';

let clock = Date.parse('2026-03-01T08:00:00Z');
const setDay = (day: string) => {
  clock = Date.parse(`${day}T08:00:00Z`);
};

let t: TestApp;
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({
    mail: true,
    now: () => clock,
    env: { PUSH_ALLOW_HTTP_ENDPOINTS: '1' },
    jobs: { pollIntervalMs: 200 },
  });
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

async function withDevice() {
  const m = await signedInWithProfile(t);
  const device = receiver.device();
  const res = await m.client.request('/api/push/subscriptions', { method: 'POST', json: device.subscription });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  return { ...m, device, subscriptionId: id, userId: await userIdOf(t.app.services.db, m.data.email) };
}

const pushesTo = (device: TestPushDevice) => receiver.received.filter((r) => r.deviceId === device.id);
const pushJobsFor = async (subscriptionId: string) =>
  t.app.services.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.kind} = 'push' and ${jobs.payload}->>'subscriptionId' = ${subscriptionId}`);
const sweep = async () => {
  const result = await t.app.services.reminders.runNow();
  await outboxDrained(t.app.services.db);
  return result;
};
const setReminders = (client: TestClient, on: boolean) =>
  client.api.reminders.settings.$put({ json: { reminders: on } });

describe('reminders on the devices', { timeout: 60_000 }, () => {
  it('an expiry reminder goes to the devices with the email, its subject as the title', async () => {
    setDay('2026-03-01');
    const user = await withDevice();
    await addBatch(t.app.services.db, user.userId, { name: 'Canned beans', expiresOn: '2026-03-04' });
    await sweep();
    const [email] = remindersTo(t, user.data.email);
    expect(email?.subject).toBe('Holdfast: Canned beans expires on 4 March');
    const [push] = await until('the push', () => pushesTo(user.device).length === 1 && pushesTo(user.device));
    expect(push!.message).toEqual({
      title: 'Canned beans expires on 4 March',
      body: 'Canned beans',
      url: '/readiness',
      tag: 'expiry',
    });
    expect(push!.headers.urgency).toBe('normal');
    // Once: the next sweep queues neither again.
    await sweep();
    expect(remindersTo(t, user.data.email)).toHaveLength(1);
    expect(await pushJobsFor(user.subscriptionId)).toHaveLength(1);
  });

  it('a user who turned reminders off gets no email and no push', async () => {
    setDay('2026-03-01');
    const user = await withDevice();
    expect((await setReminders(user.client, false)).status).toBe(200);
    await addBatch(t.app.services.db, user.userId, { name: 'Rice', expiresOn: '2026-03-03' });
    await sweep();
    expect(remindersTo(t, user.data.email)).toHaveLength(0);
    expect(await pushJobsFor(user.subscriptionId)).toHaveLength(0);
    // Turned back on, both come.
    expect((await setReminders(user.client, true)).status).toBe(200);
    await sweep();
    expect(remindersTo(t, user.data.email)).toHaveLength(1);
    await until('the push', () => pushesTo(user.device).length === 1);
  });

  it('the practice reminder goes to the devices too and opens the family plan', async () => {
    setDay('2026-03-01');
    const user = await withDevice();
    const saved = await user.client.api['family-plan'].$put({ json: { members: [{ id: 'm1', name: 'Ana' }] } });
    expect(saved.status).toBe(200);
    const drill = await user.client.request('/api/drills', {
      method: 'POST',
      json: { eventType: 'earthquake', practisedOn: '2026-02-10' },
    });
    expect(drill.status).toBe(201);
    setDay('2026-08-10');
    await sweep();
    const practice = remindersTo(t, user.data.email).filter((m) => /practise your family/i.test(m.subject));
    expect(practice).toHaveLength(1);
    await until('the push', () => pushesTo(user.device).some((p) => (p.message as { tag: string }).tag === 'practice'));
    const push = pushesTo(user.device).find((p) => (p.message as { tag: string }).tag === 'practice')!;
    expect(push.message).toMatchObject({ title: 'time to practise your family emergency plan', url: '/family-plan' });
    await until('last success', async () => {
      const fresh = await okJson(await user.client.api.push.subscriptions.$get({ query: {} }));
      return fresh.devices[0]?.lastSuccessAt;
    });
  });
});
