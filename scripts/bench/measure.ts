/** The two kinds of measurement: HTTP load with autocannon, and an in-process database read. */
import http from 'node:http';
import autocannon, { type Result } from 'autocannon';
import { count } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import type { CpuUsage } from './cpu';
import type { DatabaseKind, Scenario, ScenarioRequestOverrides, Target } from './scenarios';

export interface Measurement {
  database: DatabaseKind;
  scenario: string;
  kind: 'http' | 'in-process';
  /** Completed requests (HTTP) or queries (in-process) in the measured window. */
  count: number;
  durationS: number;
  /** Requests (or queries) per second over the measured window. */
  rate: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors + timeouts (HTTP), or failed queries (in-process). */
  errors: number;
  timeouts: number;
  /** null for in-process measurements. */
  non2xx: number | null;
  statusCodes: Record<string, number>;
  concurrency: number;
  /** Highest sampled server RSS during this scenario (HTTP only), bytes. */
  serverMaxRss?: number;
  /** HTTP: ms from the start of the run until every connection had a response (null: never). */
  rampMs?: number | null;
  /** CPU use during the run (warm-up included); null off Linux. */
  cpu?: CpuUsage | null;
  target?: Target;
  /** Target verdict: null = no target declared. */
  targetMet?: boolean | null;
  note?: string;
}

/** Percentile (nearest-rank) of an ascending array. */
export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface HttpRunOptions {
  baseUrl: string;
  scenario: Scenario;
  overrides: ScenarioRequestOverrides;
  connections: number;
  durationS: number;
  warmupS: number;
}

/** Longest wait, after the warm-up, for every connection to have been answered once. */
const RAMP_LIMIT_S = 20;

/**
 * ONE autocannon run on the same connections: warm-up, then the measured window.
 *
 * A saturated Node server accepts new connections about one per event-loop turn (measured
 * here: 50 connections admitted over ~1.5 s with 1 ms of synchronous work per request, longer
 * on PGlite, whose queries run synchronously in the server's loop), and requests on a
 * connection not yet accepted wait. That connection ramp is not steady state: the measured
 * window opens after the warm-up AND once every connection has had a response (or after
 * RAMP_LIMIT_S more seconds, noted). Latency and rate count only responses completed inside
 * the window; errors and non-2xx count the whole run, warm-up included.
 */
export async function measureHttp(options: HttpRunOptions, database: DatabaseKind): Promise<Measurement> {
  const { scenario, overrides } = options;
  const headers = { ...scenario.headers, ...overrides.headers };
  const body = overrides.body ?? scenario.body;
  // With a callback autocannon returns the running instance (events, stop()); the result comes
  // to the callback.
  let settle!: (err: Error | null, result: Result) => void;
  const finished = new Promise<Result>((resolve, reject) => {
    settle = (err, result) => (err ? reject(err) : resolve(result));
  });
  const instance = autocannon(
    {
      url: `${options.baseUrl}${overrides.path ?? scenario.path}`,
      method: scenario.method,
      connections: options.connections,
      // An upper bound: the run is stopped when the measured window closes.
      duration: options.warmupS + RAMP_LIMIT_S + options.durationS + 5,
      timeout: 10,
      headers,
      ...(body === undefined ? {} : { body }),
    },
    (err, result) => settle(err, result),
  );
  const started = performance.now();
  const answered = new Set<unknown>();
  let rampDoneAt: number | null = null;
  let windowStart: number | null = options.warmupS === 0 ? started : null;
  let windowEnd: number | null = null;
  let rampIncomplete = false;

  // autocannon's own histogram has 1 ms resolution: keep every response time for sub-ms percentiles.
  let latencies = new Float64Array(1 << 16);
  let n = 0;
  let windowNon2xx = 0;
  instance.on('response', (client: unknown, status: number, _bytes: number, ms: number) => {
    const now = performance.now();
    if (rampDoneAt === null) {
      answered.add(client);
      if (answered.size >= options.connections) rampDoneAt = now;
    }
    if (windowStart === null || now < windowStart || windowEnd !== null) return;
    if (status < 200 || status > 299) windowNon2xx++;
    if (n === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2);
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[n++] = ms;
  });

  let closer: NodeJS.Timeout | undefined;
  const closeWindow = () => {
    windowEnd = performance.now();
    instance.stop();
  };
  const opener = setInterval(() => {
    const now = performance.now();
    if (windowStart === null) {
      if (now < started + options.warmupS * 1000) return;
      if (rampDoneAt === null && now < started + (options.warmupS + RAMP_LIMIT_S) * 1000) return;
      rampIncomplete = rampDoneAt === null;
      windowStart = now;
    }
    clearInterval(opener);
    closer = setTimeout(closeWindow, Math.max(0, windowStart + options.durationS * 1000 - now));
  }, 10);

  let result: Result;
  try {
    result = await finished;
  } finally {
    clearInterval(opener);
    clearTimeout(closer);
  }
  windowEnd ??= performance.now();
  const windowS = windowStart === null ? 0 : (windowEnd - windowStart) / 1000;
  const sorted = latencies.subarray(0, n).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, { count: c }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(c);
  const rampMs = rampDoneAt === null ? null : Math.round(rampDoneAt - started);
  return {
    database,
    scenario: scenario.name,
    kind: 'http',
    count: n,
    durationS: Math.round(windowS * 100) / 100,
    rate: windowS > 0 ? n / windowS : 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: n ? sorted[n - 1]! : NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    concurrency: options.connections,
    rampMs,
    note:
      (rampIncomplete
        ? `NOT all ${options.connections} connections were answered within ${options.warmupS + RAMP_LIMIT_S} s; measured anyway. `
        : '') +
      `Whole run incl. warm-up, per autocannon: ${result.requests.total} requests, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `non-2xx inside the measured window: ${windowNon2xx}`,
  };
}

export interface DbReadOptions {
  iterations: number;
  warmup: number;
  concurrency: number;
}

/**
 * `select count(*) from profiles` through Drizzle, `iterations` times with `concurrency`
 * queries in flight, timed from this process.
 */
export async function measureDbRead(
  database: Database,
  kind: DatabaseKind,
  scenario: string,
  options: DbReadOptions,
): Promise<Measurement> {
  const query = () => database.db.select({ n: count() }).from(profiles);
  let errors = 0;
  let firstError: unknown = null;

  const run = async (total: number, latencies: Float64Array | null) => {
    let next = 0;
    const worker = async () => {
      for (let done = 0; ; done++) {
        // PGlite runs synchronously (WebAssembly) and resolves in microtasks: without this the event
        // loop would never turn during the run, and Ctrl-C (and tsx's signal relay) would go unheard.
        // Outside the timed part of a query.
        if (done % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
        const i = next++;
        if (i >= total) return;
        const t0 = performance.now();
        try {
          await query();
        } catch (err) {
          if (latencies) {
            errors++;
            firstError ??= err;
          }
        }
        if (latencies) latencies[i] = performance.now() - t0;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  };

  await run(options.warmup, null);
  const latencies = new Float64Array(options.iterations);
  const started = performance.now();
  await run(options.iterations, latencies);
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort();
  if (firstError) console.error(`  db read: ${errors} queries failed; first: ${String(firstError)}`);
  return {
    database: kind,
    scenario,
    kind: 'in-process',
    count: options.iterations,
    durationS: Math.round(elapsedS * 100) / 100,
    rate: options.iterations / elapsedS,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies[latencies.length - 1] ?? NaN,
    errors,
    timeouts: 0,
    non2xx: null,
    statusCodes: {},
    concurrency: options.concurrency,
  };
}

/** One keep-alive connection per user over node:http (lighter than fetch: the load generator shares the 2 cores). */
export function putJson(agent: http.Agent, url: URL, cookie: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
