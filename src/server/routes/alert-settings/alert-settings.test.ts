/**
 * /api/alerts/settings: a member's official-warning preferences (decision 281) through the real
 * app on real PostgreSQL: read, saved, refused with field messages (nothing written), and each
 * user's own only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_SETTINGS_MESSAGES } from '@shared/alerts/settings';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, signUpAndVerify, TestClient } from '../../test/client';
import { userIdOf } from '../../test/reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
});
afterAll(async () => {
  await t.close();
});

const stored = async (email: string) => {
  const [row] = await t.app.services.db
    .select({
      severities: profiles.alertSeverities,
      quietFrom: profiles.quietFrom,
      quietTo: profiles.quietTo,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(eq(profiles.userId, await userIdOf(t.app.services.db, email)));
  return row;
};
const DEFAULTS = { severities: ['Extreme', 'Severe', 'Moderate'], quietFrom: null, quietTo: null, timeZone: null };

describe('warning settings', () => {
  it('reads the defaults, saves severities, quiet hours and the time zone, and clears the quiet hours', async () => {
    const { client, data } = await signedInWithProfile(t);
    expect(await okJson(await client.api.alerts.settings.$get())).toEqual({ ...DEFAULTS, emailVerified: true });

    const saved = await client.api.alerts.settings.$patch({
      json: { severities: ['Minor', 'Extreme'], quietFrom: 22 * 60, quietTo: 7 * 60, timeZone: 'Europe/Berlin' },
    });
    expect(saved.status).toBe(200);
    // Listed in the form's order, whatever the order sent.
    const expected = { severities: ['Extreme', 'Minor'], quietFrom: 1320, quietTo: 420, timeZone: 'Europe/Berlin' };
    expect(await okJson(saved)).toEqual({ ...expected, emailVerified: true });
    expect(await stored(data.email)).toEqual(expected);
    expect(await okJson(await client.api.alerts.settings.$get())).toEqual({ ...expected, emailVerified: true });

    // A field left out keeps its value; quiet hours are cleared together; no severity at all is allowed.
    const cleared = await client.api.alerts.settings.$patch({
      json: { quietFrom: null, quietTo: null, severities: [] },
    });
    expect(await okJson(cleared)).toMatchObject({
      severities: [],
      quietFrom: null,
      quietTo: null,
      timeZone: 'Europe/Berlin',
    });
  });

  it.each([
    [{ severities: ['Unknown'] }, { severities: [ALERT_SETTINGS_MESSAGES.severity] }],
    [{ severities: 'Extreme' }, { severities: [ALERT_SETTINGS_MESSAGES.severity] }],
    [{ severities: ['Extreme', 'Extreme'] }, { severities: [ALERT_SETTINGS_MESSAGES.severity] }],
    [{ quietFrom: 600 }, { quietTo: [ALERT_SETTINGS_MESSAGES.bothTimes] }],
    [{ quietFrom: null, quietTo: 600 }, { quietFrom: [ALERT_SETTINGS_MESSAGES.bothTimes] }],
    [{ quietFrom: 600, quietTo: 600 }, { quietTo: [ALERT_SETTINGS_MESSAGES.sameTimes] }],
    [{ quietFrom: 1440, quietTo: 60 }, { quietFrom: [ALERT_SETTINGS_MESSAGES.minute] }],
    [
      { quietFrom: 60.5, quietTo: -1 },
      { quietFrom: [ALERT_SETTINGS_MESSAGES.minute], quietTo: [ALERT_SETTINGS_MESSAGES.minute] },
    ],
    [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: [ALERT_SETTINGS_MESSAGES.timeZone] }],
    [{ timeZone: '' }, { timeZone: [ALERT_SETTINGS_MESSAGES.timeZone] }],
  ])('refuses %j with field messages and writes nothing', async (body, fields) => {
    const { client, data } = await signedInWithProfile(t);
    const res = await client.request('/api/alerts/settings', { method: 'PATCH', json: body });
    expect(res.status).toBe(400);
    expect((await errorJson(res)).error.fields).toEqual(fields);
    expect(await stored(data.email)).toEqual(DEFAULTS);
  });

  it('answers 401 without a session and 404 without a profile; a user reads and writes only their own', async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.api.alerts.settings.$get()).status).toBe(401);
    expect((await anonymous.api.alerts.settings.$patch({ json: { severities: ['Extreme'] } })).status).toBe(401);
    const { client } = await signUpAndVerify(t);
    expect((await client.api.alerts.settings.$get()).status).toBe(404);
    expect((await client.api.alerts.settings.$patch({ json: { severities: ['Extreme'] } })).status).toBe(404);

    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    await alice.client.api.alerts.settings.$patch({ json: { severities: ['Extreme'] } });
    expect(await stored(bob.data.email)).toEqual(DEFAULTS);
    expect((await okJson(await bob.client.api.alerts.settings.$get())).severities).toEqual(DEFAULTS.severities);
  });
});
