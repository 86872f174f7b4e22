/**
 * `npm test`: everything a contributor must pass, in one command.
 *   type check, lint, unit + web tests, server integration tests on PostgreSQL (TEST_DATABASE_URL,
 *   or an embedded PostgreSQL the suite starts itself), and the browser end-to-end tests when
 *   Chromium is found (after a production build).
 * The steps run in two lanes side by side (decision 154): one lane at a time leaves a core idle,
 * more lanes than cores make the timing-sensitive suites time out. Each step's output is kept and printed in
 * one piece when it ends, then a summary table. Every step runs even when another fails.
 * Under CI=true the browser suite and TEST_DATABASE_URL are required: a missing browser or
 * database fails the run.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromiumPath } from '../e2e/support/chromium';
import { failuresOf, type Failure, type VitestReport } from './test-report';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const outDir = path.resolve('.test-results');
const started = Date.now();

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface Result {
  name: string;
  counts: Counts | null;
  /** The failed tests, named again under the summary: a CI log is often read from its end. */
  failures: Failure[];
  seconds: number;
  code: number;
}
const results: Result[] = [];
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

/** Runs a command with its output in a log file; prints the log in one piece when it ends. */
const logFileOf = (name: string) =>
  path.join(
    outDir,
    `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.log`,
  );

function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const logFile = logFileOf(name);
  const log = createWriteStream(logFile);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => log.write(`${String(error)}\n`));
    child.on('close', (code, signal) => {
      log.end(async () => {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(await readFile(logFile, 'utf8'));
        resolve(code ?? (signal ? 1 : 0));
      });
    });
  });
}

async function step(name: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv, jsonFile?: string) {
  console.log(`${clock()}  started ${name}`);
  const stepStarted = Date.now();
  const code = await run(name, cmd, args, env);
  let counts: Counts | null = null;
  let failures: Failure[] = [];
  if (jsonFile && existsSync(jsonFile)) {
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as VitestReport;
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
    failures = failuresOf(report);
  }
  if (code !== 0 && failures.length === 0) {
    // A step with no report (type check, lint, build), or one that died before writing it: its last lines.
    const lines = (await readFile(logFileOf(name), 'utf8'))
      // eslint-disable-next-line no-control-regex -- the colours of a terminal
      .replace(/\x1b\[[0-9;]*m/g, '')
      .trimEnd()
      .split('\n');
    failures = [{ test: `${name}, the end of its output`, reason: lines.slice(-15).join('\n      ') }];
  }
  const seconds = (Date.now() - stepStarted) / 1000;
  results.push({ name, counts, failures, seconds, code });
  console.log(`\n${clock()}  ${code === 0 ? 'finished' : 'FAILED'} ${name} (${seconds.toFixed(1)} s)`);
  return code === 0;
}

function vitestArgs(name: string, extra: string[]) {
  const file = path.join(outDir, `${name}.json`);
  return {
    args: ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    file,
  };
}

/** The summary's order: the order a contributor reads the results in. */
const ORDER = [
  'Type check',
  'Lint',
  'Unit and web',
  'Server integration (PostgreSQL)',
  'Build (for the browser suite)',
  'Browser end-to-end (Chromium)',
];

function summary() {
  console.log('\n=== Summary ===');
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const rank = (r: Result) => ORDER.indexOf(r.name);
  for (const s of [...results].sort((a, b) => rank(a) - rank(b))) {
    const c = s.counts;
    const counts = c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : s.code === 0 ? 'ok' : 'failed';
    console.log(`${s.name.padEnd(34)} ${counts.padEnd(36)} ${s.seconds.toFixed(1)} s`);
    if (c) {
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
  }
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  for (const s of results.filter((r) => r.failures.length > 0)) {
    console.log(`\nFailed in ${s.name}:`);
    for (const f of s.failures) console.log(`  ✖ ${f.test}\n      ${f.reason.slice(0, 1500)}`);
  }
  console.log(`Wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

if (ci && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true but TEST_DATABASE_URL is not set: CI runs the suites on its PostgreSQL server.');
  process.exit(1);
}
const browser = chromiumPath();
if (!browser && ci) {
  console.error(
    'CI=true but Chromium was not found (/usr/bin/chromium or CHROMIUM_PATH): the browser suite is required in CI.',
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the integration tests start an embedded PostgreSQL of their own.');
}

const integration = vitestArgs('integration', ['--project', 'integration']);
const unitWeb = vitestArgs('unit-web', ['--project', 'unit', '--project', 'web']);
const e2e = vitestArgs('e2e', ['--config', 'vitest.e2e.config.ts']);

// Two lanes on two cores (decision 154): more lanes made every suite slower and the timing-
// sensitive ones (browser, load tests) time out. Lane 1: the integration suite, then the browser
// suite: they must not share the machine (decision 201). Lane 2: the build (for the browser
// suite), type check, lint, the unit and web tests, beside the integration suite.
// Vitest would set NODE_ENV=test; a build under it would ship React's development bundle.
const built = browser
  ? step('Build (for the browser suite)', 'npm', ['run', 'build'], { NODE_ENV: 'production' })
  : Promise.resolve(false);
const lanes: Promise<unknown>[] = [
  (async () => {
    await step('Server integration (PostgreSQL)', 'npx', integration.args, {}, integration.file);
    if (!browser) {
      console.log('Browser end-to-end tests skipped: Chromium not found (install it, or set CHROMIUM_PATH).');
      return;
    }
    if (!(await built)) return;
    await step(
      'Browser end-to-end (Chromium)',
      'npx',
      e2e.args,
      { CHROMIUM_PATH: browser, E2E_SKIP_BUILD: '1' },
      e2e.file,
    );
  })(),
  (async () => {
    await built;
    await step('Type check', 'npm', ['run', '--silent', 'typecheck']);
    // ESLint, then the import-cycle check (type imports included; scripts/check-cycles.mjs).
    await step('Lint', 'npm', ['run', '--silent', 'lint']);
    await step('Unit and web', 'npx', unitWeb.args, {}, unitWeb.file);
  })(),
];
await Promise.all(lanes);

summary();
const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) {
  console.error(`\n✖ failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
