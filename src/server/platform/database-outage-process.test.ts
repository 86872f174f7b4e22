/**
 * A lost database, seen from outside (issue 35, item 12; decision 267): the real server process
 * reaches PostgreSQL through a proxy the test cuts and restores, over TCP (connections dropped,
 * the port refused) and over a Unix socket (the socket file gone, as when a local PostgreSQL
 * stops). While it is away every route answers 503 with Retry-After in the error shape: reads,
 * writes, sign-in, the session, the emailed verification link (Better Auth's own handler); the
 * log says once that the database is unreachable and once that it is back, with no stack trace,
 * query or address in between.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { Browser } from '../test/http-browser';
import { removeDataDir, startServer, type RunningServer } from '../test/server-process';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const PASSWORD = 'Str0ng!Pass';

/** The server's JSON log lines from `from` on (stdout and stderr also carry plain lines). */
function logLines(server: RunningServer, from: number) {
  return server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}

describe.each(['tcp', 'unix socket'] as const)('the server while its database is away (%s)', (mode) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let proxy: TcpProxy;
  let socketDir: string | null = null;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.close(); // the server process owns the connections
    smtp = await startSmtpServer();
    const url = new URL(database.url!);
    if (mode === 'tcp') {
      proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
    } else {
      socketDir = await mkdtemp(path.join(tmpdir(), 'holdfast-pgsock-'));
      proxy = await startTcpProxy(url.hostname, Number(url.port || 5432), { socketDir });
      url.hostname = 'localhost';
      url.port = '';
      url.searchParams.set('host', socketDir);
    }
    server = await startServer({
      env: { NODE_ENV: 'development', DATABASE_URL: url.toString(), SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
    });
  }, 120_000);

  afterAll(async () => {
    if (server) {
      await server.stop();
      await removeDataDir(server.dataDir);
    }
    await proxy?.close();
    await smtp?.close();
    await database?.destroy();
    if (socketDir) await rm(socketDir, { recursive: true, force: true });
  });

  /** Sign up; with `verify`, follow the emailed link (signed in) and make the profile. */
  async function signUp(name: string, verify: boolean) {
    const browser = new Browser(server.url);
    const email = `${name}${Date.now().toString(36)}@example.com`;
    const username = `${name}_${Date.now().toString(36)}`;
    const profile = { firstName: name, lastName: 'Outage', username, dateOfBirth: '1990-04-12' };
    await browser.request(
      '/api/account/sign-up',
      { method: 'POST', json: { ...profile, email, password: PASSWORD, confirmPassword: PASSWORD } },
      201,
    );
    const link = linkIn(await smtp.waitFor((m) => m.to.includes(email)), `${server.url}/api/auth/verify-email`);
    if (verify) {
      await browser.request(link, {}, 302);
      await browser.request('/api/profile', { method: 'POST', json: profile }, 201);
    }
    return { browser, email, link };
  }

  it('answers 503 with Retry-After on every route, logs the outage once and its end once, and recovers', async () => {
    const member = await signUp('alice', true);
    const pending = await signUp('bob', false); // bob's verification link is followed during the outage
    const visitor = new Browser(server.url);
    const requests = () => [
      member.browser.request('/api/kits'),
      member.browser.request('/api/kits', { method: 'POST', json: { name: 'Outage bag' } }),
      member.browser.request('/api/profile'),
      member.browser.request('/api/account/session'),
      visitor.request('/api/account/sign-in', { method: 'POST', json: { email: member.email, password: PASSWORD } }),
      visitor.request(pending.link),
      visitor.request('/api/health'),
      visitor.request('/api/community/stats'),
      visitor.request('/api/newsletter', { method: 'POST', json: { email: 'reader@example.com' } }),
    ];

    const mark = server.output().length;
    await proxy.cut();
    for (let round = 0; round < 3; round++) {
      for (const res of await Promise.all(requests())) {
        const where = `${res.url.replace(/\?.*/, '')} (round ${round})`;
        expect(res.status, where).toBe(503);
        expect(Number(res.headers.get('retry-after')), where).toBeGreaterThan(0);
        expect(apiErrorSchema.parse(await res.json()).error.code, where).toBe('service_unavailable');
      }
    }
    await proxy.restore();
    await expect
      .poll(() => logLines(server, mark).some((l) => l.msg === 'database back'), { timeout: 15_000 })
      .toBe(true);
    expect((await member.browser.request('/api/kits')).status).toBe(200);
    await member.browser.request('/api/kits', { method: 'POST', json: { name: 'After the outage' } }, 201);
    // Bob's link still works once the database is back.
    await visitor.request(pending.link, {}, 302);

    const lines = logLines(server, mark);
    expect(lines.filter((l) => l.msg === 'database unreachable')).toHaveLength(1);
    expect(lines.filter((l) => l.msg === 'database back')).toHaveLength(1);
    // Nothing else at warn or above but the change feed's lines about its caches.
    expect(
      lines
        .filter((l) => l.level >= 40 && l.msg !== 'database unreachable')
        .map((l) => l.msg)
        .filter((msg) => !msg.startsWith('change feed ')),
    ).toEqual([]);
    const logged = server.output().slice(mark);
    expect(logged).not.toMatch(/"stack"|SERVER_ERROR|Failed query|params:/);
    expect(logged).not.toContain(member.email);
  }, 120_000);
});
