import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CompleteProfileInput } from '@shared/auth/schemas';
import { apiErrorSchema } from '@shared/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signUpAndVerify, TestClient, type uniqueSignUp } from '../../test/client';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const profileBody = (data: ReturnType<typeof uniqueSignUp>, overrides: Partial<CompleteProfileInput> = {}) => ({
  firstName: data.firstName,
  lastName: data.lastName,
  username: data.username,
  dateOfBirth: data.dateOfBirth,
  ...overrides,
});

describe('GET/POST /api/profile (complete profile)', () => {
  it('answers profile_not_found until completed, then the profile with its defaults', async () => {
    const { client, data } = await signUpAndVerify(t);
    const missing = await client.api.profile.$get();
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(await missing.json()).error.code).toBe('profile_not_found');

    const created = await client.api.profile.$post({ json: profileBody(data, { lastName: '' }) });
    expect(created.status).toBe(201);
    const profile = await created.json();
    expect(profile).toMatchObject({
      firstName: 'Sam',
      lastName: null,
      username: data.username,
      dateOfBirth: data.dateOfBirth,
      isProfilePublic: false,
      showPreparednessScore: true,
      avatarUrl: null,
    });
    expect((await client.api.profile.$get()).status).toBe(200);
    const session = await okJson(await client.api.account.session.$get());
    expect(session.profile?.username).toBe(data.username);
  });

  it('validates with the complete-profile schema', async () => {
    const { client, data } = await signUpAndVerify(t);
    const res = await client.api.profile.$post({ json: profileBody(data, { firstName: '', username: 'no spaces' }) });
    expect(res.status).toBe(400);
    const { fields } = apiErrorSchema.parse(await res.json()).error;
    expect(fields?.firstName).toEqual([MESSAGES.firstName]);
    expect(fields?.username).toEqual([MESSAGES.usernameChars]);
  });

  it('a second profile for the same account is refused', async () => {
    const { client, data } = await signUpAndVerify(t);
    expect((await client.api.profile.$post({ json: profileBody(data) })).status).toBe(201);
    const again = await client.api.profile.$post({ json: profileBody(data, { username: `${data.username}_2` }) });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.code).toBe('profile_exists');
  });

  it("another operative's username in a different letter case is taken", async () => {
    const a = await signUpAndVerify(t);
    expect((await a.client.api.profile.$post({ json: profileBody(a.data) })).status).toBe(201);
    const b = await signUpAndVerify(t);
    const res = await b.client.api.profile.$post({
      json: profileBody(b.data, { username: a.data.username.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    const error = apiErrorSchema.parse(await res.json()).error;
    expect(error).toMatchObject({
      code: 'username_taken',
      message: 'This username is already in use. Please choose another one.',
    });
  });

  it('two operatives racing for one username: one wins, the other gets "Username taken"', async () => {
    const a = await signUpAndVerify(t);
    const b = await signUpAndVerify(t);
    const name = `contested_${Date.now().toString(36)}`;
    const results = await Promise.all([
      a.client.api.profile.$post({ json: profileBody(a.data, { username: name }) }),
      b.client.api.profile.$post({ json: profileBody(b.data, { username: name.toUpperCase() }) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(apiErrorSchema.parse(await loser.json()).error.code).toBe('username_taken');
  });

  it('keeps its own sign-up username for the user who reserved it', async () => {
    const { client, data } = await signUpAndVerify(t);
    expect((await client.api.profile.$post({ json: profileBody(data) })).status).toBe(201);
  });
});

describe('a refused profile creation writes nothing', () => {
  it('every 4xx of POST /api/profile leaves every table as it was', async () => {
    const taken = await signUpAndVerify(t);
    expect((await taken.client.api.profile.$post({ json: profileBody(taken.data) })).status).toBe(201);
    const { client, data } = await signUpAndVerify(t);
    const refused: [CompleteProfileInput, number][] = [
      [profileBody(data, { firstName: 'Sam\u0000' }), 400],
      [profileBody(data, { lastName: '\uD800' }), 400],
      [profileBody(data, { username: 'a b' }), 400],
      [profileBody(data, { dateOfBirth: '2099-01-01' }), 400],
      [profileBody(data, { username: taken.data.username.toUpperCase() }), 409],
    ];
    for (const [body, status] of refused) {
      await expectRefusedWithoutWrite(t.database, () => client.api.profile.$post({ json: body }), status);
    }
    // Raw: an unknown field the typed body does not accept.
    await expectRefusedWithoutWrite(
      t.database,
      () => client.post('/api/profile', { ...profileBody(data), extra: 1 }),
      400,
    );
    await expectRefusedWithoutWrite(
      t.database,
      () => taken.client.api.profile.$post({ json: profileBody(taken.data) }),
      409,
    );
    await expectRefusedWithoutWrite(
      t.database,
      () => new TestClient(t).api.profile.$post({ json: profileBody(data) }),
      401,
    );
  });
});
