/**
 * What `npm run backup` and `npm run restore` do (scripts/backup.ts and scripts/restore.ts only
 * parse arguments and print). Both take the server's own configuration (Env).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteDataDirFor } from '../db/client';
import type { Env } from '../env';
import { createStorage } from '../storage/storage';
import { adminSocketPath, claimDataDir, probeAdminSocket, requestBackup } from './admin-socket';
import { writeBackup, type BackupSource } from './create-backup';
import { archiveName, type Manifest } from './manifest';
import { restoreBackup } from './restore';
import { extractAndVerify } from './verify-archive';

export interface BackupResult {
  archive: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
  /** How the snapshot was taken. */
  via: 'server' | 'pglite' | 'postgres';
}

const usesS3 = (env: Env) => Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);

/**
 * `out`: a folder (the archive gets its dated name there) or a file name; default: the working
 * directory. The archive is written beside as `.partial`, checked, then renamed: a file with the
 * final name is always a whole, verified backup.
 */
export async function runBackup(
  env: Env,
  options: { out?: string; warn?: (line: string) => void } = {},
): Promise<BackupResult> {
  const started = performance.now();
  const dataDir = path.resolve(env.DATA_DIR);
  const archive = await archivePath(options.out);
  const partial = `${archive}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  const out = handle.createWriteStream();
  let via: BackupResult['via'];
  try {
    via = await snapshotInto(env, dataDir, out);
    // Unpacking once proves the archive whole (the server's stream could have broken off).
    const check = await mkdtemp(path.join(tmpdir(), 'holdfast-backup-check-'));
    let manifest: Manifest;
    try {
      manifest = await extractAndVerify(partial, check);
    } finally {
      await rm(check, { recursive: true, force: true });
    }
    for (const key of manifest.files.missing)
      options.warn?.(`warning: ${key} was deleted while the backup ran (listed as missing)`);
    await rename(partial, archive);
    return { archive, bytes: (await stat(archive)).size, seconds: (performance.now() - started) / 1000, manifest, via };
  } catch (err) {
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}

async function archivePath(out: string | undefined): Promise<string> {
  const target = path.resolve(out ?? '.');
  const isDir = out === undefined || out.endsWith('/') || (existsSync(target) && (await stat(target)).isDirectory());
  return isDir ? path.join(target, archiveName(new Date())) : target;
}

async function snapshotInto(env: Env, dataDir: string, out: Writable): Promise<BackupResult['via']> {
  // Files that vanish during the copy are reported once, from the manifest, whichever path took it.
  const base: Omit<BackupSource, 'db'> = { dataDir, s3: usesS3(env) };
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await writeBackup({ ...base, db: { client } }, out);
    } finally {
      await client.end();
    }
    return 'postgres';
  }
  // The embedded database: from the running server through its socket, else directly while we
  // hold the socket ourselves so that no server starts on it meanwhile.
  const socket = adminSocketPath(dataDir);
  if ((await probeAdminSocket(socket)) === 'live') {
    await requestBackup(socket, out);
    return 'server';
  }
  const pgliteDir = pgliteDataDirFor(dataDir);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${pgliteDir}: nothing to back up`);
  const lock = await claimDataDir(dataDir, 'backup');
  try {
    const pglite = await PGlite.create(pgliteDir);
    try {
      await writeBackup({ ...base, db: { pglite } }, out);
    } finally {
      await pglite.close();
    }
  } finally {
    await lock.close();
  }
  return 'pglite';
}

export async function runRestore(env: Env, archive: string, log?: (line: string) => void) {
  const started = performance.now();
  const manifest = await restoreBackup(path.resolve(archive), {
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    s3Storage: usesS3(env) ? createStorage(env, env.DATA_DIR) : null,
    log,
  });
  return { manifest, seconds: (performance.now() - started) / 1000 };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

export const totalRows = (m: Manifest) => m.tables.reduce((n, t) => n + t.rows, 0);
