/**
 * Start the REAL Holdfast server as a child process, as `npm start` runs it (the compiled
 * dist/server/main.js with the flags and environment of scripts/server-command.mjs; the child IS
 * the node process that serves), wait for it to be healthy, sample its memory, and stop it with
 * SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from '../server-command.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
/** Environment variables of the caller that must not leak into the server (it is configured explicitly). */
const STRIPPED_ENV = [
  'DATABASE_URL',
  'BENCH_DATABASE_URL',
  'PORT',
  'HOST',
  'DATA_DIR',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'NODE_ENV',
];

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

/** Memory of a process from /proc/<pid>/status, in bytes (null off Linux or once it is gone). */
export function readProcMemory(pid: number): { rss: number; hwm: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (key: string) => {
    const m = new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm').exec(text);
    return m ? Number(m[1]) * 1024 : NaN;
  };
  const rss = kb('VmRSS');
  const hwm = kb('VmHWM');
  return Number.isNaN(rss) ? null : { rss, hwm };
}

/** Proportional set size of a process (its share of shared pages), in bytes; null when gone. */
export function readPss(pid: number): number | null {
  try {
    const m = /^Pss:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Direct children of a process (from /proc/<pid>/stat's ppid field). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * The embedded PostgreSQL's memory: PSS of its postmaster (DATA_DIR/postgres/postmaster.pid) and
 * every child (backends, checkpointer, WAL writer...), in bytes. PSS divides each shared page
 * (shared_buffers, the binary) among the processes mapping it, so the sum counts it once.
 */
export function embeddedPostgresMemory(dataDir: string): { pss: number; processes: number } | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  const pids = [pid, ...childrenOf(pid)];
  let pss = 0;
  let processes = 0;
  for (const p of pids) {
    const v = readPss(p);
    if (v === null) continue;
    pss += v;
    processes += 1;
  }
  return processes ? { pss, processes } : null;
}

export interface StopResult {
  /** Exit code (null when killed by a signal). */
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
  /** Exited with code 0 within the grace period after SIGTERM. */
  graceful: boolean;
}

export interface ServerOptions {
  label: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel?: string;
  startTimeoutMs?: number;
}

export class BenchServer {
  readonly baseUrl: string;
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;
  private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private sampler: NodeJS.Timeout | null = null;
  /** Highest VmRSS seen by the 100 ms sampler since the last reset. */
  private sampledMax = 0;
  /** Highest Node RSS + embedded PostgreSQL PSS seen by the sampler since the last reset, and ever. */
  private sampledMaxTotal = 0;
  private peakTotal = 0;
  private dbSampleTick = 0;
  private lastHwm = 0;
  private output: string[] = [];

  private constructor(
    readonly port: number,
    private readonly options: ServerOptions,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** Every server spawned and not yet seen to exit: killed on process exit as a last resort. */
  static readonly running = new Set<BenchServer>();

  /** A server on a free port, not started yet: register its stop() for cleanup, then launch(). */
  static async create(options: ServerOptions): Promise<BenchServer> {
    return new BenchServer(await findFreePort(), options);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawn the server and wait until GET /api/health answers 200. */
  async launch(): Promise<void> {
    if (this.child) throw new Error('already launched');
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of STRIPPED_ENV) delete env[key];
    Object.assign(env, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      PUBLIC_URL: this.baseUrl,
      DATA_DIR: this.options.dataDir,
      LOG_LEVEL: this.options.logLevel ?? 'warn',
      // The bench creates dozens of accounts from one address in a minute: lift the abuse limits.
      RATE_LIMIT_SCALE: '1000',
    });
    if (this.options.databaseUrl) env.DATABASE_URL = this.options.databaseUrl;

    Object.assign(env, SERVER_ENV);
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
      cwd: REPO_ROOT, // static.ts serves dist/web relative to the working directory
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    BenchServer.running.add(this);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        BenchServer.running.delete(this);
        this.exitInfo = { code, signal };
        resolve({ code, signal });
      });
      child.once('error', (err) => {
        this.output.push(`spawn error: ${err.message}`);
        BenchServer.running.delete(this);
        this.exitInfo ??= { code: null, signal: null };
        resolve(this.exitInfo);
      });
    });
    const forward = (stream: NodeJS.ReadableStream | null, to: NodeJS.WriteStream) => {
      let pending = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (!line) continue;
          this.output.push(line);
          if (this.output.length > 200) this.output.shift();
          to.write(`  [server ${this.options.label}] ${line}\n`);
        }
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);

    this.sampler = setInterval(() => this.sample(), 100);
    this.sampler.unref();

    await this.waitHealthy(this.options.startTimeoutMs ?? 60_000);
  }

  private sample(): void {
    if (!this.child?.pid || this.exitInfo) return;
    const mem = readProcMemory(this.child.pid);
    if (!mem) return;
    if (mem.rss > this.sampledMax) this.sampledMax = mem.rss;
    if (mem.hwm > this.lastHwm) this.lastHwm = mem.hwm;
    // The database's processes every 300 ms (reading smaps costs more than status).
    if (this.options.databaseUrl || this.dbSampleTick++ % 3 !== 0) return;
    const db = embeddedPostgresMemory(this.options.dataDir);
    if (!db) return;
    const total = mem.rss + db.pss;
    if (total > this.sampledMaxTotal) this.sampledMaxTotal = total;
    if (total > this.peakTotal) this.peakTotal = total;
  }

  /** The embedded PostgreSQL's PSS now (null with DATABASE_URL: an external database is not ours). */
  databaseMemory(): { pss: number; processes: number } | null {
    return this.options.databaseUrl ? null : embeddedPostgresMemory(this.options.dataDir);
  }

  /** Highest Node RSS + embedded PostgreSQL PSS sampled since the last reset (0 with DATABASE_URL). */
  sampledMaxTotalMemory(): number {
    this.sample();
    return this.sampledMaxTotal;
  }

  /** Highest Node RSS + embedded PostgreSQL PSS sampled over the whole run (start-up included). */
  peakTotalMemory(): number {
    return this.peakTotal;
  }

  private async waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let lastError = '';
    while (Date.now() < deadline) {
      if (this.exitInfo) {
        throw new Error(
          `The server exited during start-up (code ${this.exitInfo.code}, signal ${this.exitInfo.signal}). Last output:\n${this.output.slice(-20).join('\n')}`,
        );
      }
      try {
        const res = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) return;
        lastError = `GET /api/health answered ${res.status}`;
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
      }
      await sleep(100);
    }
    throw new Error(`The server did not become healthy within ${timeoutMs} ms (${lastError})`);
  }

  /** Current memory of the serving process, in bytes. */
  memory(): { rss: number; hwm: number } | null {
    this.sample();
    return this.child?.pid ? readProcMemory(this.child.pid) : null;
  }

  resetSampledMax(): void {
    this.sample();
    this.sampledMax = this.memory()?.rss ?? 0;
    this.sampledMaxTotal = 0;
  }

  /** Highest VmRSS sampled (every 100 ms) since the last reset. */
  sampledMaxRss(): number {
    this.sample();
    return this.sampledMax;
  }

  /** Peak RSS over the process's whole life (VmHWM), as last seen. */
  peakRss(): number {
    this.sample();
    return this.lastHwm;
  }

  /** The server process's command line, to prove the measured pid is the server itself. */
  commandLine(): string | null {
    if (!this.child?.pid) return null;
    try {
      return readFileSync(`/proc/${this.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    } catch {
      return null;
    }
  }

  /** SIGTERM, then wait up to `graceMs` for a clean exit; SIGKILL after that. */
  async stop(graceMs = 10_000): Promise<StopResult> {
    if (this.sampler) clearInterval(this.sampler);
    this.sampler = null;
    const child = this.child;
    if (!child || !this.exited) return { code: null, signal: null, ms: 0, graceful: false };
    const started = Date.now();
    if (this.exitInfo) {
      return { ...this.exitInfo, ms: 0, graceful: false };
    }
    this.sample();
    child.kill('SIGTERM');
    const timeout = sleep(graceMs).then(() => null);
    const result = await Promise.race([this.exited, timeout]);
    const ms = Date.now() - started;
    if (result) return { ...result, ms, graceful: result.code === 0 };
    child.kill('SIGKILL');
    const killed = await this.exited;
    return { ...killed, ms, graceful: false };
  }

  /** Best-effort synchronous kill (process exit paths). */
  killNow(): void {
    if (this.child && !this.exitInfo) this.child.kill('SIGKILL');
  }
}
