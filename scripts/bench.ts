/**
 * `npm run bench`: load-test the REAL Holdfast server (API only) on each database.
 *
 *   npm run bench                       the embedded PostgreSQL only (fresh temporary DATA_DIR)
 *   npm run bench -- --quick            3 s per scenario (after the same 2 s warm-up)
 *   npm run bench -- overhead           only the request overhead (bench/overhead.ts), first database
 *   npm run bench -- deltas             only the concurrent deltas on one row (bench/concurrent-deltas.ts)
 *   npm run bench -- job-queue          our job queue against pg-boss (bench/job-queue.ts; --quick for a short run)
 *   npm run bench -- --signed-in-only   only a family's signed-in pages in Chromium and Lighthouse (bench/signed-in.ts)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *                                       embedded, then PostgreSQL in a fresh database
 *                                       holdfast_bench_<random> (dropped at the end)
 *
 * Environment: BENCH_DATABASE_URL (wins over DATABASE_URL; the URL only has to reach a
 * database where CREATE DATABASE is allowed), BENCH_DURATION (s, default 10, --quick 3),
 * BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 50),
 * BENCH_DB_ITERATIONS (in-process queries, default 10000, --quick 2000), BENCH_ONLY (a pattern:
 * only the parts named so), BENCH_DATABASES (e.g. "postgres": only those of embedded,postgres).
 *
 * ADDING AN ENDPOINT: append an entry to SCENARIOS in scripts/bench/scenarios.ts
 * ({ name, method, path, body?, headers?, setup?, databases?, targets? }); the file's header
 * has an example. Nothing else changes.
 *
 * What it does, per database: start the compiled server as `npm start` does (building first
 * when the build is not current) on a free port
 * with LOG_LEVEL=warn (the child is the serving process, so its /proc memory is the
 * server's), wait for GET /api/health = 200, run each scenario with autocannon (one run on
 * the same connections: warm-up until every connection has been answered, then the measured
 * window; see measureHttp in scripts/bench/measure.ts for why), sample the server's RSS
 * every 100 ms, stop it with SIGTERM and require exit code 0 within 10 s. It also times one database read in-process (Drizzle,
 * `select count(*) from profiles`): on PostgreSQL against the bench database, embedded against
 * a SEPARATE embedded PostgreSQL in a throwaway folder (the server's DATA_DIR is its own).
 *
 * Prints a table, writes dist/bench/bench-<timestamp>.json, and exits non-zero when any
 * request failed (connection error, timeout, non-2xx), a declared target was missed, the
 * server did not shut down cleanly, or a step crashed. Temporary folders, the bench
 * database and the server process are cleaned up on every path, Ctrl-C included.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { measureConcurrentDeltas, type DeltaResult } from './bench/concurrent-deltas';
import { startCpuMeter, waitForQuietCpu } from './bench/cpu';
import { makeTempDir, planPostgresDatabase, redactUrl, removeDir } from './bench/databases';
import { measureFanout, type FanoutResult } from './bench/fanout';
import { formatHouseholdSize, measureHouseholdSize, type HouseholdSize } from './bench/household-size';
import { benchLanding, formatLanding, type LandingBench } from './bench/lighthouse';
import { measureDbRead, measureHttp, type Measurement } from './bench/measure';
import { measureOverhead, overheadFailures, renderOverhead, type OverheadResult } from './bench/overhead';
import { describeTarget, judgeTarget, mb, renderTable, writeJson } from './bench/report';
import { measureFloorSaves, measureResourceSaves, type FloorResult, type SaveResult } from './bench/resources-save';
import { SCENARIOS, type DatabaseKind } from './bench/scenarios';
import { BenchServer, REPO_ROOT, type StopResult } from './bench/server';
import { benchSignedIn, formatSignedIn, signedInFailures, type SignedInBench } from './bench/signed-in';
import { buildState } from './build-stamp.mjs';
import { SERVER_ENTRY } from './server-command.mjs';

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: npm run bench [-- --quick] [-- overhead | deltas | job-queue | --signed-in-only]\n' +
      'Env: DATABASE_URL or BENCH_DATABASE_URL (adds PostgreSQL), BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_DB_ITERATIONS',
  );
  process.exit(0);
}
const unknownArgs = args.filter((a) => !['--quick', 'overhead', 'deltas', 'job-queue', '--signed-in-only'].includes(a));
if (unknownArgs.length) {
  console.error(`Unknown argument(s): ${unknownArgs.join(' ')} (try --help)`);
  process.exit(2);
}
const quick = args.includes('--quick');
/**
 * BENCH_ONLY (a case-insensitive pattern): only the parts whose names match it, for working on one
 * of them: a scenario's name, or "overhead", "deltas", "tracker save", "fan-out", "database size",
 * "landing". Unset: everything.
 */
const onlyPattern = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (part: string) => !onlyPattern || onlyPattern.test(part);
// Our job queue against pg-boss on the same PostgreSQL (decision 268): its own script and table,
// about 35 minutes in full (--quick: one run of each part, a few minutes).
if (args.includes('job-queue')) {
  const run = spawnSync('npx', ['tsx', 'scripts/bench/job-queue.ts', ...(quick ? ['--quick'] : [])], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
const overheadOnly = args.includes('overhead');
const deltasOnly = args.includes('deltas');
const signedInOnly = args.includes('--signed-in-only');

function envNumber(name: string, fallback: number, { integer = true, min = 1 } = {}): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    console.error(`Invalid ${name}="${raw}": expected ${integer ? 'a whole number' : 'a number'} >= ${min}`);
    process.exit(2);
  }
  return value;
}

const config = {
  quick,
  durationS: envNumber('BENCH_DURATION', quick ? 3 : 10),
  // Not shorter in --quick: opening 50 connections to a saturated server starves some of them for
  // ~1-3 s on this 2-core box (any Node server, PGlite makes it longer); that must not be measured.
  warmupS: envNumber('BENCH_WARMUP', 2, { min: 0 }),
  connections: envNumber('BENCH_CONNECTIONS', 50),
  dbIterations: envNumber('BENCH_DB_ITERATIONS', quick ? 2000 : 10_000),
  dbWarmup: quick ? 200 : 1000,
  dbConcurrency: 10,
  shutdownGraceMs: 10_000,
};
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || undefined;
const OUTPUT_DIR = path.join(REPO_ROOT, 'dist', 'bench');

// ---------------------------------------------------------------------------
// Cleanup that runs on every path (normal end, error, Ctrl-C)
// ---------------------------------------------------------------------------

type Cleanup = { label: string; run: () => Promise<unknown> };
const cleanups: Cleanup[] = [];

function onCleanup(label: string, run: () => Promise<unknown>): Cleanup {
  const entry = { label, run };
  cleanups.push(entry);
  return entry;
}

/** Run (LIFO) and forget the given cleanups, or all of them. Never throws. */
async function runCleanups(only?: Cleanup[]): Promise<void> {
  const selected = only ?? [...cleanups];
  for (const entry of [...selected].reverse()) {
    const i = cleanups.indexOf(entry);
    if (i === -1) continue; // already done
    cleanups.splice(i, 1);
    try {
      await entry.run();
    } catch (err) {
      console.error(`  cleanup failed (${entry.label}): ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

let interrupted = false;
let interruptedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Ctrl-C reaches this process twice: from the terminal and relayed by the tsx CLI. Only a
    // second press (well after the first) forces the exit.
    if (interrupted && Date.now() - interruptedAt < 1500) return;
    if (interrupted) {
      console.error(`\n${signal} again: killing the server and exiting without further cleanup.`);
      for (const s of BenchServer.running) s.killNow();
      process.exit(130);
    }
    interrupted = true;
    interruptedAt = Date.now();
    console.error(`\n${signal}: stopping the bench and cleaning up (press Ctrl-C again to force)...`);
    void runCleanups().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
// Last resort: never leave a server running behind us.
process.on('exit', () => {
  for (const s of BenchServer.running) s.killNow();
});

// ---------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------

/** The bench runs the compiled server and the built SPA, as `npm start` does: build them when not current. */
async function ensureWebBuilt(): Promise<void> {
  const indexHtml = path.join(REPO_ROOT, SERVER_ENTRY);
  const state = await buildState(REPO_ROOT);
  if (state.current) return;
  console.log(`The build is not current (${state.reason}): running npm run build...`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  if (!existsSync(indexHtml)) throw new Error(`npm run build exited with ${code} and did not produce ${indexHtml}`);
  if (code !== 0) console.warn(`npm run build exited with ${code}, but ${indexHtml} exists: continuing.`);
}

interface ServerSummary {
  database: DatabaseKind;
  databaseName?: string;
  pid?: number;
  commandLine: string | null;
  /** From launch to GET /api/health = 200 on an empty DATA_DIR (the embedded cluster is created). */
  startMs: number;
  /** The same, started again on the data of the run (issue 19: at most 3 s). */
  warmStartMs?: number;
  idleRss: number | null;
  /** VmHWM at the end of the run: the process's peak resident set, start-up included. */
  peakRss: number | null;
  /** Highest VmRSS sampled every 100 ms while a scenario ran. */
  maxRssUnderLoad: number | null;
  /**
   * Embedded only: the whole app's memory, Node's RSS + the PSS of every embedded PostgreSQL
   * process (postmaster and children): idle after start, the highest sampled while a scenario ran,
   * and the highest sampled over the run (start-up included). An external PostgreSQL is not counted.
   */
  idleDbPss?: number | null;
  idleTotal?: number | null;
  maxTotalUnderLoad?: number | null;
  peakTotal?: number | null;
  shutdown: StopResult | null;
}

const measurements: Measurement[] = [];
const fanouts: (FanoutResult & { database: DatabaseKind })[] = [];
/** Issue 4: 1,000 SSE clients, one change, the last client has it in under 500 ms. */
const FANOUT_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 1000);
const FANOUT_TARGET_MS = 500;
const saves: (Omit<SaveResult, 'rows'> & { database: DatabaseKind })[] = [];
/** The same rows written by the bare minimum SQL from the bench process (PostgreSQL only). */
const floors: (FloorResult & { database: DatabaseKind })[] = [];
/**
 * Saving 21 changed rows at 20 concurrent users on PostgreSQL: p99 at most 60 ms, and at least
 * half the saves/s of the floor (the same rows written by one bare UPDATE from the bench) in the
 * same run (issue 41; issue 6 had asked p99 < 30 ms, which no save of 21 rows with its batches
 * and activity line met on this machine).
 */
const SAVE_USERS = 20;
const SAVE_TARGET_P99_MS = 60;
const SAVE_TARGET_FLOOR_SHARE = 0.5;
const deltaRuns: (DeltaResult & { database: DatabaseKind })[] = [];
/** Issue 35: devices sending +1 and -1 to one row at once; every delta answered 200 is stored. */
const DELTA_CLIENTS = 8;
/** Issue 19: healthy within 3 s of a warm start, within 10 s of a first start on an empty DATA_DIR. */
const WARM_START_TARGET_MS = 3000;
const FIRST_START_TARGET_MS = 10_000;
/** Issue 19: the embedded default at least 80% of an external PostgreSQL, in the same run. */
const EMBEDDED_SPEED_TARGET = 0.8;
/** Issue 19: the whole app (Node + embedded PostgreSQL) idle and at peak. */
const MEMORY_TARGET_IDLE_MB = 250;
const MEMORY_TARGET_PEAK_MB = 400;
const servers: ServerSummary[] = [];
const landings: (LandingBench & { database: DatabaseKind })[] = [];
/** Issue 41 (docs/scaling.md): the database's growth per household made as a family makes theirs. */
const householdSizes: (HouseholdSize & { database: DatabaseKind })[] = [];
const SIZE_HOUSEHOLDS = quick ? 10 : 40;
/** Issue 41: a family's signed-in first visits and Lighthouse on /dashboard (first database only). */
const signedIns: (SignedInBench & { database: DatabaseKind })[] = [];
const overheads: OverheadResult[] = [];
const failures: string[] = [];

async function benchDatabase(kind: DatabaseKind): Promise<void> {
  console.log(`\n== ${kind}${kind === 'postgres' ? ` (${redactUrl(postgresUrl!)})` : ''} ==`);
  const mine: Cleanup[] = [];
  try {
    const dataDir = await makeTempDir(kind);
    const dataDirCleanup = onCleanup(`remove ${dataDir}`, () => removeDir(dataDir));
    mine.push(dataDirCleanup);

    let databaseUrl: string | undefined;
    let databaseName: string | undefined;
    if (kind === 'postgres') {
      const bench = planPostgresDatabase(postgresUrl!);
      mine.push(onCleanup(`drop database ${bench.name}`, bench.drop));
      await bench.create();
      databaseUrl = bench.url;
      databaseName = bench.name;
      console.log(`  created database ${bench.name}`);
    }

    const startedAt = Date.now();
    const summary: ServerSummary = {
      database: kind,
      ...(databaseName ? { databaseName } : {}),
      commandLine: null,
      startMs: 0,
      idleRss: null,
      peakRss: null,
      maxRssUnderLoad: null,
      shutdown: null,
    };
    servers.push(summary);
    const server = await BenchServer.create({
      label: kind,
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      logLevel: 'warn',
    });
    // Registered before launch(): an interrupt during start-up still stops it.
    const serverCleanup = onCleanup(`stop the ${kind} server`, async () => {
      summary.peakRss = server.peakRss() || null;
      if (kind === 'embedded') summary.peakTotal = server.peakTotalMemory() || null;
      summary.shutdown = await server.stop(config.shutdownGraceMs);
    });
    mine.push(serverCleanup);
    await server.launch();
    summary.startMs = Date.now() - startedAt;
    summary.pid = server.pid;
    summary.commandLine = server.commandLine();
    console.log(
      `  server pid ${server.pid} healthy on ${server.baseUrl} after ${summary.startMs} ms: ${summary.commandLine ?? ''}`,
    );
    if (summary.commandLine && !summary.commandLine.includes(SERVER_ENTRY)) {
      failures.push(`${kind}: the measured pid ${server.pid} is not the server (${summary.commandLine})`);
    }
    await sleep(1000);
    summary.idleRss = server.memory()?.rss ?? null;
    if (kind === 'embedded') {
      summary.idleDbPss = server.databaseMemory()?.pss ?? null;
      summary.idleTotal =
        summary.idleRss !== null && summary.idleDbPss != null ? summary.idleRss + summary.idleDbPss : null;
    }

    if (overheads.length === 0 && !deltasOnly && !signedInOnly && wanted('overhead')) {
      try {
        console.log(`  request overhead: bare Hono vs ${kind} server, /api/community/stats, alternately...`);
        const r = await measureOverhead(server.baseUrl, kind, config);
        overheads.push(r);
        failures.push(...overheadFailures(r));
        console.log(
          `  overhead: bare ${r.bareRps.toFixed(0)}/s, Holdfast ${r.appRps.toFixed(0)}/s (${(r.ratio * 100).toFixed(1)}%)`,
        );
      } catch (err) {
        failures.push(`${kind} / overhead: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (overheadOnly) return;
    if (signedInOnly) {
      await benchSignedInOnce(kind, server.baseUrl);
      return;
    }

    if (!interrupted && wanted('deltas')) {
      try {
        const waited = await waitForQuietCpu();
        if (waited > 1500) console.log(`  (waited ${(waited / 1000).toFixed(1)} s for a quiet CPU)`);
        console.log(`  concurrent deltas: ${DELTA_CLIENTS} devices send +1/-1 to one row for ${config.durationS} s...`);
        const r = await measureConcurrentDeltas(server.baseUrl, DELTA_CLIENTS, config.durationS, config.warmupS);
        deltaRuns.push({ ...r, database: kind });
        console.log(
          `  deltas: ${r.rate.toFixed(0)} deltas/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
            `${r.failures} failures; ${r.acknowledged} acknowledged, ${r.resent} resent, expected ${r.expected}, stored ${r.stored}, lost ${r.lost}`,
        );
        if (r.failures) failures.push(`${kind} / concurrent deltas: ${r.failures} failed saves`);
        if (r.lost !== 0)
          failures.push(`${kind} / concurrent deltas: ${r.lost} lost (target 0; a resent save applied again counts 1)`);
      } catch (err) {
        failures.push(`${kind} / concurrent deltas: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (deltasOnly) return;

    for (const scenario of SCENARIOS) {
      if (scenario.databases && !scenario.databases.includes(kind)) continue;
      if (!wanted(scenario.name)) continue;
      if (interrupted) return;
      try {
        const overrides =
          (await scenario.setup?.({
            baseUrl: server.baseUrl,
            database: kind,
            ...(databaseUrl ? { databaseUrl } : {}),
          })) ?? {};
        console.log(
          `  ${scenario.name}: ${config.warmupS} s+ warm-up + ${config.durationS} s, ${config.connections} connections...`,
        );
        server.resetSampledMax();
        const cpu = startCpuMeter(server.pid, os.cpus().length);
        const m = await measureHttp(
          {
            baseUrl: server.baseUrl,
            scenario,
            overrides,
            connections: config.connections,
            durationS: config.durationS,
            warmupS: config.warmupS,
          },
          kind,
        );
        m.cpu = cpu.stop();
        m.serverMaxRss = server.sampledMaxRss();
        summary.maxRssUnderLoad = Math.max(summary.maxRssUnderLoad ?? 0, m.serverMaxRss) || null;
        if (kind === 'embedded')
          summary.maxTotalUnderLoad = Math.max(summary.maxTotalUnderLoad ?? 0, server.sampledMaxTotalMemory()) || null;
        record(m, scenario.targets?.[kind]);
      } catch (err) {
        if (interrupted) return;
        const message = err instanceof Error ? err.message : String(err);
        failures.push(`${kind} / ${scenario.name}: ${message}`);
        console.error(`  ${scenario.name} failed: ${message}`);
      }
    }

    if (!interrupted && wanted('tracker save')) {
      try {
        // The step before leaves work behind (PostgreSQL's writer, autocannon's exit): the save
        // rate of both databases is compared, so each starts on a machine as quiet as it gets.
        const waited = await waitForQuietCpu();
        if (waited > 1500) console.log(`  (waited ${(waited / 1000).toFixed(1)} s for a quiet CPU)`);
        console.log(`  tracker save: ${SAVE_USERS} users each PUT 21 rows for ${config.durationS} s...`);
        const r = await measureResourceSaves(server.baseUrl, SAVE_USERS, config.durationS, config.warmupS);
        const { rows: _rows, ...saved } = r;
        saves.push({ ...saved, database: kind });
        console.log(
          `  save: ${r.rps.toFixed(0)} saves/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failures} failures; first load (seeding) p50 ${r.firstLoadP50.toFixed(1)} ms`,
        );
        if (r.failures) failures.push(`${kind} / tracker save: ${r.failures} failed saves`);
        if (databaseUrl) {
          await waitForQuietCpu();
          const f = await measureFloorSaves(databaseUrl, r.rows, config.durationS, config.warmupS);
          floors.push({ ...f, database: kind });
          console.log(
            `  floor (one bare UPDATE of the same rows): ${f.rps.toFixed(0)} saves/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms; the app's save is ${((100 * r.rps) / f.rps).toFixed(0)} % of it`,
          );
          if (kind === 'postgres' && !(r.rps >= SAVE_TARGET_FLOOR_SHARE * f.rps))
            failures.push(
              `${kind} / tracker save: ${((100 * r.rps) / f.rps).toFixed(0)} % of the floor's saves/s (target at least ${100 * SAVE_TARGET_FLOOR_SHARE} %)`,
            );
        }
        if (kind === 'postgres' && !(r.p99 <= SAVE_TARGET_P99_MS)) {
          failures.push(`${kind} / tracker save: p99 ${r.p99.toFixed(1)} ms (target at most ${SAVE_TARGET_P99_MS} ms)`);
        }
      } catch (err) {
        failures.push(`${kind} / tracker save: ${err instanceof Error ? err.message : String(err)}`);
      }
    }

    if (!interrupted && wanted('fan-out')) {
      try {
        console.log(`  SSE fan-out: ${FANOUT_CLIENTS} clients on /api/realtime, one change...`);
        const f = await measureFanout(server.baseUrl, FANOUT_CLIENTS, () => server.memory()?.rss ?? null);
        fanouts.push({ ...f, database: kind });
        console.log(
          `  fan-out: ${f.received}/${f.clients} clients got the change; last after ${f.lastClientMs.toFixed(1)} ms ` +
            `(p50 ${f.p50ClientMs.toFixed(1)} ms); server RSS with ${f.clients} clients ${mb(f.rssWithClients)} MB`,
        );
        if (f.received !== f.clients)
          failures.push(`${kind} / SSE fan-out: only ${f.received} of ${f.clients} clients got the change`);
        else if (!(f.lastClientMs < FANOUT_TARGET_MS)) {
          failures.push(
            `${kind} / SSE fan-out: last client after ${f.lastClientMs.toFixed(1)} ms (target < ${FANOUT_TARGET_MS} ms)`,
          );
        }
      } catch (err) {
        failures.push(`${kind} / SSE fan-out: ${err instanceof Error ? err.message : String(err)}`);
      }
    }

    if (!interrupted && databaseUrl && wanted('database size')) {
      try {
        console.log(`  database size: ${SIZE_HOUSEHOLDS} families made through the API...`);
        const h = await measureHouseholdSize(server.baseUrl, databaseUrl, SIZE_HOUSEHOLDS);
        householdSizes.push({ ...h, database: kind });
        for (const line of formatHouseholdSize(h)) console.log(`  ${line}`);
      } catch (err) {
        failures.push(`${kind} / database size: ${err instanceof Error ? err.message : String(err)}`);
      }
    }

    // Issue 19: Lighthouse on / and /dashboard and the landing's JavaScript, once (first database),
    // last: its Chromium must not run beside a measured step.
    if (!interrupted && landings.length === 0 && wanted('landing')) {
      try {
        console.log('  landing: Lighthouse (mobile) on / and /dashboard, the landing JavaScript until idle...');
        const b = await benchLanding(server.baseUrl);
        landings.push({ ...b, database: kind });
        for (const line of formatLanding(kind, b)) console.log(`  ${line}`);
        failures.push(...b.failures.map((f) => `${kind} / landing: ${f}`));
      } catch (err) {
        failures.push(`${kind} / landing: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    await benchSignedInOnce(kind, server.baseUrl);

    // Stop the server (its data folder stays for the warm start below).
    await runCleanups([serverCleanup]);
    const stop = summary.shutdown as StopResult | null;
    if (!stop?.graceful) {
      failures.push(
        `${kind}: the server did not exit 0 within ${config.shutdownGraceMs / 1000} s of SIGTERM ` +
          `(code ${stop?.code ?? 'none'}, signal ${stop?.signal ?? 'none'}, after ${stop?.ms ?? '?'} ms)`,
      );
    }

    // Issue 19: a warm start, the same command on the data the run just wrote (its users, kits,
    // supplies): healthy within 3 s. The first start above began on an empty DATA_DIR.
    if (!interrupted) {
      try {
        const warmStarted = Date.now();
        const again = await BenchServer.create({
          label: `${kind} warm`,
          dataDir,
          ...(databaseUrl ? { databaseUrl } : {}),
          logLevel: 'warn',
        });
        const againCleanup = onCleanup(`stop the ${kind} warm-start server`, () => again.stop(config.shutdownGraceMs));
        try {
          await again.launch();
          summary.warmStartMs = Date.now() - warmStarted;
          console.log(`  warm start (existing data): healthy after ${summary.warmStartMs} ms`);
        } finally {
          await runCleanups([againCleanup]);
        }
        // A missed target is reported once, by the side-by-side table (issue19Table).
      } catch (err) {
        failures.push(`${kind} / warm start: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    // Drop the data folder now: nothing on disk may be left if Ctrl-C comes during what follows
    // (tsx's CLI SIGKILLs a child that does not acknowledge it within ~60 ms).
    await runCleanups([dataDirCleanup]);

    // One database read, timed in-process (the server is stopped: no CPU contention).
    if (interrupted) return;
    const dbReadOptions = {
      iterations: config.dbIterations,
      warmup: config.dbWarmup,
      concurrency: config.dbConcurrency,
    };
    /** Opens the database at `url`, times the read there, closes it. */
    const timeDbRead = async (url: string, label: string, migrate: boolean) => {
      const database = await openDatabase({ databaseUrl: url, poolMax: 10 });
      try {
        if (migrate) await migrateDatabase(database);
        console.log(
          `  db read (in-process, ${label}, ${config.dbIterations} queries, ${config.dbConcurrency} in flight)...`,
        );
        const cpu = startCpuMeter(undefined, os.cpus().length);
        const m = await measureDbRead(
          database,
          kind,
          `db read: count(*) profiles (drizzle, in-process, ${label})`,
          dbReadOptions,
        );
        m.cpu = cpu.stop();
        record(m, undefined);
      } finally {
        await database.close();
      }
    };
    if (kind === 'postgres') {
      await timeDbRead(databaseUrl!, 'pool 10', false);
    } else {
      // Never the server's data folder: a separate, throwaway embedded PostgreSQL.
      const dir = await makeTempDir('embedded-db-read');
      const embedded = await startEmbeddedPostgres({ dataDir: dir, poolMax: 10 });
      try {
        await timeDbRead(embedded.url, 'embedded PostgreSQL, pool 10', true);
      } finally {
        await embedded.stop();
        await removeDir(dir);
      }
    }
  } finally {
    await runCleanups(mine);
  }
}

/** Issue 41's signed-in pages, once (first database); its Chromium, like the landing's, runs alone. */
async function benchSignedInOnce(kind: DatabaseKind, baseUrl: string): Promise<void> {
  if (interrupted || signedIns.length > 0 || !wanted('signed in')) return;
  try {
    const waited = await waitForQuietCpu();
    if (waited > 1500) console.log(`  (waited ${(waited / 1000).toFixed(1)} s for a quiet CPU)`);
    console.log(
      "  signed in: a family's first visit to each signed-in page (JavaScript, long tasks), Lighthouse (mobile) on /dashboard first and repeat visit...",
    );
    const b = await benchSignedIn(baseUrl);
    signedIns.push({ ...b, database: kind });
    failures.push(...signedInFailures(b).map((f) => `${kind} / signed in: ${f}`));
  } catch (err) {
    failures.push(`${kind} / signed in: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function record(m: Measurement, target: Measurement['target']): void {
  if (target) m.target = target;
  m.targetMet = judgeTarget(m, target);
  measurements.push(m);
  const problems: string[] = [];
  if (m.errors) problems.push(`${m.errors} errors (${m.timeouts} timeouts)`);
  if (m.non2xx) problems.push(`${m.non2xx} non-2xx (${JSON.stringify(m.statusCodes)})`);
  if (m.count === 0) problems.push('no completed requests');
  if (m.targetMet === false) problems.push(`target missed (${describeTarget(target)})`);
  if (problems.length) failures.push(`${m.database} / ${m.scenario}: ${problems.join(', ')}`);
  const cpu = m.cpu
    ? `; CPU % of one core: ${m.kind === 'http' ? `server ${m.cpu.serverPct}, autocannon ${m.cpu.benchPct}` : `bench ${m.cpu.benchPct}`}, ` +
      `other processes ${m.cpu.otherPct}${m.database === 'postgres' ? ' (PostgreSQL included)' : ''}`
    : '';
  const ramp = m.kind === 'http' ? `; all connections answered after ${m.rampMs ?? 'never'} ms` : '';
  console.log(
    `    ${m.rate.toFixed(0)}/s, p50 ${m.p50Ms.toFixed(2)} ms, p99 ${m.p99Ms.toFixed(2)} ms, errors ${m.errors}` +
      (m.non2xx === null ? '' : `, non-2xx ${m.non2xx}`) +
      ramp +
      cpu,
  );
  if (m.note?.startsWith('NOT')) console.warn(`    ${m.note}`);
}

/**
 * Issue 19's targets side by side: the embedded default against an external PostgreSQL (speed
 * ratios, memory, start), one row per target, each marked met or MISSED (and counted as a failure
 * when missed). Without an external PostgreSQL in the run, the ratios say so.
 */
function renderModes(): string[] {
  const embedded = servers.find((s) => s.database === 'embedded');
  const postgres = servers.find((s) => s.database === 'postgres');
  const verdict = (ok: boolean | null, what: string) => {
    if (ok === false) failures.push(`issue 19 target missed: ${what}`);
    return ok === null ? '-' : ok ? 'met' : 'MISSED';
  };
  const lines = [
    '\n| issue 19 target | embedded (default) | PostgreSQL (DATABASE_URL) | embedded / PostgreSQL | target | result |',
    '|---|---:|---:|---:|---|---|',
  ];
  const speed = (label: string, e: number | undefined, p: number | undefined) => {
    const ratio = e !== undefined && p !== undefined && p > 0 ? e / p : null;
    const what = `${label}: embedded ${((ratio ?? 0) * 100).toFixed(0)}% of PostgreSQL`;
    lines.push(
      `| ${label} | ${e?.toFixed(0) ?? '-'}/s | ${p?.toFixed(0) ?? '-'}/s | ${ratio === null ? '-' : `${(ratio * 100).toFixed(0)}%`} | ` +
        `>= ${EMBEDDED_SPEED_TARGET * 100}% | ${verdict(ratio === null ? null : ratio >= EMBEDDED_SPEED_TARGET, what)} |`,
    );
  };
  const rate = (kind: DatabaseKind, scenario: string) =>
    measurements.find((m) => m.database === kind && m.scenario === scenario)?.rate;
  const save = (kind: DatabaseKind) => saves.find((r) => r.database === kind)?.rps;
  speed('tracker saves (21 rows, 20 users)', save('embedded'), save('postgres'));
  speed(
    'GET /api/community/stats',
    rate('embedded', 'GET /api/community/stats'),
    rate('postgres', 'GET /api/community/stats'),
  );
  speed(
    'public kit view (23 items)',
    rate('embedded', 'GET /api/kits/{id} (public, 23 items)'),
    rate('postgres', 'GET /api/kits/{id} (public, 23 items)'),
  );
  const mbOf = (b: number | null | undefined) => (b == null ? null : b / 1024 / 1024);
  const memory = (label: string, e: number | null, p: number | null, target: number) =>
    lines.push(
      `| ${label} | ${e === null ? '-' : `${e.toFixed(1)} MB`} | ${p === null ? '-' : `${p.toFixed(1)} MB (Node only)`} | | ` +
        `embedded <= ${target} MB | ${verdict(e === null ? null : e <= target, `${label}: ${e?.toFixed(1)} MB`)} |`,
    );
  memory(
    'memory idle (Node RSS + database PSS)',
    mbOf(embedded?.idleTotal),
    mbOf(postgres?.idleRss),
    MEMORY_TARGET_IDLE_MB,
  );
  memory('memory peak over the run', mbOf(embedded?.peakTotal), mbOf(postgres?.peakRss), MEMORY_TARGET_PEAK_MB);
  const start = (label: string, e: number | undefined, p: number | undefined, target: number) =>
    lines.push(
      `| ${label} | ${e === undefined ? '-' : `${e} ms`} | ${p === undefined ? '-' : `${p} ms`} | | <= ${target} ms | ` +
        `${verdict(e === undefined ? null : e <= target, `${label}: ${e} ms`)} |`,
    );
  start('first start, empty DATA_DIR (to healthy)', embedded?.startMs, postgres?.startMs, FIRST_START_TARGET_MS);
  start('warm start, existing data (to healthy)', embedded?.warmStartMs, postgres?.warmStartMs, WARM_START_TARGET_MS);
  return lines;
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

async function main(): Promise<number> {
  const startedAt = new Date();
  const databases: DatabaseKind[] = (
    postgresUrl && !overheadOnly && !signedInOnly ? ['embedded', 'postgres'] : ['embedded']
  ).filter(
    (kind) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(kind),
  ) as DatabaseKind[];
  console.log(
    `Holdfast bench: ${databases.join(' + ')}; ${config.connections} connections, ` +
      `${config.warmupS} s warm-up + ${config.durationS} s per scenario${quick ? ' (--quick)' : ''}; ` +
      `${os.cpus().length} CPUs, Node ${process.version}`,
  );
  if (!postgresUrl) console.log('(set DATABASE_URL or BENCH_DATABASE_URL to also bench PostgreSQL)');
  const loadAtStart = os.loadavg();
  const [load1] = loadAtStart;
  if (load1 !== undefined && load1 > os.cpus().length / 2) {
    console.warn(
      `Warning: load average ${load1.toFixed(2)} on ${os.cpus().length} CPUs: other work is running, numbers will be noisy.`,
    );
  }

  await ensureWebBuilt();
  for (const kind of databases) {
    if (interrupted) break;
    try {
      await benchDatabase(kind);
    } catch (err) {
      if (interrupted) break;
      const message = err instanceof Error ? err.message : String(err);
      failures.push(`${kind}: ${message}`);
      console.error(`  ${kind} bench failed: ${message}`);
    }
  }
  if (interrupted) return 130;

  if (measurements.length) console.log(`\n${renderTable(measurements)}\n`);
  if (overheads.length) console.log(`${renderOverhead(overheads)}\n`);
  for (const s of servers) {
    const stop = s.shutdown;
    console.log(
      `${s.database}: server peak RSS ${mb(s.peakRss)} MB (VmHWM, start-up included), ` +
        `max under load ${mb(s.maxRssUnderLoad)} MB, idle after start ${mb(s.idleRss)} MB; ` +
        `start ${s.startMs} ms; SIGTERM -> ${stop ? `exit ${stop.code ?? stop.signal} in ${stop.ms} ms` : 'not stopped'}`,
    );
    if (s.database === 'embedded') {
      console.log(
        `embedded: whole app (Node RSS + PostgreSQL PSS) idle ${mb(s.idleTotal ?? null)} MB ` +
          `(PostgreSQL ${mb(s.idleDbPss ?? null)} MB; target <= 250), max under load ${mb(s.maxTotalUnderLoad ?? null)} MB, ` +
          `peak ${mb(s.peakTotal ?? null)} MB (target <= 400)`,
      );
    }
  }
  // A run of the concurrent deltas alone measures nothing issue 19 compares.
  if (!deltasOnly && !signedInOnly) for (const line of renderModes()) console.log(line);
  if (saves.length) {
    console.log(
      '\n| database | tracker save (21 rows, 20 users) | saves/s | p50 ms | p99 ms | failures | target | first load with seeding p50 ms |',
    );
    console.log('|---|---|---:|---:|---:|---:|---|---:|');
    for (const r of saves) {
      const target =
        r.database === 'postgres'
          ? `p99 <= ${SAVE_TARGET_P99_MS} ms ${r.p99 <= SAVE_TARGET_P99_MS ? 'met' : 'MISSED'}`
          : 'report only';
      console.log(
        `| ${r.database} | PUT /api/resources | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} | ${target} | ${r.firstLoadP50.toFixed(1)} |`,
      );
      const floor = floors.find((f) => f.database === r.database);
      if (floor)
        console.log(
          `| ${r.database} | the floor: one bare UPDATE from the bench | ${floor.rps.toFixed(0)} | ${floor.p50.toFixed(1)} | ${floor.p99.toFixed(1)} | 0 | the app's save at least ${100 * SAVE_TARGET_FLOOR_SHARE} %: ${((100 * r.rps) / floor.rps).toFixed(0)} % ${r.rps >= SAVE_TARGET_FLOOR_SHARE * floor.rps ? 'met' : 'MISSED'} | – |`,
        );
    }
  }
  if (deltaRuns.length) {
    console.log(
      `\n| database | concurrent deltas (one row, ${DELTA_CLIENTS} devices) | deltas/s | p50 ms | p99 ms | failures | acknowledged | resent | expected | stored | lost or doubled | target |`,
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of deltaRuns) {
      console.log(
        `| ${r.database} | PUT /api/resources (deltas) | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ` +
          `${r.failures} | ${r.acknowledged} | ${r.resent} | ${r.expected} | ${r.stored} | ${r.lost} | lost = doubled = 0 ${r.lost === 0 ? 'met' : 'MISSED'} |`,
      );
    }
  }
  if (fanouts.length) {
    console.log(
      '\n| database | SSE clients | connect all (ms) | got the change | p50 (ms) | last client (ms) | target | server RSS with clients (MB) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---|---:|');
    for (const f of fanouts) {
      console.log(
        `| ${f.database} | ${f.clients} | ${f.connectMs.toFixed(0)} | ${f.received} | ${f.p50ClientMs.toFixed(1)} | ` +
          `${f.lastClientMs.toFixed(1)} | < ${FANOUT_TARGET_MS} ms ${f.lastClientMs < FANOUT_TARGET_MS ? 'met' : 'MISSED'} | ${mb(f.rssWithClients)} |`,
      );
    }
    console.log('');
  }
  for (const l of landings) console.log(`\n${formatLanding(l.database, l).join('\n')}`);
  for (const h of householdSizes) console.log(`\n${h.database}: ${formatHouseholdSize(h).join('\n')}`);
  for (const b of signedIns) console.log(`\n${formatSignedIn(b.database, b).join('\n')}`);
  console.log(
    'Notes: req/s = responses completed in the measured window / its seconds; p50/p99 from every response time ' +
      '(sub-ms); errors and non-2xx also count the warm-up. autocannon shares the machine with the server ' +
      '(and PostgreSQL). "db read" rows are queries/s timed inside the bench process, not HTTP.',
  );
  const noisy = measurements.filter((m) => m.database === 'embedded' && m.cpu && m.cpu.otherPct > 25);
  if (noisy.length) {
    console.warn(
      `Warning: other processes used CPU during ${noisy.map((m) => `${m.scenario} (${m.cpu!.otherPct}% of a core)`).join(', ')}: ` +
        'treat those numbers as noisy; re-run on an idle machine.',
    );
  }

  const file = await writeJson(OUTPUT_DIR, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    config: { ...config, databases, postgres: postgresUrl ? redactUrl(postgresUrl) : null },
    host: {
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      totalMemMb: Math.round(os.totalmem() / 1024 / 1024),
      loadAvgAtStart: loadAtStart,
      loadAvgAtEnd: os.loadavg(),
    },
    servers,
    overheads,
    fanouts,
    saves,
    floors,
    deltas: deltaRuns,
    landings,
    householdSizes,
    signedIns,
    results: measurements,
    failures,
    passed: failures.length === 0,
  });
  console.log(`Results: ${path.relative(process.cwd(), file)}`);

  if (failures.length) {
    console.error(`\nBENCH FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log('Bench OK: every request answered 2xx.');
  return 0;
}

main()
  .catch(async (err: unknown) => {
    console.error(`Bench crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  })
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  });
