/**
 * Several instances behind one load balancer (issue 35, item 11; decision 266): two real server
 * processes on one PostgreSQL database, each with a DATA_DIR of its own and no AUTH_SECRET, the
 * same PUBLIC_URL and the same SMTP server. A browser's requests may land on either: a
 * verification link issued by A is accepted by B, and a session made on one works on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/db';
import { Browser } from './test/http-browser';
import { removeDataDir, startServer, type RunningServer } from './test/server-process';
import { linkIn, startSmtpServer, type TestSmtpServer } from './test/smtp';

/** The load balancer's address: what emails link to (the test calls each instance directly). */
const PUBLIC_URL = 'http://holdfast.test';
const PASSWORD = 'Str0ng!Pass';

describe('several instances on one database', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    const env = { NODE_ENV: 'development', DATABASE_URL: database.url!, SMTP_URL: smtp.url, PUBLIC_URL };
    // Started together: the migrations take turns under their lock, the secret's first insert wins.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      await server.stop();
      await removeDataDir(server.dataDir);
    }
    await smtp?.close();
    await database?.destroy();
  });

  it('accepts on B the verification link and the session cookie issued by A, and the other way round', async () => {
    expect(a.dataDir).not.toBe(b.dataDir);
    const email = `several${Date.now().toString(36)}@example.com`;
    const browser = new Browser(a.url);
    await browser.request(
      `${a.url}/api/account/sign-up`,
      {
        method: 'POST',
        json: {
          email,
          firstName: 'Sam',
          lastName: 'Several',
          username: `several_${Date.now().toString(36)}`,
          dateOfBirth: '1990-04-12',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      },
      201,
    );
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const link = linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email`).replace(PUBLIC_URL, b.url);

    // The link A signed, followed on B: B verifies the address and signs the browser in.
    const verified = await browser.request(link, {}, 302);
    expect(verified.headers.get('location')).not.toMatch(/error/);
    // That session (made by B) on A.
    const onA = await browser.json<{ user: { email: string } | null }>(`${a.url}/api/account/session`, {}, 200);
    expect(onA.user?.email).toBe(email);

    // A password sign-in on A, then B: the profile is created on B and read back on A.
    const second = new Browser(a.url);
    await second.request(`${a.url}/api/account/sign-in`, { method: 'POST', json: { email, password: PASSWORD } }, 200);
    await second.request(
      `${b.url}/api/profile`,
      {
        method: 'POST',
        json: {
          firstName: 'Sam',
          lastName: 'Several',
          username: `sam_${Date.now().toString(36)}`,
          dateOfBirth: '1990-04-12',
        },
      },
      201,
    );
    const profile = await second.json<{ firstName: string }>(`${a.url}/api/profile`, {}, 200);
    expect(profile.firstName).toBe('Sam');
    await second.request(`${b.url}/api/kits`, { method: 'POST', json: { name: 'Shared bag' } }, 201);
  }, 60_000);
});
