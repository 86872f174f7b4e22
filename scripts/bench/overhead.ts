/**
 * Request overhead (issue 19): GET /api/community/stats on the real server (answered from memory
 * between changes) against a bare Hono server answering the same JSON, with the same autocannon
 * settings, in the same run, started with the same node flags and environment. Target: the real
 * server answers at least half the bare server's requests per second.
 *
 * The machine is shared (autocannon, both servers, anything else running), so the two are
 * measured alternately, bare-app-app-bare, each for half the scenario duration, and each rate is
 * the total of its two runs: load that comes or goes during the run weighs on both alike.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-command.mjs';
import { measureHttp, type Measurement } from './measure';
import type { DatabaseKind, Scenario } from './scenarios';
import { findFreePort } from './server';

export const OVERHEAD_TARGET_RATIO = 0.5;
const BARE_SERVER = fileURLToPath(new URL('./bare-hono.mjs', import.meta.url));
const SCENARIO: Scenario = { name: 'GET /api/community/stats', method: 'GET', path: '/api/community/stats' };

export interface OverheadResult {
  database: DatabaseKind;
  /** Requests per second over both runs of each. */
  bareRps: number;
  appRps: number;
  ratio: number;
  targetMet: boolean;
  runs: { server: 'bare' | 'app'; rps: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number | null }[];
}

export interface OverheadOptions {
  connections: number;
  durationS: number;
  warmupS: number;
}

async function startBareServer(body: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BARE_SERVER], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare Hono server exited (code ${code})`)));
    child.stdout!.once('data', () => resolve());
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function measureOverhead(
  appBaseUrl: string,
  database: DatabaseKind,
  options: OverheadOptions,
): Promise<OverheadResult> {
  const res = await fetch(`${appBaseUrl}${SCENARIO.path}`);
  if (res.status !== 200) throw new Error(`${SCENARIO.path} answered ${res.status}`);
  const bare = await startBareServer(await res.text());
  try {
    const half = Math.max(1, options.durationS / 2);
    const runs: { server: 'bare' | 'app'; m: Measurement }[] = [];
    for (const server of ['bare', 'app', 'app', 'bare'] as const) {
      const baseUrl = server === 'bare' ? bare.baseUrl : appBaseUrl;
      const m = await measureHttp(
        { ...options, durationS: half, baseUrl, scenario: SCENARIO, overrides: {} },
        database,
      );
      runs.push({ server, m });
    }
    const rate = (server: 'bare' | 'app') => {
      const mine = runs.filter((r) => r.server === server);
      return mine.reduce((n, r) => n + r.m.count, 0) / mine.reduce((s, r) => s + r.m.durationS, 0);
    };
    const bareRps = rate('bare');
    const appRps = rate('app');
    const ratio = appRps / bareRps;
    return {
      database,
      bareRps,
      appRps,
      ratio,
      targetMet: ratio >= OVERHEAD_TARGET_RATIO,
      runs: runs.map(({ server, m }) => ({
        server,
        rps: m.rate,
        p50Ms: m.p50Ms,
        p99Ms: m.p99Ms,
        errors: m.errors,
        non2xx: m.non2xx,
      })),
    };
  } finally {
    await bare.stop();
  }
}

/** Problems that fail the bench: errors, non-2xx answers, the target missed. */
export function overheadFailures(r: OverheadResult): string[] {
  const failures: string[] = [];
  const broken = r.runs.filter((run) => run.errors || run.non2xx);
  if (broken.length) failures.push(`${r.database} / overhead: errors or non-2xx answers in ${broken.length} run(s)`);
  if (!r.targetMet) {
    failures.push(
      `${r.database} / overhead: ${SCENARIO.path} at ${(r.ratio * 100).toFixed(0)}% of bare Hono (target >= ${OVERHEAD_TARGET_RATIO * 100}%)`,
    );
  }
  return failures;
}

export function renderOverhead(results: OverheadResult[]): string {
  const lines = [
    `| database | request overhead: ${SCENARIO.path} | bare Hono req/s | Holdfast req/s | Holdfast / bare | target |`,
    '|---|---|---:|---:|---:|---|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.database} | bare-app-app-bare, same settings | ${r.bareRps.toFixed(0)} | ${r.appRps.toFixed(0)} | ` +
        `${(r.ratio * 100).toFixed(1)}% | >= ${OVERHEAD_TARGET_RATIO * 100}% ${r.targetMet ? 'met' : 'MISSED'} |`,
    );
  }
  return lines.join('\n');
}
