/**
 * `npm test`: everything a contributor must pass, in one command.
 *   1. type check   2. lint   3. unit + web + integration tests on embedded PGlite
 *   4. the same integration tests on PostgreSQL when TEST_DATABASE_URL is set
 *   5. browser end-to-end tests when Chromium is found
 * Under CI=true, steps 4 and 5 are required: a missing database or browser fails the run.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromiumPath } from '../e2e/support/chromium';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const outDir = path.resolve('.test-results');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const suites: { name: string; counts: Counts | null; seconds: number }[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv, jsonFile?: string) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(cmd, args, env);
  let counts: Counts | null = null;
  if (jsonFile && existsSync(jsonFile)) {
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  suites.push({ name, counts, seconds: (Date.now() - started) / 1000 });
  if (code !== 0) {
    summary();
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
}

function vitestArgs(name: string, extra: string[]) {
  const file = path.join(outDir, `${name}.json`);
  return {
    args: ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    file,
  };
}

function summary() {
  console.log('\n=== Summary ===');
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const s of suites) {
    const c = s.counts;
    const counts = c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : 'ok';
    console.log(`${s.name.padEnd(34)} ${counts.padEnd(36)} ${s.seconds.toFixed(1)} s`);
    if (c) {
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
  }
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

await step('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await step('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);

const local = vitestArgs('unit-pglite', ['--project', 'unit', '--project', 'web', '--project', 'integration-pglite']);
await step('Unit, web and PGlite integration', 'npx', local.args, {}, local.file);

if (process.env.TEST_DATABASE_URL) {
  const pgRun = vitestArgs('postgres', ['--project', 'integration-postgres']);
  await step('PostgreSQL integration', 'npx', pgRun.args, {}, pgRun.file);
} else if (ci) {
  console.error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite is required in CI.');
  process.exit(1);
} else {
  console.log('\nPostgreSQL integration tests skipped: set TEST_DATABASE_URL=postgres://... to run them.');
}

const browser = chromiumPath();
if (browser) {
  const e2e = vitestArgs('e2e', ['--config', 'vitest.e2e.config.ts']);
  await step('Browser end-to-end (Chromium)', 'npx', e2e.args, { CHROMIUM_PATH: browser }, e2e.file);
} else if (ci) {
  console.error(
    'CI=true but Chromium was not found (/usr/bin/chromium or CHROMIUM_PATH): the browser suite is required in CI.',
  );
  process.exit(1);
} else {
  console.log('\nBrowser end-to-end tests skipped: Chromium not found (install it, or set CHROMIUM_PATH).');
}

summary();
