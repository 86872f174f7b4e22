/**
 * The mail outbox through the real app: real database (PGlite or PostgreSQL), real HTTP requests,
 * a real SMTP server (smtp-server) that is down at first and started later, a captured logger.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { jobs, users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { parseEnv } from '../../platform/env';
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { TestClient, uniqueSignUp } from '../../test/client';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { freePort } from '../../test/server-process';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import type { JobWorkerOptions } from '../jobs/worker';
import { EMAIL_JOB_KIND, enqueueEmail } from './outbox';
import { verificationEmail } from './templates';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}
const WARN = 40;
const ERROR = 50;

/** Retries fast (tests cannot wait minutes) and polls rarely (so only a wake-up runs a job soon). */
const FAST: Partial<JobWorkerOptions> = { retryBaseMs: 300, retryMaxMs: 1_000, pollIntervalMs: 60_000 };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// One database for the file (tests use their own addresses); each test starts its own apps.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** The real app on `database`, sending to `smtpUrl`, logging (warn and up) into `lines`. */
async function startApp(
  database: Database,
  smtpUrl: string,
  jobOptions: Partial<JobWorkerOptions> = FAST,
): Promise<TestApp & { lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line) as LogLine);
      cb();
    },
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-outbox-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
  });
  const app = createApp({
    env,
    database,
    logger: pino({ level: 'warn' }, sink),
    webRoot: null,
    authSecret: TEST_AUTH_SECRET,
    jobs: jobOptions,
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  cleanups.push(close);
  return { app, database: database as TestDatabase, env, smtp: null, lines, close };
}

async function startSmtp(port?: number): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer(port ? { port } : {});
  cleanups.push(() => smtp.close());
  return smtp;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function emailJobsTo(to: string) {
  return database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.kind} = ${EMAIL_JOB_KIND} and ${jobs.payload}->>'to' = ${to}`);
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** While `fn` runs, the database itself refuses to queue emails (a real failed insert). */
async function withOutboxRefusing(fn: () => Promise<void>) {
  await database.db.execute(
    sql.raw(`alter table jobs add constraint test_refuses_email check (kind <> 'email') not valid`),
  );
  try {
    await fn();
  } finally {
    await database.db.execute(sql.raw(`alter table jobs drop constraint if exists test_refuses_email`));
  }
}

// Sign-ups, retries and SMTP round trips take seconds on a busy machine.
describe('mail outbox', { timeout: 60_000 }, () => {
  it('sign-up while SMTP is down answers 201; once SMTP is back the retry delivers the link, and the job ends done without its body', async () => {
    const port = await freePort(); // nothing listens there yet
    const t = await startApp(database, `smtp://127.0.0.1:${port}`);
    const data = uniqueSignUp();

    const res = await new TestClient(t).api.account['sign-up'].$post({ json: data });
    expect(res.status).toBe(201);
    const [queued] = await emailJobsTo(data.email);
    expect(queued).toMatchObject({ status: expect.stringMatching(/pending|running/), maxAttempts: 10 });

    // The first attempt fails (connection refused) and is rescheduled.
    await until('a failed first attempt', async () => {
      const [job] = await emailJobsTo(data.email);
      return job && job.attempts >= 1 && job.status === 'pending' && job.lastError;
    });
    const smtp = await startSmtp(port);
    const mail = await smtp.waitFor((m) => m.to.includes(data.email), 30_000);
    const link = linkIn(mail, `${TEST_PUBLIC_URL}/api/auth/verify-email`);
    // The delivered link works.
    expect((await new TestClient(t).get(link)).status).toBe(302);

    const job = await until('the job to be done', async () => {
      const [row] = await emailJobsTo(data.email);
      return row?.status === 'done' && row;
    });
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    expect(job.lastError).toBeNull();
    // Only the envelope stays: no text, no HTML, no link.
    expect(job.payload).toEqual({ to: data.email, subject: mail.subject });
    expect(smtp.messages.filter((m) => m.to.includes(data.email))).toHaveLength(1);

    // One warn per failed attempt, naming the job and the error, never the link or its token.
    const warns = t.lines.filter((l) => l.level === WARN && l.msg === 'job attempt failed; will retry');
    expect(warns.length).toBe(job.attempts - 1);
    expect(warns[0]).toMatchObject({ jobId: job.id, kind: 'email', to: data.email, attempt: 1 });
    expect(String(warns[0]!.error)).toMatch(/ECONNREFUSED/);
    const logged = JSON.stringify(t.lines);
    expect(logged).not.toContain(tokenOf(link));
    expect(logged).not.toContain('verify-email');
  });

  it('a mail that keeps failing is marked failed after its last attempt: a warn per retried attempt, one error, no link', async () => {
    const t = await startApp(database, `smtp://127.0.0.1:${await freePort()}`, {
      ...FAST,
      retryBaseMs: 20,
      retryMaxMs: 50,
    });
    const data = uniqueSignUp();
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: data })).status).toBe(201);

    const job = await until('the job to fail', async () => {
      const [row] = await emailJobsTo(data.email);
      return row?.status === 'failed' && row;
    });
    expect(job.attempts).toBe(10);
    expect(job.lastError).toMatch(/ECONNREFUSED/);
    expect(job.payload).toEqual({ to: data.email, subject: 'Confirm your email for Holdfast' });

    // Give a wrongly scheduled extra attempt the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await emailJobsTo(data.email);
    expect(after).toMatchObject({ status: 'failed', attempts: 10 });
    const warns = t.lines.filter((l) => l.level === WARN && l.msg === 'job attempt failed; will retry');
    const errors = t.lines.filter((l) => l.level === ERROR);
    expect(warns).toHaveLength(9);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: 'job failed; giving up',
      jobId: job.id,
      kind: 'email',
      to: data.email,
      attempt: 10,
      maxAttempts: 10,
    });
    expect(JSON.stringify(t.lines)).not.toMatch(/verify-email|token=/);
  });

  it('a sign-up and its verification email commit together: if the email cannot be queued, no account is left', async () => {
    const smtp = await startSmtp();
    const t = await startApp(database, smtp.url);
    const data = uniqueSignUp();
    await withOutboxRefusing(async () => {
      const refused = await new TestClient(t).api.account['sign-up'].$post({ json: data });
      // The refusal is the injected constraint's (a 4xx by the input rule of decision 092, or a
      // 500): what matters is that the request failed and left nothing behind.
      expect(refused.status).toBeGreaterThanOrEqual(400);
    });
    expect(await database.db.select().from(users).where(eq(users.email, data.email))).toHaveLength(0);
    expect(await emailJobsTo(data.email)).toHaveLength(0);

    // Nothing was half-written: the same sign-up works once the outbox works.
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: data })).status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(data.email));
  });

  it('a password reset request and its email commit together too', async () => {
    const smtp = await startSmtp();
    const t = await startApp(database, smtp.url);
    const data = uniqueSignUp();
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: data })).status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(data.email));
    const countResets = async () => {
      const rows = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from verifications where identifier like 'reset-password:%'`,
      );
      return Number(rowsOf<{ n: number }>(rows)[0]!.n);
    };
    await withOutboxRefusing(async () => {
      const refused = await new TestClient(t).api.account['forgot-password'].$post({ json: { email: data.email } });
      // The refusal is the injected constraint's (a 4xx by the input rule of decision 092, or a
      // 500): what matters is that the request failed and left nothing behind.
      expect(refused.status).toBeGreaterThanOrEqual(400);
    });
    expect(await countResets()).toBe(0);

    expect((await new TestClient(t).api.account['forgot-password'].$post({ json: { email: data.email } })).status).toBe(
      202,
    );
    expect(await countResets()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(data.email) && m.subject.includes('Reset'));
    expect(mail.body).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
  });

  it('an email queued on this instance goes out at once, not at the next poll', async () => {
    const smtp = await startSmtp();
    const t = await startApp(database, smtp.url, { ...FAST, pollIntervalMs: 600_000 });
    const data = uniqueSignUp();
    const started = Date.now();
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: data })).status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(data.email), 20_000);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('an email whose link expired before it could be sent is failed, not sent late', async () => {
    const smtp = await startSmtp();
    const t = await startApp(database, smtp.url);
    const message = verificationEmail('stale@example.com', 'Sam', `${TEST_PUBLIC_URL}/x?token=stale`);
    await enqueueEmail(database.db, message, { notAfter: new Date(Date.now() - 1_000) });
    const job = await until('the job to fail', async () => {
      const [row] = await emailJobsTo('stale@example.com');
      return row?.status === 'failed' && row;
    });
    expect(job).toMatchObject({ attempts: 1, lastError: 'its link expired before the email could be sent' });
    expect(smtp.messages).toHaveLength(0);
    // The worker logs the failure after it has marked the job (the row can be seen first).
    await until('the failure to be logged', async () => t.lines.some((l) => l.level === ERROR));
    expect(t.lines.filter((l) => l.level === ERROR)).toHaveLength(1);
  });

  it('two app instances on one database never send the same email twice', async () => {
    // A second instance: its own connection pool on PostgreSQL; PGlite has one connection.
    const second: Database = database.url ? await openDatabase({ databaseUrl: database.url, poolMax: 5 }) : database;
    if (second !== database) cleanups.push(() => second.close());
    const smtp = await startSmtp();
    const options = { ...FAST, concurrency: 4 };
    await startApp(database, smtp.url, options);
    await startApp(second, smtp.url, options);

    const recipients = Array.from({ length: 40 }, (_, i) => `crowd${i}@example.com`);
    await database.db.transaction(async (tx) => {
      for (const to of recipients) {
        await enqueueEmail(tx, verificationEmail(to, 'Sam', `${TEST_PUBLIC_URL}/x?token=${to}`));
      }
    });

    await until('every job to be done', async () => {
      const rows = await database.db
        .select({ status: jobs.status })
        .from(jobs)
        .where(sql`${jobs.payload}->>'to' like 'crowd%'`);
      return rows.length === 40 && rows.every((r) => r.status === 'done');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = smtp.messages.flatMap((m) => m.to).sort();
    expect(delivered).toEqual([...recipients].sort());
  });

  it('app.close() stops the worker: a job added afterwards stays pending, and nothing is logged', async () => {
    const smtp = await startSmtp();
    const t = await startApp(database, smtp.url);
    const data = uniqueSignUp();
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: data })).status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(data.email));

    await t.close();
    await enqueueEmail(database.db, verificationEmail('late@example.com', 'Sam', `${TEST_PUBLIC_URL}/x?token=late`));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [late] = await emailJobsTo('late@example.com');
    expect(late).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.messages.some((m) => m.to.includes('late@example.com'))).toBe(false);
    expect(t.lines).toEqual([]);
  });
});
