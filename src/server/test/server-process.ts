import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-command.mjs';
import { removeEmbeddedCluster } from '../db/embedded-root';

/**
 * The compiled server the tests start (scripts/build-server.mjs): the suite's global setup
 * compiles it once per run (about half a second) and names it here; the browser suite runs the
 * production build's own. Starting compiled JavaScript instead of the source through tsx saves
 * about 2.5 CPU-seconds per start (the suite starts about twenty).
 */
export const SERVER_ENTRY_VARIABLE = 'HOLDFAST_TEST_SERVER_ENTRY';

export function serverEntry(): string {
  const entry = process.env[SERVER_ENTRY_VARIABLE];
  if (!entry) {
    throw new Error(
      `${SERVER_ENTRY_VARIABLE} is not set: the test's global setup compiles the server (or run the build and set it to ${SERVER_ENTRY})`,
    );
  }
  return entry;
}

/**
 * Compile the server for a test run into `<root>/.test-results/server/main.js`. One level below
 * the root, like dist/, so the paths the server resolves from its own place (dist/web, the
 * migrations, package.json) are the ones the production build resolves.
 */
export async function compileServerForTests(root = process.cwd()): Promise<string> {
  const { buildServer } = await import('../../../scripts/build-server.mjs');
  return buildServer({ root, distRoot: path.join(root, '.test-results') });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed (stdout and stderr). */
  output(): string;
  /** SIGTERM and wait for a graceful exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Start the real server as `npm start` does (the compiled server with its node flags and
 * environment, scripts/server-command.mjs) on a free port, with a temporary DATA_DIR unless one
 * is given. With NODE_ENV=development in `env` it serves the API only (no built web app needed).
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'holdfast-e2e-')));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry()], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...SERVER_ENV,
      // Never the public warning services or Open Food Facts from a test.
      ALERTS_POLL_SECONDS: '0',
      OPENFOODFACTS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start (code ${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become healthy within 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A DATA_DIR and its cluster, also when that is in ROOT_FALLBACK_DIR (running as root). */
export async function removeDataDir(dir: string) {
  await removeEmbeddedCluster(dir);
  await rm(dir, { recursive: true, force: true });
}
