/** Deleting a Google-only account: no password exists, so a fresh Google sign-in is the proof. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, TestClient } from '../../test/client';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc';

let oidc: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  oidc = await startOidcProvider();
  t = await createTestApp({ env: oidc.env });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

async function googleSignIn(client: TestClient) {
  const start = await client.api.account.google.$post({ json: { intent: 'sign-in' } });
  const { url } = await okJson(start);
  const approved = await fetch(url, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  await client.get(back.pathname + back.search);
}

describe('deleting a Google-only account', () => {
  it('needs a sign-in from the last 5 minutes instead of a password', async () => {
    oidc.setIdentity({ sub: 'g-del', email: 'grace.delete@example.com', name: 'Grace D', given_name: 'Grace' });
    const client = new TestClient(t);
    await googleSignIn(client);
    const profile = await client.api.profile.$post({
      json: {
        firstName: 'Grace',
        username: 'grace_del',
        dateOfBirth: '1980-02-02',
      },
    });
    expect(profile.status).toBe(201);
    const security = await (await client.api.me['account-security'].$get()).json();
    expect(security).toEqual({ hasPassword: false, freshSignIn: true, providers: ['google'] });

    // The session grows old: deleting now asks for a fresh sign-in.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'grace.delete@example.com'));
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.userId, user!.id));
    t.app.services.sessionMemo.clear();
    const stale = await client.api.account.$delete({ json: { username: 'grace_del' } });
    expect(stale.status).toBe(403);
    expect((await errorJson(stale)).error.message).toBe('Sign in with Google again, then delete within 5 minutes');

    await googleSignIn(client);
    const res = await client.api.account.$delete({ json: { username: 'Grace_Del' } });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
  });
});
