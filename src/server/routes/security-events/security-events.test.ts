import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { securityEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signUpAndVerify, TestClient } from '../../test/client';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

describe('POST /api/security-events', () => {
  it('records page_focus and suspicious_activity (severity high) for the signed-in user', async () => {
    const { client, data } = await signUpAndVerify(t);
    expect((await client.api['security-events'].$post({ json: { eventType: 'page_focus' } })).status).toBe(204);
    const res = await client.api['security-events'].$post({
      json: {
        eventType: 'suspicious_activity',
        description: 'suspicious_activity: user changed under an open page',
        metadata: { activity_type: 'user_changed', pathname: '/dashboard' },
      },
    });
    expect(res.status).toBe(204);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user!.id));
    const suspicious = events.find((e) => e.eventType === 'suspicious_activity')!;
    expect(suspicious.metadata).toMatchObject({ activity_type: 'user_changed', severity: 'high', source: 'client' });
    expect(suspicious.userAgent).toBe('holdfast-tests/1.0');
    expect(events.some((e) => e.eventType === 'page_focus')).toBe(true);
  });

  it.each(['successful_login', 'session_started', 'failed_login_attempt', 'made_up'])(
    'refuses the server-only or unknown type %s with a 400',
    async (eventType) => {
      const { client } = await signUpAndVerify(t);
      // Raw: these types are not in the client's union (the point of the test).
      const res = await client.post('/api/security-events', { eventType });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.eventType).toHaveLength(1);
    },
  );

  it('is rate limited per user', async () => {
    const { client } = await signUpAndVerify(t);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await client.api['security-events'].$post({ json: { eventType: 'page_focus' } })).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('a refused security event writes nothing', () => {
  it('every 4xx of POST /api/security-events leaves every table as it was', async () => {
    const { client } = await signUpAndVerify(t);
    const refused: [unknown, number][] = [
      [{ eventType: 'successful_login' }, 400],
      [{ eventType: 'page_focus', description: 'a\u0000' }, 400],
      [{ eventType: 'page_focus', metadata: { note: 'x\u0000' } }, 400],
      [{ eventType: 'page_focus', metadata: { 'k\uD800': 1 } }, 400],
      [{ eventType: 'page_focus', metadata: { deep: JSON.parse(`${'['.repeat(200)}1${']'.repeat(200)}`) } }, 400],
      [{ eventType: 'page_focus', extra: true }, 400],
    ];
    for (const [body, status] of refused) {
      // Raw: the list includes bodies the typed client would refuse (a server-only type, an unknown field).
      await expectRefusedWithoutWrite(t.database, () => client.post('/api/security-events', body), status);
    }
    await expectRefusedWithoutWrite(
      t.database,
      () => new TestClient(t).api['security-events'].$post({ json: { eventType: 'page_focus' } }),
      401,
    );
  });
});
