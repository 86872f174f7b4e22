/**
 * Two server processes on one PostgreSQL: a change made through instance A reaches an SSE
 * client of instance B (LISTEN/NOTIFY carries it between instances).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { startServer, type RunningServer } from '../../test/server-process';
import { readSse } from '../../test/sse';

const servers: RunningServer[] = [];
let database: TestDatabase | null = null;
afterAll(async () => {
  for (const s of servers) await s.stop();
  await database?.destroy();
});

describe('realtime across server instances', () => {
  it('a profile completed through instance A reaches an SSE client of instance B within 1 s', async () => {
    database = await createTestDatabase();
    await database.close();
    const env = { NODE_ENV: 'development', DATABASE_URL: database.url!, RATE_LIMIT_SCALE: '10' };
    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    servers.push(a, b);

    const abort = new AbortController();
    const res = await fetch(`${b.url}/api/realtime`, { signal: abort.signal });
    const stream = readSse(res, abort);
    await stream.next((e) => e.event === 'ready');

    const json = { 'content-type': 'application/json' };
    const account = { email: `multi${Date.now()}@example.com`, password: 'Str0ng!Pass' };
    const signUp = await fetch(`${a.url}/api/account/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        ...account,
        confirmPassword: account.password,
        firstName: 'Multi',
        username: `multi_${Date.now().toString(36)}`,
        dateOfBirth: '1990-01-01',
      }),
    });
    expect(signUp.status).toBe(201);
    const signIn = await fetch(`${a.url}/api/account/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const started = Date.now();
    const profile = await fetch(`${a.url}/api/profile`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        firstName: 'Multi',
        username: `multi_p_${Date.now().toString(36)}`,
        dateOfBirth: '1990-01-01',
      }),
    });
    expect(profile.status).toBe(201);
    const event = await stream.next((e) => e.event === 'change', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(event.data)).toEqual({ table: 'profiles', op: 'INSERT', id: null });

    // Instance B's cached stats moved too.
    const stats = await (await fetch(`${b.url}/api/community/stats`)).json();
    expect(stats.activePreppersCount).toBe(1);

    // SIGTERM with the event stream still open: the server ends it and exits cleanly.
    const stopStarted = Date.now();
    expect(await b.stop()).toBe(0);
    expect(Date.now() - stopStarted).toBeLessThan(5000);
    stream.close();
  }, 60_000);
});
