/**
 * Writes one backup archive (tar.gz): manifest.json, db/<table>.jsonl for every table of the
 * public schema, files/<key> for every uploaded file, and DATA_DIR/auth-secret when there is one.
 *
 * The rows are read in ONE repeatable-read, read-only transaction and written to a staging folder
 * first: the transaction lasts only as long as reading the rows (on PGlite it holds the one
 * connection, so the running app's queries wait for it), and compressing happens after it.
 */
import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { create as createTar } from 'tar';
import { AUTH_SECRET_FILE } from '../../platform/secret';
import { assertStorageKey } from '../storage/keys';
import {
  appVersion,
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  fileEntry,
  MANIFEST_NAME,
  tableEntry,
  type Manifest,
} from './manifest';
import {
  appliedMigrations,
  inTransaction,
  listColumns,
  listSequences,
  listTables,
  orderBy,
  qualified,
  type SqlRunner,
} from './sql';

export interface BackupSource {
  /** The database to snapshot: the PGlite instance, or one PostgreSQL connection. */
  db: { pglite: PGlite } | { client: pg.ClientBase };
  /** DATA_DIR: its `files` folder and `auth-secret` go into the archive. */
  dataDir: string;
  /** Uploads live in an S3 bucket: the archive holds no files (decision 132). */
  s3: boolean;
  /** Called with one line per file that vanished between the listing and the copy. */
  warn?: (message: string) => void;
}

const FETCH_ROWS = 500;

/** Write the archive to `out` (a file or a socket); resolves with its manifest once all is written. */
export async function writeBackup(source: BackupSource, out: Writable): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'holdfast-backup-'));
  try {
    const snapshot = await inTransaction(source.db, async (q) => {
      await q.query('set transaction isolation level repeatable read, read only');
      return snapshotDatabase(q, staging);
    });
    const files = source.s3 ? { entries: [], missing: [] } : await copyFiles(source, staging);
    const authSecret = await copySecret(source.dataDir, staging);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      app: appVersion(),
      createdAt: new Date().toISOString(),
      database: { engine: 'pglite' in source.db ? 'pglite' : 'postgres', serverVersion: snapshot.serverVersion },
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: { storage: source.s3 ? 's3' : 'local', ...files },
      authSecret,
    };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await ownerOnly(staging);
    const entries = [MANIFEST_NAME, 'db'];
    if (files.entries.length) entries.push('files');
    if (authSecret) entries.push(AUTH_SECRET_ENTRY);
    // The manifest goes first, so a reader learns what to expect before the data.
    const pack = createTar({ gzip: true, cwd: staging, portable: true }, entries);
    await pipeline(Readable.from(pack), out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Every file in `dir` 0600 and every folder 0700 before packing: tar records each entry's mode,
 * and the archive holds password hashes, session tokens and the auth secret, so whoever unpacks
 * it (with `tar` too) gets files only they can read.
 */
async function ownerOnly(dir: string) {
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true }))
    await chmod(path.join(e.parentPath, e.name), e.isDirectory() ? 0o700 : 0o600);
}

/** Every table of the public schema as JSON lines under `staging`/db, with what a restore needs to load them. */
export async function snapshotDatabase(q: SqlRunner, staging: string) {
  const [version] = await q.query<{ v: string }>('show server_version');
  const migrations = await appliedMigrations(q);
  const sequences = await listSequences(q);
  await mkdir(path.join(staging, 'db'));
  const tables: Manifest['tables'] = [];
  for (const name of await listTables(q)) {
    const columns = await listColumns(q, name);
    const file = tableEntry(name);
    const { rows, sha256 } = await dumpTable(q, name, path.join(staging, file));
    tables.push({ name, columns, rows, file, sha256 });
  }
  return { serverVersion: version?.v ?? 'unknown', migrations, sequences, tables };
}

/** Every row as the database's own JSON (exact timestamps, numbers as written), in key order. */
async function dumpTable(q: SqlRunner, table: string, file: string) {
  const order = await orderBy(q, table);
  const hash = createHash('sha256');
  const handle = await open(file, 'w');
  let rows = 0;
  try {
    await q.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${qualified(table)} t order by ${order}`,
    );
    for (;;) {
      const batch = await q.query<{ j: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
      if (!batch.length) break;
      const text = batch.map((r) => `${r.j}\n`).join('');
      hash.update(text);
      await handle.write(text);
      rows += batch.length;
    }
    await q.query('close backup_rows');
  } finally {
    await handle.close();
  }
  return { rows, sha256: hash.digest('hex') };
}

/**
 * Every file under DATA_DIR/files, read after the snapshot committed. Files are immutable under
 * random names, so whatever the snapshot references is there unless the app deleted it since (the
 * row went after the snapshot): such a file is listed under `missing` and the backup goes on.
 */
async function copyFiles(source: BackupSource, staging: string) {
  const root = path.join(source.dataDir, 'files');
  return copyListedFiles(root, await listKeys(root), staging, source.warn);
}

/** Copy `keys` from `root` into the staging folder with size and sha256; a vanished key goes to `missing`. */
export async function copyListedFiles(root: string, keys: string[], staging: string, warn?: (message: string) => void) {
  const entries: Manifest['files']['entries'] = [];
  const missing: string[] = [];
  for (const key of keys) {
    let data: Buffer;
    try {
      data = await readFile(path.join(root, ...key.split('/')));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      missing.push(key);
      warn?.(`warning: ${key} was deleted while the backup ran; it is listed as missing in the manifest`);
      continue;
    }
    const target = path.join(staging, fileEntry(key));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    entries.push({ key, size: data.byteLength, sha256: createHash('sha256').update(data).digest('hex') });
  }
  return { entries, missing };
}

/** Storage keys under `root`, sorted; half-written uploads (`*.tmp`) and foreign names skipped. */
export async function listKeys(root: string): Promise<string[]> {
  let found: string[];
  try {
    found = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return found
    .filter((key) => {
      if (key.endsWith('.tmp')) return false;
      try {
        assertStorageKey(key);
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}

async function copySecret(dataDir: string, staging: string): Promise<boolean> {
  try {
    await copyFile(path.join(dataDir, AUTH_SECRET_FILE), path.join(staging, AUTH_SECRET_ENTRY));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
