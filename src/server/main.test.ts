/**
 * The server process itself: configuration errors, start, data kept in DATA_DIR, graceful stop.
 * Spawns the compiled server like `npm start` does (API only: NODE_ENV=development skips
 * the built web app, which the browser suite covers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedDirFor, embeddedUrl } from './db/embedded';
import { createTestDatabase, type TestDatabase } from './test/db';
import { freePort, serverEntry } from './test/server-process';

const dirs: string[] = [];
const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  // A failed test leaves its server running: stop it (it stops its embedded database), or kill it.
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(async (child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }),
  );
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  await Promise.all(databases.map((d) => d.destroy()));
});

function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry()], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, out: () => ({ stdout, stderr }) };
}

/** The generated auth secret in a running server's database. */
async function storedSecret(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>("select value from instance_secrets where name = 'auth'");
    return rows[0]!.value;
  } finally {
    await client.end();
  }
}

async function waitHealthy(port: number, proc: ReturnType<typeof startProcess>) {
  // Beside other test files the embedded database's first start can take tens of seconds.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`exited early: ${proc.out().stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return (await res.json()) as { driver: string; migrations: number };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('server process', () => {
  it('stops at start with one line naming a bad variable', async () => {
    const proc = startProcess({ PORT: 'seventy' });
    expect(await proc.exit).toBe(1);
    const lines = proc.out().stderr.trim().split('\n');
    expect(lines).toEqual([
      'Invalid environment variable PORT: must be a whole number from 1 to 65535 (got "seventy")',
    ]);
  });

  // `npm start` as the README has it (the embedded database in DATA_DIR), and with DATABASE_URL.
  it.each(['embedded', 'DATABASE_URL'] as const)(
    'serves, keeps its data in DATA_DIR across restarts, and stops gracefully on SIGTERM (%s)',
    async (mode) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-main-'));
      dirs.push(dataDir);
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (mode === 'DATABASE_URL') {
        const db = await createTestDatabase();
        databases.push(db);
        await db.close(); // the server process owns the connections now
        env.DATABASE_URL = db.url!;
      }

      const port = await freePort();
      const first = startProcess({ ...env, PORT: String(port) });
      const health = await waitHealthy(port, first);
      expect(health.driver).toBe('postgres'); // the embedded default is PostgreSQL too
      expect(health.migrations).toBeGreaterThanOrEqual(2);
      expect(first.out().stdout).toContain(`Holdfast is serving at http://localhost:${port}`);
      // Without SMTP_URL: one warning saying where the emails go instead (issue 35, item 9).
      const noMail = (out: string) =>
        out
          .split('\n')
          .filter((line) => line.includes('SMTP_URL is not set'))
          .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(noMail(first.out().stdout)).toEqual([
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/written to this log with its recipient, subject and link/),
        }),
      ]);
      // The generated auth secret is kept in the database (decision 266), not in DATA_DIR.
      const secret = await storedSecret(env.DATABASE_URL ?? embeddedUrl(embeddedDirFor(dataDir)));
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
      if (!env.DATABASE_URL) expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);

      // With SMTP_URL (nothing is mailed at start, so no server needs to listen there): no warning.
      const second = startProcess({ ...env, PORT: String(port), LOG_LEVEL: 'info', SMTP_URL: 'smtp://127.0.0.1:9' });
      expect((await waitHealthy(port, second)).migrations).toBe(health.migrations);
      // The `listening` line says where the start's time went (issue 19: healthy within 3 s).
      const listening = second
        .out()
        .stdout.split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; startupMs?: Record<string, number> })
        .find((entry) => entry.msg === 'listening');
      // (starting the embedded PostgreSQL is a phase of its own; an external one is just connected to)
      expect(Object.keys(listening?.startupMs ?? {})).toEqual(
        mode === 'embedded' ? ['modules', 'database', 'migrations', 'app'] : ['modules', 'migrations', 'app'],
      );
      for (const ms of Object.values(listening!.startupMs!)) expect(ms).toBeGreaterThanOrEqual(0);
      expect(noMail(second.out().stdout)).toEqual([]);
      expect(await storedSecret(env.DATABASE_URL ?? embeddedUrl(embeddedDirFor(dataDir)))).toBe(secret);
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    },
    180_000,
  );
});
