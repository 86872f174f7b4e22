import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, signUpAndVerify, TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const welcomedAt = async (username: string) => {
  const [row] = await t.database.db
    .select({ welcomedAt: profiles.welcomedAt, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(eq(profiles.username, username));
  return row!;
};

describe('POST /api/profile/welcomed (the dashboard greeted the user once)', () => {
  it('a new profile is not welcomed; marking it is kept, in the profile and the session, and only the first time counts', async () => {
    const { client, data } = await signedInWithProfile(t);
    expect(await okJson(await client.api.profile.$get())).toMatchObject({ welcomed: false });
    expect((await okJson(await client.api.account.session.$get())).profile).toMatchObject({ welcomed: false });
    expect((await welcomedAt(data.username)).welcomedAt).toBeNull();

    const marked = await client.api.profile.welcomed.$post();
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ username: data.username, welcomed: true });
    const first = await welcomedAt(data.username);
    expect(first.welcomedAt).toBeInstanceOf(Date);

    // Again (a second tab, a reload before the answer): the same answer, nothing rewritten.
    const again = await client.api.profile.welcomed.$post();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ welcomed: true });
    expect(await welcomedAt(data.username)).toEqual(first);
    expect((await okJson(await client.api.account.session.$get())).profile).toMatchObject({ welcomed: true });
  });

  it("marks the session's own profile only", async () => {
    const a = await signedInWithProfile(t);
    const b = await signedInWithProfile(t);
    expect((await a.client.api.profile.welcomed.$post()).status).toBe(200);
    expect((await welcomedAt(a.data.username)).welcomedAt).not.toBeNull();
    expect((await welcomedAt(b.data.username)).welcomedAt).toBeNull();
    expect(await okJson(await b.client.api.profile.$get())).toMatchObject({ welcomed: false });
  });

  it('answers 401 without a session and 404 before the profile is completed', async () => {
    expect((await new TestClient(t).api.profile.welcomed.$post()).status).toBe(401);
    const { client } = await signUpAndVerify(t);
    const res = await client.api.profile.welcomed.$post();
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('profile_not_found');
  });
});
