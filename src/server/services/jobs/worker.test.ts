/**
 * The job mechanism itself (what the reminders will reuse), on a real database: the worker's
 * claims, retries, failures, crash recovery and pruning. Handlers here are small real handlers
 * that record what they were given.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { retryDelayMs } from './backoff';
import { enqueueJob, PermanentJobError, type JobPayload } from './jobs';
import { JobWorker, type JobWorkerOptions } from './worker';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

const workers: JobWorker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
});

let seq = 0;
/** A kind of its own per test, so jobs of other tests are never this test's worker's business. */
const uniqueKind = () => `test-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

function startWorker(
  handlers: Record<string, Parameters<JobWorker['register']>[1]>,
  options: Partial<JobWorkerOptions> = {},
) {
  const worker = new JobWorker(database, pino({ level: 'silent' }), {
    retryBaseMs: 50,
    retryMaxMs: 100,
    pollIntervalMs: 60_000,
    ...options,
  });
  for (const [kind, handler] of Object.entries(handlers)) worker.register(kind, handler);
  workers.push(worker);
  worker.start();
  return worker;
}

async function jobRow(id: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job worker', { timeout: 30_000 }, () => {
  it('runs a job of a registered kind once with its payload, and keeps what the handler lets it keep', async () => {
    const kind = uniqueKind();
    const seen: JobPayload[] = [];
    startWorker({
      [kind]: {
        run: async (payload) => {
          seen.push(payload);
        },
        redact: (payload) => ({ day: payload.day }),
      },
    });
    const id = await enqueueJob(database.db, { kind, payload: { day: '2026-11-24', secret: 's3cr3t' } });
    const done = await until('done', async () => {
      const row = await jobRow(id);
      return row.status === 'done' && row;
    });
    expect(seen).toEqual([{ day: '2026-11-24', secret: 's3cr3t' }]);
    expect(done).toMatchObject({ attempts: 1, payload: { day: '2026-11-24' }, lockedBy: null, lockedUntil: null });
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const kind = uniqueKind();
    const attempts: number[] = [];
    startWorker({
      [kind]: {
        run: async (_payload, job) => {
          attempts.push(job.attempt);
          if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
        },
      },
    });
    const id = await enqueueJob(database.db, { kind, payload: {} });
    await until('done', async () => (await jobRow(id)).status === 'done');
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('a PermanentJobError fails the job at once, with its message, and it is not retried', async () => {
    const kind = uniqueKind();
    let runs = 0;
    startWorker({
      [kind]: {
        run: async () => {
          runs += 1;
          throw new PermanentJobError('the link expired');
        },
      },
    });
    const id = await enqueueJob(database.db, { kind, payload: {} });
    await until('failed', async () => (await jobRow(id)).status === 'failed');
    await pause(300);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'the link expired' });
  });

  it('does not run a job before its run_at', async () => {
    const kind = uniqueKind();
    let runs = 0;
    startWorker(
      {
        [kind]: {
          run: async () => {
            runs += 1;
          },
        },
      },
      { pollIntervalMs: 100 },
    );
    const id = await enqueueJob(database.db, { kind, payload: {}, runAt: new Date(Date.now() + 60 * 60_000) });
    await pause(500);
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('takes over a job whose worker died (its claim expired), and counts that attempt', async () => {
    const kind = uniqueKind();
    const [orphan] = await database.db
      .insert(jobs)
      .values({
        kind,
        payload: {},
        status: 'running',
        attempts: 1,
        lockedBy: 'a-dead-instance',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    let runs = 0;
    startWorker(
      {
        [kind]: {
          run: async () => {
            runs += 1;
          },
        },
      },
      { pollIntervalMs: 100 },
    );
    await until('done', async () => (await jobRow(orphan!.id)).status === 'done');
    expect(runs).toBe(1);
    expect((await jobRow(orphan!.id)).attempts).toBe(2);
  });

  it('leaves a job alone while another worker holds its claim', async () => {
    const kind = uniqueKind();
    const [held] = await database.db
      .insert(jobs)
      .values({
        kind,
        payload: {},
        status: 'running',
        attempts: 1,
        lockedBy: 'another-instance',
        lockedUntil: sql`now() + interval '1 hour'`,
      })
      .returning();
    let runs = 0;
    startWorker(
      {
        [kind]: {
          run: async () => {
            runs += 1;
          },
        },
      },
      { pollIntervalMs: 100 },
    );
    await pause(500);
    expect(runs).toBe(0);
    expect(await jobRow(held!.id)).toMatchObject({ status: 'running', lockedBy: 'another-instance' });
  });

  it('fails, without running it again, a job whose last attempt was interrupted', async () => {
    const kind = uniqueKind();
    const [orphan] = await database.db
      .insert(jobs)
      .values({
        kind,
        payload: {},
        status: 'running',
        attempts: 3,
        maxAttempts: 3,
        lockedBy: 'a-dead-instance',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    let runs = 0;
    startWorker({
      [kind]: {
        run: async () => {
          runs += 1;
        },
      },
    });
    await until('failed', async () => (await jobRow(orphan!.id)).status === 'failed');
    expect(runs).toBe(0);
    expect((await jobRow(orphan!.id)).lastError).toBe('its last attempt was interrupted');
  });

  it('keeps retrying a job of a kind this instance has no handler for (a newer instance may have one)', async () => {
    const kind = uniqueKind();
    startWorker({});
    const id = await enqueueJob(database.db, { kind, payload: {}, maxAttempts: 5 });
    const row = await until('a failed attempt', async () => {
      const r = await jobRow(id);
      return r.attempts >= 1 && r.status === 'pending' && r;
    });
    expect(row.lastError).toBe(`no handler for job kind "${kind}" on this instance`);
  });

  it('deletes finished jobs past their retention, and nothing else', async () => {
    const kind = uniqueKind();
    const old = sql`now() - interval '40 days'`;
    const rows = await database.db
      .insert(jobs)
      .values([
        { kind, payload: { n: 'old done' }, status: 'done', updatedAt: old },
        { kind, payload: { n: 'old failed' }, status: 'failed', updatedAt: old },
        { kind, payload: { n: 'recent done' }, status: 'done' },
        {
          kind,
          payload: { n: 'old pending' },
          status: 'pending',
          runAt: sql`now() + interval '1 day'`,
          updatedAt: old,
        },
      ])
      .returning({ id: jobs.id, payload: jobs.payload });
    startWorker({}, { pruneIntervalMs: 0, doneRetentionMs: 7 * 86_400_000, failedRetentionMs: 30 * 86_400_000 });
    const left = await until('the prune', async () => {
      const r = await database.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(
          inArray(
            jobs.id,
            rows.map((x) => x.id),
          ),
        );
      return r.length === 2 && r;
    });
    expect(left.map((r) => r.payload.n).sort()).toEqual(['old pending', 'recent done']);
  });

  it('stop() waits for a running job to finish before it returns', async () => {
    const kind = uniqueKind();
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finished = false;
    const worker = startWorker({
      [kind]: {
        run: async () => {
          release();
          await pause(300);
          finished = true;
        },
      },
    });
    const id = await enqueueJob(database.db, { kind, payload: {} });
    await started;
    await worker.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).status).toBe('done');
  });
});

describe('retry backoff', () => {
  const options = { baseMs: 60_000, maxMs: 3_600_000 };
  it('doubles from the base up to the cap, with up to half of it random', () => {
    const low = [1, 2, 3, 7, 8, 12].map((n) => retryDelayMs(n, options, () => 0));
    const high = [1, 2, 3, 7, 8, 12].map((n) => retryDelayMs(n, options, () => 1));
    expect(low).toEqual([30_000, 60_000, 120_000, 1_800_000, 1_800_000, 1_800_000]);
    expect(high).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('with the defaults, ten attempts span hours', () => {
    const total = (random: () => number) =>
      Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1, options, random)).reduce((a, b) => a + b, 0);
    expect(total(() => 0) / 3_600_000).toBeGreaterThan(2);
    expect(total(() => 1) / 3_600_000).toBeLessThan(5);
  });
});
