/**
 * Running as root from a folder only root can enter (decision 255). As root the embedded
 * PostgreSQL runs as the OS user `postgres` (decision 139), which cannot reach anything under a
 * 0700 folder: a clone in /root or in a `mktemp -d` folder, with its node_modules and ./data. Then
 * - the platform package's binaries are copied once per package version into a root-owned 0755
 *   folder outside the clone (ROOT_FALLBACK_DIR, /var/lib/holdfast by default), and
 * - a DATA_DIR whose cluster `postgres` cannot reach gets its cluster in a folder of its own there
 *   (`clusters/<random id>/postgres`), with DATA_DIR/postgres a link to it, so DATA_DIR stays the
 *   one place that names all of an install's data (the link, the secret, the files, the lock).
 * Nothing here is used when not root, or when `postgres` can reach the usual places.
 */
import { randomBytes } from 'node:crypto';
import {
  chmod,
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

export const DEFAULT_ROOT_FALLBACK_DIR = '/var/lib/holdfast';

/** The OS user PostgreSQL runs as when Holdfast runs as root. */
export interface OsUser {
  uid: number;
  gid: number;
}

/**
 * Whether `user` may enter (search) a folder with this mode and owner. The owner's bits alone
 * count for its owner, the group's for its group, as the kernel decides; supplementary groups do
 * not count because Node drops them when it starts a process as another user.
 */
export function canEnter(s: { mode: number; uid: number; gid: number }, user: OsUser): boolean {
  if (s.uid === user.uid) return (s.mode & 0o100) !== 0;
  if (s.gid === user.gid) return (s.mode & 0o010) !== 0;
  return (s.mode & 0o001) !== 0;
}

/** The real path of `target`, through links, also when its last parts do not exist yet. */
async function realPathOf(target: string): Promise<string> {
  const absolute = path.resolve(target);
  const real = await realpath(absolute).catch(() => null);
  if (real !== null) return real;
  const parent = path.dirname(absolute);
  return parent === absolute ? absolute : path.join(await realPathOf(parent), path.basename(absolute));
}

/**
 * The outermost folder on the way to `target` (its real path) that `user` cannot enter, or null
 * when every folder above it lets the user through. Folders not created yet are not counted.
 */
export async function firstClosedFolder(target: string, user: OsUser): Promise<string | null> {
  const absolute = await realPathOf(target);
  const above: string[] = [];
  for (let dir = path.dirname(absolute); ; dir = path.dirname(dir)) {
    above.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of above) {
    const s = await stat(dir).catch(() => null);
    if (!s) return null;
    if (!canEnter(s, user)) return dir;
  }
  return null;
}

/**
 * ROOT_FALLBACK_DIR, created when missing. What PostgreSQL runs from and keeps there must be
 * root's alone (root's server starts those binaries), and `postgres` must reach it.
 */
async function fallbackBase(base: string, user: OsUser): Promise<string> {
  const dir = path.resolve(base);
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const s = await stat(dir);
  if (s.uid !== 0 || (s.mode & 0o022) !== 0)
    throw new EmbeddedPostgresError(
      `${dir} (ROOT_FALLBACK_DIR) must belong to root and be writable by root only: run chown root ${dir} && chmod go-w ${dir}`,
    );
  if ((s.mode & 0o755) !== 0o755) await chmod(dir, (s.mode & 0o7777) | 0o755);
  const closed = await firstClosedFolder(path.join(dir, 'x'), user);
  if (closed)
    throw new EmbeddedPostgresError(
      `Running as root: the OS user postgres cannot enter ${closed}, on the way to ${dir} (ROOT_FALLBACK_DIR): run chmod o+x ${closed}, or set ROOT_FALLBACK_DIR to a folder it can enter`,
    );
  return dir;
}

/** Folders 0755, files 0644 or (executables) 0755, whatever root's umask made. */
async function openToAll(dir: string) {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await openToAll(full);
    else if (entry.isFile()) await chmod(full, (await lstat(full)).mode & 0o111 ? 0o755 : 0o644);
  }
}

const COPY_STAMP = 'holdfast-copy.json';

export interface NativeFolder {
  /** The platform package's `native` folder (bin, lib, share). */
  dir: string;
  /** The package's name and version: a copy serves exactly one. */
  name: string;
  version: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The `native` folder copied into `base`, once per package version. The copy is made under a
 * temporary name, stamped when complete, then renamed: a folder under the final name is whole, and
 * one without the right stamp (not made here) is replaced. Processes copying at the same time each
 * make their own and the first rename wins.
 */
export async function copyNativeFolder(source: NativeFolder, base: string): Promise<{ dir: string; copied: boolean }> {
  const key = `${source.name.replace(/^@/, '').replace(/\//g, '-')}-${source.version}`;
  const dest = path.join(base, key);
  const stamp = JSON.stringify({ package: source.name, version: source.version });
  const complete = async () => (await readFile(path.join(dest, COPY_STAMP), 'utf8').catch(() => null)) === stamp;
  if (await complete()) return { dir: dest, copied: false };

  // Copies abandoned by a process that died halfway.
  const prefix = `${key}.partial-`;
  for (const name of await readdir(base)) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length).split('-')[0]) : NaN;
    if (Number.isInteger(pid) && pid > 0 && !alive(pid))
      await rm(path.join(base, name), { recursive: true, force: true });
  }
  const partial = `${dest}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await cp(source.dir, partial, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
    await openToAll(partial);
    await writeFile(path.join(partial, COPY_STAMP), stamp, { mode: 0o644 });
    const install = () =>
      rename(partial, dest).then(
        () => true,
        async (err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
          return complete(); // true: another process's whole copy got there first
        },
      );
    if (!(await install())) {
      // A folder under our name that we did not make: put aside (never deleted in place, so no
      // process ever runs from a folder being emptied), then ours goes in.
      const aside = `${dest}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
      await rename(dest, aside).catch(() => {});
      await rm(aside, { recursive: true, force: true });
      if (!(await install())) throw new EmbeddedPostgresError(`Could not copy PostgreSQL's binaries to ${dest}`);
    }
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return { dir: dest, copied: true };
}

export interface Binaries {
  postgres: string;
  initdb: string;
}

/**
 * The binaries `user` can run: the package's own when it can reach them, else the copy in
 * ROOT_FALLBACK_DIR (made on first need).
 */
export async function binariesFor(
  found: Binaries,
  user: OsUser,
  base: string,
  log: (message: string) => void,
): Promise<Binaries> {
  const closed = await firstClosedFolder(found.postgres, user);
  if (!closed) return found;
  const native = path.dirname(path.dirname(found.postgres));
  const pkg = JSON.parse(await readFile(path.join(native, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const { dir, copied } = await copyNativeFolder(
    { dir: native, name: pkg.name, version: pkg.version },
    await fallbackBase(base, user),
  );
  if (copied)
    log(`Running as root: the OS user postgres cannot enter ${closed}, so PostgreSQL's binaries were copied to ${dir}`);
  return {
    postgres: path.join(dir, path.relative(native, found.postgres)),
    initdb: path.join(dir, path.relative(native, found.initdb)),
  };
}

/** In a fallback cluster's own folder: the DATA_DIR it belongs to. */
const OWNER_FILE = 'data-dir';

export interface ClusterPlace {
  /** The cluster folder PostgreSQL gets (the link's target when DATA_DIR/postgres is a link). */
  dir: string;
  /** The one line a start prints when the cluster is not inside DATA_DIR, else null. */
  notice: string | null;
}

const readOwner = async (home: string) =>
  (await readFile(path.join(home, OWNER_FILE), 'utf8').catch(() => null))?.trim() ?? null;

async function writeOwner(home: string, dataDir: string) {
  const temporary = path.join(home, `${OWNER_FILE}.${process.pid}`);
  await writeFile(temporary, `${dataDir}\n`, { mode: 0o644 });
  await rename(temporary, path.join(home, OWNER_FILE));
}

/**
 * Where DATA_DIR's cluster is. `link` is DATA_DIR/postgres. When it is a link the cluster is its
 * target, always (stable across restarts, also once the folders above have been opened). When
 * it is a folder, or when not root, or when `postgres` can enter every folder above DATA_DIR, it
 * is DATA_DIR/postgres: an existing database is never moved or hidden. Only a DATA_DIR with no
 * cluster yet, behind a folder `postgres` cannot enter, gets a new folder in ROOT_FALLBACK_DIR.
 * The caller holds DATA_DIR's lock.
 */
export async function clusterPlace(dataDir: string, user: OsUser | null, base: string): Promise<ClusterPlace> {
  const link = path.join(path.resolve(dataDir), 'postgres');
  const existing = await lstat(link).catch(() => null);
  if (!user || (existing && !existing.isSymbolicLink())) return { dir: link, notice: null };
  const owner = await realpath(dataDir);
  if (existing) {
    const dir = path.resolve(path.dirname(link), await readlink(link));
    // Never a new, empty database in place of one that went missing.
    if (!(await stat(path.dirname(dir)).catch(() => null)))
      throw new EmbeddedPostgresError(
        `${link} links to ${dir}, which is gone; to start with an empty database, run: rm ${link}`,
      );
    await claimFallback(link, dir, owner);
    return { dir, notice: await fallbackNotice(link, dir, owner, user) };
  }
  if (!(await firstClosedFolder(owner, user))) return { dir: link, notice: null };

  const clusters = path.join(await fallbackBase(base, user), 'clusters');
  await mkdir(clusters, { recursive: true, mode: 0o755 });
  await chmod(clusters, 0o755);
  // A random name, not one made from DATA_DIR's path: a moved DATA_DIR keeps its database through
  // the link, and a deleted one does not find its old database again at the same path.
  const home = path.join(clusters, randomBytes(8).toString('hex'));
  await mkdir(home, { mode: 0o755 });
  await chmod(home, 0o755);
  await writeOwner(home, owner);
  const dir = path.join(home, 'postgres');
  await symlink(dir, link);
  return { dir, notice: await fallbackNotice(link, dir, owner, user) };
}

/**
 * A fallback cluster serves one DATA_DIR. A link to one made for another DATA_DIR that still links
 * to it is a copy of that folder (two servers would share one database): refused. Otherwise the
 * folder was moved here, and the cluster follows it.
 */
async function claimFallback(link: string, dir: string, owner: string) {
  const home = path.dirname(dir);
  const recorded = await readOwner(home);
  if (recorded === null || recorded === owner) return; // an operator's own link, or ours
  const theirs = await readlink(path.join(recorded, 'postgres')).catch(() => null);
  if (theirs !== null && path.resolve(recorded, theirs) === dir)
    throw new EmbeddedPostgresError(
      `${link} links to ${dir}, the database of ${recorded}: this DATA_DIR is a copy of that one, and two servers must not share a database; to start this one with an empty database, run: rm ${link}`,
    );
  await writeOwner(home, owner);
}

async function fallbackNotice(link: string, dir: string, owner: string, user: OsUser): Promise<string | null> {
  if ((await readOwner(path.dirname(dir))) !== owner) return null; // an operator's own link
  const closed = await firstClosedFolder(owner, user);
  const why = closed ? `: the OS user postgres cannot enter ${closed}` : '';
  return `Running as root, the embedded PostgreSQL keeps its files in ${dir} (${link} links there${why})`;
}

/**
 * Remove DATA_DIR's cluster: DATA_DIR/postgres, and when it is a link to a fallback cluster of
 * this DATA_DIR, that cluster's folder too (an operator's own link target is left alone).
 */
export async function removeEmbeddedCluster(dataDir: string) {
  const link = path.join(path.resolve(dataDir), 'postgres');
  const existing = await lstat(link).catch(() => null);
  if (existing?.isSymbolicLink()) {
    const home = path.dirname(path.resolve(path.dirname(link), await readlink(link)));
    const owner = await realpath(dataDir).catch(() => path.resolve(dataDir));
    if ((await readOwner(home)) === owner) await rm(home, { recursive: true, force: true });
  }
  await rm(link, { recursive: true, force: true });
}
