/**
 * The job queue, ours or pg-boss (issue 36, decision 268): our JobWorker (src/server/jobs, used
 * exactly as the app uses it: the real `JobWorker`, the real `enqueueJob` inside a transaction)
 * against pg-boss (the last release that runs on Node 20: 10.x) on the same PostgreSQL, with the
 * same email-sized payload and the same trivial handler.
 *
 *   npx tsx scripts/bench/job-queue.ts            every part, 3 interleaved runs of each
 *   npx tsx scripts/bench/job-queue.ts --quick    1 run of each, 500 jobs (a smoke run)
 *   npx tsx scripts/bench/job-queue.ts --only latency,memory --cap 60 --json out.json
 *       (--cap: seconds a throughput phase may take, default 60; --reps, --jobs)
 *       parts: startup, schema, enqueue, throughput, latency, memory, once, crash
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) only has to reach a
 * server where CREATE DATABASE is allowed: everything runs in a fresh database
 * holdfast_bench_<random>, migrated with the app's migrations and dropped at the end.
 *
 * What it measures (each configuration run `reps` times, interleaved A, B, C, A, B, C ...):
 * - startup: pg-boss start() + createQueue on a database without its schema (first start) and
 *   with it (warm start); our worker's start() until it listens.
 * - schema: what pg-boss adds to the database, and whether the backup (every table of the
 *   public schema, src/server/services/backup/sql.ts listTables) sees it.
 * - enqueue: N jobs, each in its own transaction (4 producers), no worker running.
 * - throughput: 1 and 2 worker instances (child processes) running while N jobs are enqueued;
 *   completed jobs/s from the first enqueue to the last job marked done/completed.
 * - latency: one job at a time while idle (random 50-2,050 ms gaps), commit to handler start,
 *   worker in the sending process (as in the app: the request and the worker share a process).
 * - memory: a child process running only the worker, idle for 15 s: RSS and heap after GC, and
 *   the PostgreSQL connections it holds (pg_stat_activity), less a baseline child that opens
 *   the app's database pool and runs no worker.
 * - once: 1,000 jobs queued, then two instances started together; handler runs per job.
 * - crash: an instance is killed (SIGKILL) while its handler runs; another instance is running.
 *   Short lease/expiry settings so it ends in seconds (the defaults are given in the report).
 *
 * Children are this file run again with `--child <json>` (node --import tsx), talking over IPC.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { pino } from 'pino';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { enqueueJob, type JobHandler, type Tx } from '../../src/server/services/jobs/jobs';
import { JobWorker, type JobWorkerOptions } from '../../src/server/services/jobs/worker';
import { planPostgresDatabase, redactUrl } from './databases';
import { percentile } from './measure';

const THIS_FILE = fileURLToPath(import.meta.url);
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCERS = 4;
/** Jobs run at once per instance: ours by its `concurrency` (4), pg-boss by 4 work() loops. */
const CONCURRENCY = 4;

// ---------------------------------------------------------------------------
// The two queues behind one small interface
// ---------------------------------------------------------------------------

/** How an instance runs its queue. */
export type QueueConfig =
  | { impl: 'ours'; options?: Partial<JobWorkerOptions> }
  | {
      impl: 'boss';
      /** pollingIntervalSeconds of each work() loop (pg-boss default 2, minimum 0.5). */
      pollSeconds: number;
      /** Jobs per fetch: 1 = per-job retries like ours (4 loops); >1 = one loop, the batch fails together. */
      batchSize: number;
      /** Share the app's pool (the `db` option) instead of pg-boss opening its own. */
      sharedPool?: boolean;
      /** Constructor overrides (expiry, maintenance). */
      boss?: Partial<PgBoss.ConstructorOptions>;
      queue?: Partial<PgBoss.Queue>;
    };

/** pg-boss's `db` option over a node-postgres pool or client. */
export function bossDb(client: pg.Pool | pg.PoolClient): PgBoss.Db {
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * pg-boss's `db` option over an open Drizzle transaction: its pooled connection. Drizzle has no
 * public accessor for it (NodePgSession.client), so the app would depend on this internal.
 */
export function bossDbOfTx(tx: Tx): PgBoss.Db {
  return bossDb((tx as unknown as { session: { client: pg.PoolClient } }).session.client);
}

/** The email outbox's queue settings in pg-boss terms (decision 116: 10 attempts, ~1 min doubling). */
const EMAIL_QUEUE: Partial<PgBoss.Queue> = {
  retryLimit: 9,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** An email-sized payload (the outbox's: to, subject, text, HTML, link). */
export function emailPayload(i: number): Record<string, unknown> {
  const link = `https://holdfast.example/verify?token=${randomBytes(24).toString('base64url')}`;
  const text = `Hello,\n\nConfirm your address for Holdfast by opening this link:\n${link}\n\n${'Stay prepared. '.repeat(30)}`;
  return {
    to: `user${i}@example.com`,
    subject: 'Confirm your email address',
    text,
    html: `<!doctype html><html><body><p>Hello,</p><p><a href="${link}">Confirm</a></p><p>${'Stay prepared. '.repeat(70)}</p></body></html>`,
    link,
  };
}

/** The trivial work every handler does: look at the payload. */
function touch(payload: unknown): number {
  return JSON.stringify(payload).length;
}

async function enqueueOurs(database: Database, kind: string, i: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await enqueueJob(tx, { kind, payload: emailPayload(i) });
  });
}

async function enqueueBoss(database: Database, boss: PgBoss, queue: string, i: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const id = await boss.send(queue, emailPayload(i), { db: bossDbOfTx(tx) });
    if (!id) throw new Error('pg-boss send returned no id');
  });
}

/** A pg-boss that only sends and creates queues, over the app's pool (never started). */
function senderBoss(database: Database): PgBoss {
  const boss = new PgBoss({ db: bossDb(database.pool!), schedule: false, supervise: false, migrate: false });
  boss.on('error', () => {});
  return boss;
}

interface RunningQueue {
  stop(): Promise<void>;
}

/** Start one instance's worker for `name` (kind or queue); `onJob` is the handler's body. */
async function startQueue(
  database: Database,
  url: string,
  config: QueueConfig,
  name: string,
  onJob: (id: string, payload: unknown) => Promise<void> | void,
  appName: string,
): Promise<RunningQueue> {
  if (config.impl === 'ours') {
    const handler: JobHandler = {
      run: async (payload, job) => {
        await onJob(job.id, payload);
      },
      redact: (payload) => ({ to: payload.to, subject: payload.subject }),
    };
    const worker = new JobWorker(database, pino({ level: 'silent' }), config.options).register(name, handler);
    worker.start();
    // Ready once it listens (what start() set up; private to the worker).
    await (worker as unknown as { listening: Promise<unknown> }).listening;
    return { stop: () => worker.stop() };
  }
  const boss = new PgBoss({
    ...(config.sharedPool ? { db: bossDb(database.pool!) } : { connectionString: url, application_name: appName }),
    ...config.boss,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue(name, { name, ...EMAIL_QUEUE, ...config.queue });
  const loops = config.batchSize > 1 ? 1 : CONCURRENCY;
  for (let i = 0; i < loops; i++) {
    await boss.work<Record<string, unknown>>(
      name,
      { batchSize: config.batchSize, pollingIntervalSeconds: config.pollSeconds },
      async (jobs) => {
        for (const job of jobs) await onJob(job.id, job.data);
      },
    );
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}

/** Jobs of `name` that ended successfully (ours: done; pg-boss: completed). */
async function completedCount(database: Database, impl: QueueConfig['impl'], name: string): Promise<number> {
  const sql =
    impl === 'ours'
      ? `select count(*)::int as n from jobs where kind = $1 and status = 'done'`
      : `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`;
  const { rows } = await database.pool!.query<{ n: number }>(sql, [name]);
  return rows[0]?.n ?? 0;
}

function label(config: QueueConfig): string {
  if (config.impl === 'ours') return 'ours (NOTIFY at commit, poll 5 s, 4 at once)';
  const how = config.batchSize > 1 ? `1 loop, batches of ${config.batchSize}` : `${CONCURRENCY} loops of 1`;
  return `pg-boss (poll ${config.pollSeconds} s, ${how}${config.sharedPool ? ', app pool' : ''})`;
}

// ---------------------------------------------------------------------------
// Child processes: one worker instance each
// ---------------------------------------------------------------------------

type ChildSpec =
  | { mode: 'worker'; url: string; config: QueueConfig; name: string; hang?: boolean; appName: string }
  | { mode: 'idle'; url: string; config: QueueConfig | null; name: string; appName: string };

type ToChild = { type: 'stop' } | { type: 'runs' } | { type: 'mem' };
type FromChild =
  | { type: 'ready' }
  | { type: 'started'; id: string; at: number }
  | { type: 'runs'; runs: Record<string, number>; cpuMs: number }
  | { type: 'mem'; rss: number; heapUsed: number; heapTotal: number; external: number; queries: number; cpuMs: number }
  | { type: 'stopped' }
  | { type: 'error'; message: string };

async function childMain(spec: ChildSpec): Promise<void> {
  const send = (m: FromChild) => process.send?.(m);
  process.env.PGAPPNAME = spec.appName;
  // Count every statement this process sends (node-postgres is one module for us and pg-boss).
  let queries = 0;
  const proto = (await import('pg')).default.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    queries += 1;
    return query.apply(this, a);
  };
  const database = await openDatabase({ databaseUrl: spec.url, poolMax: 10 });
  await database.ping(); // as an app does at start: the pool holds a connection
  const runs = new Map<string, number>();
  let running: RunningQueue | null = null;
  if (spec.config) {
    running = await startQueue(
      database,
      spec.url,
      spec.config,
      spec.name,
      async (id, payload) => {
        runs.set(id, (runs.get(id) ?? 0) + 1);
        if (spec.mode === 'worker' && spec.hang) {
          send({ type: 'started', id, at: Date.now() });
          await new Promise(() => {}); // the handler never ends: the parent kills this process
        }
        touch(payload);
      },
      `${spec.appName}-boss`,
    );
  }
  process.on('message', (m: ToChild) => {
    if (m.type === 'runs') send({ type: 'runs', runs: Object.fromEntries(runs), cpuMs: cpuMs() });
    else if (m.type === 'mem') {
      const cpu = cpuMs(); // before the GC below
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const u = process.memoryUsage();
      send({
        type: 'mem',
        rss: u.rss,
        heapUsed: u.heapUsed,
        heapTotal: u.heapTotal,
        external: u.external,
        queries,
        cpuMs: cpu,
      });
    } else if (m.type === 'stop') {
      void (async () => {
        await running?.stop();
        await database.close();
        send({ type: 'stopped' });
        process.exit(0);
      })();
    }
  });
  send({ type: 'ready' });
}

class Child {
  readonly proc: ChildProcess;
  private readonly waiters: { type: FromChild['type']; resolve: (m: FromChild) => void }[] = [];
  readonly started: { id: string; at: number }[] = [];
  exited = false;

  constructor(spec: ChildSpec) {
    this.proc = fork(THIS_FILE, ['--child', JSON.stringify(spec)], {
      cwd: REPO_ROOT,
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.proc.on('message', (m: FromChild) => {
      if (m.type === 'started') this.started.push({ id: m.id, at: m.at });
      if (m.type === 'error') console.error(`  child error: ${m.message}`);
      const i = this.waiters.findIndex((w) => w.type === m.type);
      if (i >= 0) this.waiters.splice(i, 1)[0]!.resolve(m);
    });
    this.proc.on('exit', () => {
      this.exited = true;
    });
  }

  wait<T extends FromChild['type']>(type: T, timeoutMs = 60_000): Promise<Extract<FromChild, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child: no '${type}' within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        type,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<FromChild, { type: T }>);
        },
      });
    });
  }

  ask<T extends 'runs' | 'mem'>(type: T): Promise<Extract<FromChild, { type: T }>> {
    const answer = this.wait(type);
    this.proc.send({ type } satisfies ToChild);
    return answer;
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    this.proc.send({ type: 'stop' } satisfies ToChild);
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  kill(): Promise<void> {
    if (this.exited) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    this.proc.kill('SIGKILL');
    return exited;
  }
}

// ---------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
/** CPU time this process has used (user + system), ms. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** Run `count` jobs' `fn(i)` on `producers` concurrent loops. */
async function produce(count: number, producers: number, fn: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: producers }, async () => {
      for (let i = next++; i < count; i = next++) await fn(i);
    }),
  );
  return performance.now() - t0;
}

export interface StartupResult {
  bossFirstMs: number[];
  bossWarmMs: number[];
  bossCreateQueueMs: number[];
  oursMs: number[];
}

async function measureStartup(database: Database, url: string, reps: number): Promise<StartupResult> {
  const r: StartupResult = { bossFirstMs: [], bossWarmMs: [], bossCreateQueueMs: [], oursMs: [] };
  const bossOnce = async (fresh: boolean) => {
    if (fresh) await database.pool!.query('drop schema if exists pgboss cascade');
    const t0 = performance.now();
    const boss = new PgBoss({ connectionString: url });
    boss.on('error', () => {});
    await boss.start();
    const t1 = performance.now();
    await boss.createQueue('email', { name: 'email', ...EMAIL_QUEUE });
    const t2 = performance.now();
    await boss.stop({ graceful: false, timeout: 1_000 });
    return { start: t1 - t0, queue: t2 - t1 };
  };
  for (let i = 0; i < reps; i++) {
    const first = await bossOnce(true);
    r.bossFirstMs.push(first.start);
    r.bossCreateQueueMs.push(first.queue);
    r.bossWarmMs.push((await bossOnce(false)).start);
    const t0 = performance.now();
    const worker = new JobWorker(database, pino({ level: 'silent' }));
    worker.start();
    await (worker as unknown as { listening: Promise<unknown> }).listening;
    r.oursMs.push(performance.now() - t0);
    await worker.stop();
  }
  return r;
}

export interface SchemaResult {
  bossSchema: Record<string, number>;
  bossObjects: string[];
  publicTablesBefore: number;
  publicTablesAfter: number;
  backupSeesBoss: boolean;
}

async function measureSchema(database: Database, url: string): Promise<SchemaResult> {
  const listTables = async () =>
    (
      await database.pool!.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
      )
    ).rows.map((r) => r.name);
  await database.pool!.query('drop schema if exists pgboss cascade');
  const before = await listTables();
  const boss = new PgBoss({ connectionString: url });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue('email', { name: 'email', ...EMAIL_QUEUE });
  await boss.stop({ graceful: false, timeout: 1_000 });
  const after = await listTables();
  const { rows } = await database.pool!.query<{ kind: string; name: string }>(
    `select case c.relkind when 'r' then 'table' when 'p' then 'partitioned table' when 'i' then 'index'
                 when 'I' then 'partitioned index' when 'S' then 'sequence' else c.relkind::text end as kind,
            c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'pgboss'
     union all
     select 'function', p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'pgboss'
     union all
     select 'type', t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'pgboss' and t.typtype = 'e'`,
  );
  const bossSchema: Record<string, number> = {};
  for (const r of rows) bossSchema[r.kind] = (bossSchema[r.kind] ?? 0) + 1;
  return {
    bossSchema,
    bossObjects: rows.filter((r) => r.kind.endsWith('table') || r.kind === 'type').map((r) => `${r.kind} ${r.name}`),
    publicTablesBefore: before.length,
    publicTablesAfter: after.length,
    backupSeesBoss: after.some((t) => !before.includes(t)),
  };
}

export interface RateRuns {
  label: string;
  jobsPerSecond: number[];
  /** CPU time of the sending process per job (ms). */
  cpuMsPerJob: number[];
  /** Jobs left behind by a transaction that sent one and then rolled back (must be 0). */
  leftByRollback?: number;
}

/** Send one job in a transaction that then fails: how many jobs are left (0 = enqueued with the caller's work). */
async function rollbackLeaves(database: Database, boss: PgBoss | null): Promise<number> {
  const name = uniqueName('rb');
  if (boss) await boss.createQueue(name, { name, ...EMAIL_QUEUE });
  await database.db
    .transaction(async (tx) => {
      if (boss) await boss.send(name, emailPayload(0), { db: bossDbOfTx(tx) });
      else await enqueueJob(tx, { kind: name, payload: emailPayload(0) });
      throw new Error('the caller fails after sending');
    })
    .catch(() => {});
  const sql = boss
    ? 'select count(*)::int as n from pgboss.job where name = $1'
    : 'select count(*)::int as n from jobs where kind = $1';
  return (await database.pool!.query<{ n: number }>(sql, [name])).rows[0]!.n;
}

async function measureEnqueue(database: Database, jobs: number, reps: number): Promise<RateRuns[]> {
  const boss = senderBoss(database);
  const ours: RateRuns = { label: 'ours: enqueueJob(tx) in a transaction', jobsPerSecond: [], cpuMsPerJob: [] };
  const theirs: RateRuns = {
    label: 'pg-boss: send(..., { db: tx }) in a transaction',
    jobsPerSecond: [],
    cpuMsPerJob: [],
  };
  const quiet: RateRuns = {
    label: 'diagnostic, not the app: ours with the NOTIFY trigger disabled',
    jobsPerSecond: [],
    cpuMsPerJob: [],
  };
  for (let i = 0; i < reps; i++) {
    const kind = uniqueName('enq');
    let cpu = cpuMs();
    const ms = await produce(jobs, PRODUCERS, (j) => enqueueOurs(database, kind, j));
    ours.cpuMsPerJob.push((cpuMs() - cpu) / jobs);
    ours.jobsPerSecond.push((jobs / ms) * 1000);
    await database.pool!.query('delete from jobs where kind = $1', [kind]);

    // What waking at commit costs: NOTIFY serialises the commits that send one.
    await database.pool!.query('alter table jobs disable trigger jobs_notify_insert');
    try {
      const quietKind = uniqueName('enq');
      cpu = cpuMs();
      const msQuiet = await produce(jobs, PRODUCERS, (j) => enqueueOurs(database, quietKind, j));
      quiet.cpuMsPerJob.push((cpuMs() - cpu) / jobs);
      quiet.jobsPerSecond.push((jobs / msQuiet) * 1000);
      await database.pool!.query('delete from jobs where kind = $1', [quietKind]);
    } finally {
      await database.pool!.query('alter table jobs enable trigger jobs_notify_insert');
    }

    const queue = uniqueName('enq');
    await boss.createQueue(queue, { name: queue, ...EMAIL_QUEUE });
    cpu = cpuMs();
    const ms2 = await produce(jobs, PRODUCERS, (j) => enqueueBoss(database, boss, queue, j));
    theirs.cpuMsPerJob.push((cpuMs() - cpu) / jobs);
    theirs.jobsPerSecond.push((jobs / ms2) * 1000);
    await boss.purgeQueue(queue);
    await boss.deleteQueue(queue);
  }
  ours.leftByRollback = await rollbackLeaves(database, null);
  theirs.leftByRollback = await rollbackLeaves(database, boss);
  return [ours, theirs, quiet];
}

export interface ThroughputRun {
  completed: number;
  seconds: number;
  completedPerSecond: number;
  enqueuedPerSecond: number;
  capped: boolean;
  /**
   * Then N more jobs committed in ONE transaction while the workers idle: jobs/s from that commit
   * to the last one ended (the workers' own rate, producers out of the way). Null when the first
   * phase hit the cap.
   */
  drainPerSecond: number | null;
  drainCapped: boolean;
  /** Jobs whose handler ran more than once (no failure was injected). */
  duplicates: number;
  /** CPU time of the worker processes (all instances, start-up excluded) per job they ran (ms). */
  workerCpuMsPerJob: number;
}

export interface ThroughputResult {
  label: string;
  instances: number;
  runs: ThroughputRun[];
}

async function throughputRun(
  database: Database,
  url: string,
  config: QueueConfig,
  instances: number,
  jobs: number,
  capMs: number,
): Promise<ThroughputRun> {
  const name = uniqueName('tp');
  const boss = config.impl === 'boss' ? senderBoss(database) : null;
  if (boss) await boss.createQueue(name, { name, ...EMAIL_QUEUE });
  const children = Array.from(
    { length: instances },
    (_, k) => new Child({ mode: 'worker', url, config, name, appName: `hfq-tp-${k}` }),
  );
  try {
    await Promise.all(children.map((c) => c.wait('ready')));
    await sleep(500);
    const cpuAtStart = (await Promise.all(children.map((c) => c.ask('runs')))).reduce((a, r) => a + r.cpuMs, 0);
    const t0 = performance.now();
    let enqueueMs = 0;
    const producing = produce(jobs, PRODUCERS, (j) =>
      boss ? enqueueBoss(database, boss, name, j) : enqueueOurs(database, name, j),
    ).then((ms) => {
      enqueueMs = ms;
    });
    let completed = 0;
    let end = t0;
    for (;;) {
      completed = await completedCount(database, config.impl, name);
      end = performance.now();
      if (completed >= jobs || end - t0 > capMs) break;
      await sleep(25);
    }
    await producing;
    const capped = completed < jobs;
    let drainPerSecond: number | null = null;
    let drainCapped = false;
    if (!capped) {
      await sleep(500);
      await database.db.transaction(async (tx) => {
        for (let j = 0; j < jobs; j++) {
          if (boss) await boss.send(name, emailPayload(j), { db: bossDbOfTx(tx) });
          else await enqueueJob(tx, { kind: name, payload: emailPayload(j) });
        }
      });
      const t1 = performance.now();
      let drained = 0;
      let end1 = t1;
      for (;;) {
        drained = (await completedCount(database, config.impl, name)) - jobs;
        end1 = performance.now();
        if (drained >= jobs || end1 - t1 > capMs) break;
        await sleep(25);
      }
      drainPerSecond = (drained / (end1 - t1)) * 1000;
      drainCapped = drained < jobs;
    }
    const runs = await Promise.all(children.map((c) => c.ask('runs')));
    const total = new Map<string, number>();
    for (const r of runs) for (const [id, n] of Object.entries(r.runs)) total.set(id, (total.get(id) ?? 0) + n);
    const seconds = (end - t0) / 1000;
    return {
      completed,
      seconds,
      completedPerSecond: completed / seconds,
      workerCpuMsPerJob:
        (runs.reduce((a, r) => a + r.cpuMs, 0) - cpuAtStart) /
        Math.max(
          1,
          runs.reduce((a, r) => a + Object.keys(r.runs).length, 0),
        ),
      enqueuedPerSecond: (jobs / enqueueMs) * 1000,
      capped,
      drainPerSecond,
      drainCapped,
      duplicates: [...total.values()].filter((n) => n > 1).length,
    };
  } finally {
    await Promise.all(children.map((c) => c.stop()));
  }
}

export interface LatencyResult {
  label: string;
  p50Ms: number[];
  p95Ms: number[];
  missed: number;
}

async function latencyRun(
  database: Database,
  url: string,
  config: QueueConfig,
  count: number,
): Promise<{ p50: number; p95: number; missed: number }> {
  const name = uniqueName('lat');
  const startedAt = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const running = await startQueue(
    database,
    url,
    config,
    name,
    (id) => {
      startedAt.set(id, performance.now());
      waiting.get(id)?.();
    },
    'hfq-lat-boss',
  );
  const boss = config.impl === 'boss' ? senderBoss(database) : null;
  const latencies: number[] = [];
  let missed = 0;
  try {
    await sleep(1_000);
    for (let i = 0; i < count; i++) {
      // A gap longer than pg-boss's default poll (2 s), so a send falls anywhere in its cycle (a
      // shorter one would start each send just after the tick that ran the last job).
      await sleep(50 + Math.random() * 2_000);
      let id = '';
      await database.db.transaction(async (tx) => {
        id = boss
          ? ((await boss.send(name, emailPayload(i), { db: bossDbOfTx(tx) })) ?? '')
          : await enqueueJob(tx, { kind: name, payload: emailPayload(i) });
      });
      const committed = performance.now();
      if (!startedAt.has(id)) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          waiting.set(id, resolve);
          timer = setTimeout(resolve, 10_000);
        });
        clearTimeout(timer);
        waiting.delete(id);
      }
      const at = startedAt.get(id);
      if (at === undefined) missed += 1;
      // A handler starting before the sender saw its COMMIT answer counts as 0.
      else latencies.push(Math.max(0, at - committed));
    }
  } finally {
    await running.stop();
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), missed };
}

export interface MemoryResult {
  label: string;
  rssMb: number[];
  heapUsedMb: number[];
  connections: number[];
  maxConnections: number[];
  /** Statements the idle process sent per minute (counted in node-postgres). */
  idleQueriesPerMinute: number[];
  /** CPU time the idle process used per minute (ms). */
  idleCpuMsPerMinute: number[];
}

async function memoryRun(
  database: Database,
  url: string,
  config: QueueConfig | null,
  idleMs: number,
): Promise<{
  rss: number;
  heapUsed: number;
  connections: number;
  maxConnections: number;
  queriesPerMin: number;
  cpuMsPerMin: number;
}> {
  const appName = `hfq-mem-${randomBytes(3).toString('hex')}`;
  const name = uniqueName('mem');
  if (config?.impl === 'boss') await senderBoss(database).createQueue(name, { name, ...EMAIL_QUEUE });
  const child = new Child({ mode: 'idle', url, config, name, appName });
  const count = async () =>
    (
      await database.pool!.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where application_name like $1 || '%'`,
        [appName],
      )
    ).rows[0]!.n;
  try {
    await child.wait('ready');
    await sleep(2_000);
    const before = await child.ask('mem');
    const t0 = performance.now();
    let max = 0;
    while (performance.now() - t0 < idleMs) {
      max = Math.max(max, await count());
      await sleep(500);
    }
    const connections = await count();
    const mem = await child.ask('mem');
    return {
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      connections,
      maxConnections: Math.max(max, connections),
      queriesPerMin: ((mem.queries - before.queries) / (performance.now() - t0)) * 60_000,
      cpuMsPerMin: ((mem.cpuMs - before.cpuMs) / (performance.now() - t0)) * 60_000,
    };
  } finally {
    await child.stop();
  }
}

export interface OnceResult {
  label: string;
  jobs: number;
  completed: number;
  ranOnce: number;
  ranTwiceOrMore: number;
  neverRan: number;
  perInstance: number[];
  seconds: number;
}

async function onceRun(database: Database, url: string, config: QueueConfig, jobs: number): Promise<OnceResult> {
  const name = uniqueName('once');
  const boss = config.impl === 'boss' ? senderBoss(database) : null;
  if (boss) await boss.createQueue(name, { name, ...EMAIL_QUEUE });
  await produce(jobs, PRODUCERS, (j) => (boss ? enqueueBoss(database, boss, name, j) : enqueueOurs(database, name, j)));
  const children = [0, 1].map((k) => new Child({ mode: 'worker', url, config, name, appName: `hfq-once-${k}` }));
  try {
    await Promise.all(children.map((c) => c.wait('ready')));
    const t0 = performance.now();
    let completed = 0;
    while (performance.now() - t0 < 240_000) {
      completed = await completedCount(database, config.impl, name);
      if (completed >= jobs) break;
      await sleep(50);
    }
    const seconds = (performance.now() - t0) / 1000;
    await sleep(1_000);
    const runs = await Promise.all(children.map((c) => c.ask('runs')));
    const total = new Map<string, number>();
    for (const r of runs) for (const [id, n] of Object.entries(r.runs)) total.set(id, (total.get(id) ?? 0) + n);
    const counts = [...total.values()];
    return {
      label: label(config),
      jobs,
      completed,
      ranOnce: counts.filter((n) => n === 1).length,
      ranTwiceOrMore: counts.filter((n) => n > 1).length,
      neverRan: jobs - total.size,
      perInstance: runs.map((r) => Object.keys(r.runs).length),
      seconds,
    };
  } finally {
    await Promise.all(children.map((c) => c.stop()));
  }
}

export interface CrashResult {
  label: string;
  settings: string;
  /** From the first handler start (the claim) to the job ending on the other instance (null: never). */
  doneAfterClaimMs: number | null;
  /** From the SIGKILL to the job ending on the other instance. */
  doneAfterKillMs: number | null;
  handlerRuns: number;
  finalState: string;
}

async function crashRun(database: Database, url: string, config: QueueConfig, settings: string): Promise<CrashResult> {
  const name = uniqueName('crash');
  const boss = config.impl === 'boss' ? senderBoss(database) : null;
  if (boss) await boss.createQueue(name, { name, ...EMAIL_QUEUE, ...(config.impl === 'boss' ? config.queue : {}) });
  const doomed = new Child({ mode: 'worker', url, config, name, hang: true, appName: 'hfq-crash-a' });
  let survivor: Child | null = null;
  try {
    await doomed.wait('ready');
    await database.db.transaction(async (tx) => {
      if (boss) await boss.send(name, emailPayload(0), { db: bossDbOfTx(tx) });
      else await enqueueJob(tx, { kind: name, payload: emailPayload(0) });
    });
    const claimed = await doomed.wait('started', 30_000);
    // The other instance starts while the first one's handler runs (both "up"), then the first dies.
    survivor = new Child({ mode: 'worker', url, config, name, appName: 'hfq-crash-b' });
    await survivor.wait('ready');
    const killedAt = Date.now();
    await doomed.kill();
    let doneAt: number | null = null;
    const t0 = performance.now();
    while (performance.now() - t0 < 180_000) {
      if ((await completedCount(database, config.impl, name)) >= 1) {
        doneAt = Date.now();
        break;
      }
      await sleep(100);
    }
    const runs = await survivor.ask('runs');
    const state =
      config.impl === 'ours'
        ? await database.pool!.query<{ s: string }>(
            `select status || ', attempts ' || attempts as s from jobs where kind = $1`,
            [name],
          )
        : await database.pool!.query<{ s: string }>(
            `select state || ', retry_count ' || retry_count as s from pgboss.job where name = $1`,
            [name],
          );
    return {
      label: label(config),
      settings,
      doneAfterClaimMs: doneAt === null ? null : doneAt - claimed.at,
      doneAfterKillMs: doneAt === null ? null : doneAt - killedAt,
      handlerRuns: doomed.started.length + Object.values(runs.runs).reduce((a, b) => a + b, 0),
      finalState: state.rows.map((r) => r.s).join('; '),
    };
  } finally {
    await doomed.kill();
    await survivor?.stop();
  }
}

// ---------------------------------------------------------------------------
// The whole comparison
// ---------------------------------------------------------------------------

export const PARTS = ['startup', 'schema', 'enqueue', 'throughput', 'latency', 'memory', 'once', 'crash'] as const;
export type Part = (typeof PARTS)[number];

export interface JobQueueBenchOptions {
  adminUrl: string;
  reps: number;
  jobs: number;
  latencyJobs: number;
  onceJobs: number;
  idleMs: number;
  throughputCapMs: number;
  parts: readonly Part[];
  log?: (line: string) => void;
}

export interface JobQueueResult {
  database: string;
  pgBossVersion: string;
  node: string;
  cpus: number;
  loadAverage: { start: number[]; end: number[] };
  options: Omit<JobQueueBenchOptions, 'log' | 'adminUrl'>;
  startup?: StartupResult;
  schema?: SchemaResult;
  enqueue?: RateRuns[];
  throughput?: ThroughputResult[];
  latency?: LatencyResult[];
  memory?: MemoryResult[];
  once?: OnceResult[];
  crash?: CrashResult[];
}

const OURS: QueueConfig = { impl: 'ours' };
const BOSS_DEFAULT: QueueConfig = { impl: 'boss', pollSeconds: 2, batchSize: 1 };
const BOSS_MIN: QueueConfig = { impl: 'boss', pollSeconds: 0.5, batchSize: 1 };
const BOSS_BATCH: QueueConfig = { impl: 'boss', pollSeconds: 0.5, batchSize: 50 };
const BOSS_SHARED_POOL: QueueConfig = { impl: 'boss', pollSeconds: 2, batchSize: 1, sharedPool: true };

export async function measureJobQueue(options: JobQueueBenchOptions): Promise<JobQueueResult> {
  const log = options.log ?? (() => {});
  const { version: pgBossVersion } = createRequire(import.meta.url)('pg-boss/package.json') as { version: string };
  const plan = planPostgresDatabase(options.adminUrl);
  const { log: _log, adminUrl: _admin, ...shown } = options;
  const result: JobQueueResult = {
    database: redactUrl(plan.url),
    pgBossVersion,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: { start: os.loadavg(), end: [] },
    options: shown,
  };
  const has = (p: Part) => options.parts.includes(p);
  await plan.create();
  let database: Database | null = null;
  try {
    database = await openDatabase({ databaseUrl: plan.url, poolMax: 10 });
    await migrateDatabase(database);
    const url = plan.url;
    const reps = options.reps;

    if (has('startup')) {
      log('startup: pg-boss first and warm start, our worker start...');
      result.startup = await measureStartup(database, url, reps);
    }
    if (has('schema')) {
      log('schema: what pg-boss adds...');
      result.schema = await measureSchema(database, url);
    }
    // Every later part needs pg-boss's schema: a start installs it (the schema part leaves it).
    {
      const boss = new PgBoss({ connectionString: url });
      boss.on('error', () => {});
      await boss.start();
      await boss.stop({ graceful: false, timeout: 1_000 });
    }
    if (has('enqueue')) {
      log(`enqueue: ${options.jobs} jobs, one transaction each, ${PRODUCERS} producers...`);
      result.enqueue = await measureEnqueue(database, options.jobs, reps);
    }
    if (has('throughput')) {
      const configs = [OURS, BOSS_MIN, BOSS_BATCH];
      const table: ThroughputResult[] = [];
      for (const instances of [1, 2]) for (const c of configs) table.push({ label: label(c), instances, runs: [] });
      for (let i = 0; i < reps; i++) {
        for (const instances of [1, 2]) {
          for (const c of configs) {
            log(`throughput: ${label(c)}, ${instances} instance(s), run ${i + 1}/${reps}...`);
            const run = await throughputRun(database, url, c, instances, options.jobs, options.throughputCapMs);
            table.find((t) => t.label === label(c) && t.instances === instances)!.runs.push(run);
          }
        }
      }
      result.throughput = table;
    }
    if (has('latency')) {
      const configs = [OURS, BOSS_DEFAULT, BOSS_MIN];
      const table: LatencyResult[] = configs.map((c) => ({ label: label(c), p50Ms: [], p95Ms: [], missed: 0 }));
      for (let i = 0; i < reps; i++) {
        for (const [k, c] of configs.entries()) {
          log(`latency: ${label(c)}, ${options.latencyJobs} jobs, run ${i + 1}/${reps}...`);
          const r = await latencyRun(database, url, c, options.latencyJobs);
          table[k]!.p50Ms.push(r.p50);
          table[k]!.p95Ms.push(r.p95);
          table[k]!.missed += r.missed;
        }
      }
      result.latency = table;
    }
    if (has('memory')) {
      const configs: [string, QueueConfig | null][] = [
        ['baseline: the app pool, no worker', null],
        [label(OURS), OURS],
        [label(BOSS_DEFAULT), BOSS_DEFAULT],
        [label(BOSS_SHARED_POOL), BOSS_SHARED_POOL],
      ];
      const table: MemoryResult[] = configs.map(([l]) => ({
        label: l,
        rssMb: [],
        heapUsedMb: [],
        connections: [],
        maxConnections: [],
        idleQueriesPerMinute: [],
        idleCpuMsPerMinute: [],
      }));
      for (let i = 0; i < reps; i++) {
        for (const [k, [l, c]] of configs.entries()) {
          log(`memory: ${l}, idle ${options.idleMs / 1000} s, run ${i + 1}/${reps}...`);
          const r = await memoryRun(database, url, c, options.idleMs);
          const row = table[k]!;
          row.rssMb.push(r.rss / 2 ** 20);
          row.heapUsedMb.push(r.heapUsed / 2 ** 20);
          row.connections.push(r.connections);
          row.maxConnections.push(r.maxConnections);
          row.idleQueriesPerMinute.push(r.queriesPerMin);
          row.idleCpuMsPerMinute.push(r.cpuMsPerMin);
        }
      }
      result.memory = table;
    }
    if (has('once')) {
      result.once = [];
      for (const c of [OURS, BOSS_MIN, BOSS_BATCH]) {
        log(`exactly once: ${options.onceJobs} jobs, 2 instances, ${label(c)}...`);
        result.once.push(await onceRun(database, url, c, options.onceJobs));
      }
    }
    if (has('crash')) {
      result.crash = [];
      log('crash: ours, lease 10 s...');
      result.crash.push(
        await crashRun(
          database,
          url,
          { impl: 'ours', options: { leaseMs: 10_000 } },
          'leaseMs 10 s (app: 5 min), poll 5 s (app: 5 s)',
        ),
      );
      log('crash: pg-boss, expireInSeconds 10, maintenance every 1 s, retryDelay 1 s...');
      result.crash.push(
        await crashRun(
          database,
          url,
          {
            impl: 'boss',
            pollSeconds: 0.5,
            batchSize: 1,
            boss: { maintenanceIntervalSeconds: 1 },
            queue: { expireInSeconds: 10, retryDelay: 1 },
          },
          'expireInSeconds 10 (default 15 min), maintenance 1 s (default 120 s), retryDelay 1 s with backoff (email: 60 s), poll 0.5 s',
        ),
      );
    }
  } finally {
    await database?.close();
    await plan.drop();
  }
  result.loadAverage.end = os.loadavg();
  return result;
}

// ---------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------

const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : 'n/a');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : 'n/a');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : 'n/a');
const list = (xs: number[], fmt: (x: number) => string) => xs.map(fmt).join(', ');

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}

export function renderJobQueue(r: JobQueueResult): string {
  const out: string[] = [];
  out.push(
    `Job queue bench: pg-boss ${r.pgBossVersion}, Node ${r.node}, ${r.cpus} CPUs, ${r.database}; ` +
      `load average at start ${r.loadAverage.start.map((x) => x.toFixed(2)).join(' ')}, ` +
      `at end ${r.loadAverage.end.map((x) => x.toFixed(2)).join(' ')}. Medians of ${r.options.reps} interleaved runs (each run in brackets).`,
  );
  if (r.startup) {
    const s = r.startup;
    out.push(
      '\n### Start-up\n',
      table(
        ['what', 'median ms', 'runs'],
        [
          ['pg-boss start(), no schema yet (creates it)', f1(median(s.bossFirstMs)), list(s.bossFirstMs, f1)],
          [
            'pg-boss createQueue (first time: a partition)',
            f1(median(s.bossCreateQueueMs)),
            list(s.bossCreateQueueMs, f1),
          ],
          ['pg-boss start(), schema present', f1(median(s.bossWarmMs)), list(s.bossWarmMs, f1)],
          ['our JobWorker start() until it listens', f1(median(s.oursMs)), list(s.oursMs, f1)],
        ],
      ),
    );
  }
  if (r.schema) {
    const s = r.schema;
    out.push(
      '\n### Schema\n',
      `pg-boss adds schema \`pgboss\`: ${Object.entries(s.bossSchema)
        .map(
          ([k, n]) =>
            `${n} ${n === 1 ? k : k === 'index' ? 'indexes' : k === 'partitioned index' ? 'partitioned indexes' : `${k}s`}`,
        )
        .join(', ')} (${s.bossObjects.join(', ')}). ` +
        `Tables the backup copies (public schema): ${s.publicTablesBefore} before, ${s.publicTablesAfter} after; ` +
        `the backup ${s.backupSeesBoss ? 'sees' : 'does NOT see'} pg-boss's tables.`,
    );
  }
  if (r.enqueue) {
    out.push(
      `\n### Enqueue (${r.options.jobs} jobs, each in its own transaction, ${PRODUCERS} producers, no worker)\n`,
      table(
        ['queue', 'median jobs/s', 'runs', 'sender CPU ms/job (median)', 'jobs left by a rolled-back transaction'],
        r.enqueue.map((e) => [
          e.label,
          f0(median(e.jobsPerSecond)),
          list(e.jobsPerSecond, f0),
          f2(median(e.cpuMsPerJob)),
          String(e.leftByRollback ?? 'n/a'),
        ]),
      ),
    );
  }
  if (r.throughput) {
    out.push(
      `\n### End to end (${r.options.jobs} jobs enqueued while the workers run; completed/s from the first enqueue to the last job ended; cap ${r.options.throughputCapMs / 1000} s)\n`,
      table(
        [
          'queue',
          'instances',
          'median completed/s',
          'runs',
          'enqueued/s (median)',
          'capped runs',
          'backlog drain jobs/s (median)',
          'drain runs',
          'worker CPU ms/job (median)',
          'duplicate runs',
        ],
        r.throughput.map((t) => [
          t.label,
          String(t.instances),
          f1(median(t.runs.map((x) => x.completedPerSecond))),
          list(
            t.runs.map((x) => x.completedPerSecond),
            f1,
          ),
          f0(median(t.runs.map((x) => x.enqueuedPerSecond))),
          t.runs
            .filter((x) => x.capped)
            .map((x) => `${x.completed}/${r.options.jobs}`)
            .join(', ') || '-',
          f1(median(t.runs.flatMap((x) => (x.drainPerSecond === null ? [] : [x.drainPerSecond])))),
          t.runs
            .map((x) =>
              x.drainPerSecond === null ? 'n/a' : `${f1(x.drainPerSecond)}${x.drainCapped ? ' (capped)' : ''}`,
            )
            .join(', '),
          f2(median(t.runs.map((x) => x.workerCpuMsPerJob))),
          String(t.runs.reduce((a, x) => a + x.duplicates, 0)),
        ]),
      ),
    );
  }
  if (r.latency) {
    out.push(
      `\n### Latency, commit to handler start (${r.options.latencyJobs} single jobs per run, idle)\n`,
      table(
        ['queue', 'p50 ms (median)', 'p50 runs', 'p95 ms (median)', 'p95 runs', 'missed'],
        r.latency.map((l) => [
          l.label,
          f1(median(l.p50Ms)),
          list(l.p50Ms, f1),
          f1(median(l.p95Ms)),
          list(l.p95Ms, f1),
          String(l.missed),
        ]),
      ),
    );
  }
  if (r.memory) {
    const base = r.memory[0]!;
    const b = (xs: number[]) => median(xs);
    out.push(
      `\n### Memory and connections (a process running only the worker, idle ${r.options.idleMs / 1000} s; RSS and heap after GC)\n`,
      table(
        [
          'process',
          'RSS MB',
          'RSS runs',
          'extra RSS',
          'heap used MB',
          'extra heap',
          'connections held',
          'max seen',
          'statements/min idle',
          'CPU ms/min idle',
        ],
        r.memory.map((m) => [
          m.label,
          f1(b(m.rssMb)),
          list(m.rssMb, f1),
          m === base ? '-' : f1(b(m.rssMb) - b(base.rssMb)),
          f1(b(m.heapUsedMb)),
          m === base ? '-' : f1(b(m.heapUsedMb) - b(base.heapUsedMb)),
          f0(b(m.connections)),
          f0(b(m.maxConnections)),
          f0(b(m.idleQueriesPerMinute)),
          f0(b(m.idleCpuMsPerMinute)),
        ]),
      ),
    );
  }
  if (r.once) {
    out.push(
      '\n### Exactly once across two instances (no failure injected)\n',
      table(
        ['queue', 'jobs', 'completed', 'ran once', 'ran 2+ times', 'never ran', 'jobs per instance', 'seconds'],
        r.once.map((o) => [
          o.label,
          String(o.jobs),
          String(o.completed),
          String(o.ranOnce),
          String(o.ranTwiceOrMore),
          String(o.neverRan),
          o.perInstance.join(' / '),
          f1(o.seconds),
        ]),
      ),
    );
  }
  if (r.crash) {
    out.push(
      '\n### A handler whose instance dies mid-job (SIGKILL), another instance running\n',
      table(
        ['queue', 'settings', 'ended after the claim (s)', 'after the kill (s)', 'handler runs', 'final row'],
        r.crash.map((c) => [
          c.label,
          c.settings,
          c.doneAfterClaimMs === null ? 'never (180 s)' : f1(c.doneAfterClaimMs / 1000),
          c.doneAfterKillMs === null ? '-' : f1(c.doneAfterKillMs / 1000),
          String(c.handlerRuns),
          c.finalState,
        ]),
      ),
    );
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------
// Run alone
// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const childAt = args.indexOf('--child');
  if (childAt >= 0) {
    await childMain(JSON.parse(args[childAt + 1]!) as ChildSpec).catch((err: unknown) => {
      process.send?.({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies FromChild);
      process.exit(1);
    });
    return;
  }
  const quick = args.includes('--quick');
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const parts = (value('--only')?.split(',') ?? PARTS) as Part[];
  const unknown = parts.filter((p) => !PARTS.includes(p));
  if (unknown.length) throw new Error(`unknown part(s): ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  const options: JobQueueBenchOptions = {
    adminUrl: process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres',
    reps: Number(value('--reps') ?? (quick ? 1 : 3)),
    jobs: Number(value('--jobs') ?? (quick ? 500 : 2_000)),
    latencyJobs: quick ? 15 : 50,
    onceJobs: quick ? 200 : 1_000,
    idleMs: quick ? 5_000 : 15_000,
    throughputCapMs: Number(value('--cap') ?? (quick ? 15 : 60)) * 1000,
    parts,
    log: (line) => console.log(`  ${line}`),
  };
  console.log(
    `Job queue bench (load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
  );
  const result = await measureJobQueue(options);
  console.log(`\n${renderJobQueue(result)}\n`);
  const out = value('--json');
  if (out) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`JSON: ${out}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    () => {
      if (!process.argv.includes('--child')) process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
