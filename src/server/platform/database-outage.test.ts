/**
 * "503 on outage with one log line": the app's PostgreSQL connection goes through a proxy the
 * test cuts and restores. During the cut every request answers 503 with Retry-After in the error
 * shape (a page of the web app is its shell, without the link preview it could not read); the log
 * says once that the database is unreachable and once that it is back, with no stack, SQL or user
 * content, however often the reminder sweep runs meanwhile; afterwards the app answers normally
 * without a restart. database-outage-process.test.ts does the same to the server process.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../test/app';
import { okJson, signedInWithProfile, TestClient } from '../test/client';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { parseEnv } from './env';
import { createLogger } from './logger';

describe('database outage', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let smtp: TestSmtpServer;
  let dataDir: string;
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const url = new URL(testDb.url!);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
    smtp = await startSmtpServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-outage-'));
    // The web app's two pages, as the build writes them (shortened).
    const webRoot = path.join(dataDir, 'web');
    await mkdir(webRoot);
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Holdfast</title><div id="root"></div>');
    await writeFile(path.join(webRoot, 'landing.html'), '<!doctype html><h1>Landing</h1>');
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
    });
    const sink = new Writable({
      write(chunk, _enc, cb) {
        for (const line of String(chunk).trim().split('\n')) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        cb();
      },
    });
    const app = createApp({
      env,
      database,
      logger: createLogger('info', sink),
      webRoot,
      authSecret: TEST_AUTH_SECRET,
      // The sweep runs all along, during the outage too: it must not log a failure each time.
      reminders: { enabled: true, intervalMs: 300, firstRunDelayMs: 0 },
    });
    t = { app, database: { ...database, destroy: async () => {} }, env, smtp, close: async () => {} };
  }, 120_000);

  afterAll(async () => {
    await t?.app.close();
    await database?.close();
    await proxy?.close();
    await smtp?.close();
    await testDb?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the database is away, logs it once, and recovers', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await client.api.kits.$post({ json: { name: 'Go bag', description: 'USER-CONTENT-SECRET' } });
    expect(kit.status).toBe(201);
    const kitId = (await okJson(kit)).kit.id;
    const anonymous = new TestClient(t);

    const requests = () => [
      client.api.kits.$get({ query: {} }),
      client.api.kits[':id'].$get({ param: { id: kitId } }),
      client.api.plans.$get({ query: {} }),
      client.api.resources.$get(),
      client.api.me.stats.$get(),
      client.api.kits.$post({ json: { name: 'USER-CONTENT-SECRET kit' } }),
      client.api.kits[':id'].$patch({ param: { id: kitId }, json: { name: 'USER-CONTENT-SECRET' } }),
      client.api.profile.$get(),
      anonymous.api.health.$get(),
      anonymous.api.newsletter.$post({ json: { email: 'user-content-secret@example.com' } }),
      anonymous.api.account['sign-in'].$post({
        json: { email: 'someone@example.com', password: 'USER-CONTENT-SECRET' },
      }),
      anonymous.api.plans[':id'].$get({ param: { id: kitId } }),
    ];

    await proxy.cut();
    const logStart = lines.length;
    for (let round = 0; round < 5; round++) {
      for (const res of await Promise.all(requests())) {
        expect(res.status, `${res.url}`).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(apiErrorSchema.parse(await res.json()).error.code).toBe('service_unavailable');
      }
    }
    // A page is the app's shell, not a JSON 503 (the app then shows what is wrong).
    const page = await t.app.request(`/kits/${kitId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const during = lines.slice(logStart);
    expect(during.filter((l) => l.msg === 'database unreachable')).toHaveLength(1);
    // Nothing else at warn or above but the change feed's one line that its caches are bypassed:
    // no line, no stack per request.
    expect(during.filter((l) => Number(l.level) >= 40).map((l) => l.msg)).toEqual(
      expect.arrayContaining(['database unreachable']),
    );
    expect(
      during
        .filter((l) => Number(l.level) >= 40)
        .map((l) => l.msg)
        .filter((m) => m !== 'database unreachable'),
    ).toEqual(
      during.some((l) => String(l.msg).startsWith('change feed lost'))
        ? ['change feed lost its database connection; caches are bypassed']
        : [],
    );

    await proxy.restore();
    await expect.poll(() => lines.some((l) => l.msg === 'database back'), { timeout: 15_000 }).toBe(true);
    expect(lines.filter((l) => l.msg === 'database back')).toHaveLength(1);

    const after = await client.api.kits[':id'].$get({ param: { id: kitId } });
    expect(after.status).toBe(200);
    expect((await anonymous.api.health.$get()).status).toBe(200);
    expect((await client.api.kits.$get({ query: {} })).status).toBe(200);

    const logged = raw.slice(logStart).join('\n');
    expect(logged).not.toMatch(/USER-CONTENT-SECRET|user-content-secret|Failed query|params:|"stack"/i);
    expect(lines.filter((l) => l.msg === 'database unreachable')).toHaveLength(1);
  }, 120_000);
});
