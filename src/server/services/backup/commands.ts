/**
 * What `npm run backup` and `npm run restore` do (scripts/backup.ts and scripts/restore.ts only
 * parse arguments and print). Both take the server's own configuration (Env).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { embeddedDirFor, embeddedUrl, runningPostmaster, startEmbeddedPostgres } from '../../db/embedded';
import type { Env } from '../../platform/env';
import { createStorage } from '../storage/storage';
import { adminSocketPath, claimDataDir, probeAdminSocket } from './admin-socket';
import { writeBackup, type BackupSource } from './create-backup';
import { pgliteFolderToImport } from './import-pglite';
import { archiveName, type Manifest } from './manifest';
import { restoreBackup } from './restore';
import { extractAndVerify } from './verify-archive';

export interface BackupResult {
  archive: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
  /**
   * How the snapshot was taken: from the running server's embedded PostgreSQL (through its socket),
   * from the embedded PostgreSQL started for the backup (no server running), from a PGlite folder
   * not yet imported (no server has started since the upgrade), or from DATABASE_URL.
   */
  via: 'server' | 'embedded' | 'pglite' | 'postgres';
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
  const fromUrl = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await writeBackup({ ...base, db: { client } }, out);
    } finally {
      await client.end();
    }
  };
  if (env.DATABASE_URL) {
    await fromUrl(env.DATABASE_URL);
    return 'postgres';
  }
  // The embedded database: the running server's PostgreSQL takes a second client like any
  // PostgreSQL; with no server running we hold DATA_DIR ourselves (no server starts meanwhile).
  if ((await probeAdminSocket(adminSocketPath(dataDir))) === 'live') {
    const clusterDir = embeddedDirFor(dataDir);
    if ((await runningPostmaster(clusterDir)) === null)
      throw new Error(`A Holdfast process holds ${dataDir} but its embedded PostgreSQL is not running yet: try again`);
    await fromUrl(embeddedUrl(clusterDir));
    return 'server';
  }
  const lock = await claimDataDir(dataDir, 'backup');
  try {
    const clusterDir = embeddedDirFor(dataDir);
    if (existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      const embedded = await startEmbeddedPostgres({ dataDir, poolMax: 2, rootFallbackDir: env.ROOT_FALLBACK_DIR });
      try {
        await fromUrl(embedded.url);
      } finally {
        await embedded.stop();
      }
      return 'embedded';
    }
    // Upgraded but not started since: the PGlite folder is still the data (decision 142).
    const pgliteDir = pgliteFolderToImport(dataDir);
    if (!pgliteDir) throw new Error(`No embedded database in ${clusterDir}: nothing to back up`);
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(pgliteDir);
    try {
      await writeBackup({ ...base, db: { pglite } }, out);
    } finally {
      await pglite.close();
    }
    return 'pglite';
  } finally {
    await lock.close();
  }
}

export async function runRestore(env: Env, archive: string, log?: (line: string) => void) {
  const started = performance.now();
  const manifest = await restoreBackup(path.resolve(archive), {
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    rootFallbackDir: env.ROOT_FALLBACK_DIR,
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
