/**
 * Loads a backup archive into an empty target: DATA_DIR (embedded database and files) or
 * DATABASE_URL (plus DATA_DIR/files, or the S3 bucket). Checks everything before it writes:
 * the archive's sha256 sums, that its migrations are this app's (or older), that the target is
 * empty. Then: migrations up to the archive's level, every row in ONE transaction (user triggers
 * off, so updated_at keeps its value and no realtime notification fires; parents before
 * children), sequences, and the migrations the archive is older than.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrateDatabase, MIGRATIONS_FOLDER, openDatabase, pgliteDataDirFor, type Database } from '../../db/client';
import { embeddedDirFor, startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded';
import { removeEmbeddedCluster } from '../../db/embedded-root';
import { AUTH_SECRET_NAME } from '../../platform/secret';
import type { FileStorage } from '../storage/file-storage';
import { contentTypeForKey } from '../storage/keys';
import { claimDataDir, type AdminSocket } from './admin-socket';
import { AUTH_SECRET_ENTRY, fileEntry, type Manifest } from './manifest';
import {
  appliedMigrations,
  foreignKeys,
  inTransaction,
  listColumns,
  listTables,
  parentsFirst,
  pgRunner,
  qualified,
  quoteIdent,
  type SqlRunner,
} from './sql';
import { BackupArchiveError, extractAndVerify } from './verify-archive';

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL target; unset: the embedded PostgreSQL in DATA_DIR/postgres (created by the restore). */
  databaseUrl?: string | undefined;
  /** Set when uploads go to an S3 bucket (the archive's files are uploaded there). */
  s3Storage?: FileStorage | null;
  log?: (line: string) => void;
  /** As root: ROOT_FALLBACK_DIR (where a cluster postgres cannot reach in DATA_DIR goes). */
  rootFallbackDir?: string;
}

/** The target is not empty, or a server uses it: nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

const INSERT_BATCH = 500;
const INSTANCE_SECRETS_TABLE = 'instance_secrets';

export async function restoreBackup(archive: string, target: RestoreTarget): Promise<Manifest> {
  const dataDir = path.resolve(target.dataDir);
  const log = target.log ?? (() => {});
  const staging = await mkdtemp(path.join(tmpdir(), 'holdfast-restore-'));
  let lock: AdminSocket | null = null;
  try {
    const manifest = await extractAndVerify(archive, staging);
    const migrationsFolder = await migrationsUpTo(manifest, staging);
    if (!target.databaseUrl) {
      await mkdir(dataDir, { recursive: true });
      // No server may open the embedded database while we fill it (and we refuse if one runs).
      lock = await claimDataDir(dataDir, 'restore').catch((err: Error) => {
        throw new RestoreRefusedError(err.message);
      });
    }
    if (!target.s3Storage) await refuseNonEmptyFolder(path.join(dataDir, 'files'), 'DATA_DIR/files');
    const clusterDir = embeddedDirFor(dataDir);
    if (!target.databaseUrl) {
      await refuseNonEmptyFolder(clusterDir, 'DATA_DIR/postgres');
      // A PGlite folder next to the restored database would be imported over it at the next start.
      await refuseNonEmptyFolder(pgliteDataDirFor(dataDir), 'DATA_DIR/pglite');
    }

    let embedded: EmbeddedPostgres | null = null;
    let loaded = false;
    try {
      if (!target.databaseUrl) {
        embedded = await startEmbeddedPostgres({ dataDir, poolMax: 2, rootFallbackDir: target.rootFallbackDir });
        if (embedded.notice) log(embedded.notice);
      }
      const database = await openDatabase({ databaseUrl: target.databaseUrl ?? embedded!.url, poolMax: 2 });
      try {
        await refuseNonEmptyDatabase(database.pool!, manifest);
        const filesDir = target.s3Storage ? null : await stageFiles(manifest, staging, dataDir);
        try {
          await loadSnapshot(database, manifest, staging, migrationsFolder);
          await restoreSecret(manifest, staging, database);
          loaded = true;
          if (filesDir) await rename(filesDir, await emptyFolderFreed(path.join(dataDir, 'files')));
          else await uploadFiles(manifest, staging, target.s3Storage!);
        } finally {
          if (filesDir) await rm(filesDir, { recursive: true, force: true });
        }
      } finally {
        await database.close();
      }
    } finally {
      await embedded?.stop();
      // A failed load into a fresh embedded database leaves nothing behind, so a retry can start over.
      if (!loaded && !target.databaseUrl) await removeEmbeddedCluster(dataDir);
    }
    return manifest;
  } finally {
    await lock?.close();
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The app's migrations up to the archive's, in a folder of their own (drizzle applies every
 * migration of a folder). Refuses an archive from a newer app or from a different migration history.
 */
async function migrationsUpTo(manifest: Snapshot, staging: string): Promise<string> {
  const ours = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const theirs = manifest.migrations;
  if (theirs.length > ours.length) {
    throw new BackupArchiveError(
      `The archive comes from a newer Holdfast (${manifest.app.version}, ${theirs.length} migrations; this one has ${ours.length}): upgrade Holdfast first`,
    );
  }
  theirs.forEach((m, i) => {
    if (m.hash !== ours[i]!.hash) {
      throw new BackupArchiveError(
        `The archive's migration ${i + 1} differs from this Holdfast's: it comes from another version of the schema`,
      );
    }
  });
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const folder = path.join(staging, 'migrations');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, theirs.length);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    await copyFile(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

async function refuseNonEmptyFolder(dir: string, name: string) {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (entries.length)
    throw new RestoreRefusedError(`Refusing to restore: ${name} is not empty (${dir}); restore into an empty DATA_DIR`);
}

async function refuseNonEmptyDatabase(pool: pg.Pool, manifest: Manifest) {
  const client = await pool.connect();
  try {
    const q = pgRunner(client);
    for (const table of await listTables(q)) {
      // A server started on the new database has already made its auth secret: the archive's replaces it.
      if (table === INSTANCE_SECRETS_TABLE) continue;
      const [row] = await q.query<{ any: boolean }>(`select exists (select 1 from ${qualified(table)}) as any`);
      if (row?.any)
        throw new RestoreRefusedError(
          `Refusing to restore: the target database is not empty (table ${table} has rows)`,
        );
    }
    const applied = await appliedMigrations(q);
    if (applied.length > manifest.migrations.length) {
      throw new RestoreRefusedError(
        `Refusing to restore: the target database has ${applied.length} migrations applied, the archive ${manifest.migrations.length}; restore into a new empty database`,
      );
    }
  } finally {
    client.release();
  }
}

/** What a snapshot of the rows holds (a backup's manifest, or a PGlite folder read for the import). */
export type Snapshot = Pick<Manifest, 'app' | 'migrations' | 'tables' | 'sequences'>;

/**
 * Load a snapshot's rows (JSON lines in `staging`) into an empty PostgreSQL database: its
 * migrations up to the snapshot's, every row in one transaction, then this app's newer migrations.
 */
export async function loadSnapshot(database: Database, snapshot: Snapshot, staging: string, migrationsFolder?: string) {
  await migrateTo(database, migrationsFolder ?? (await migrationsUpTo(snapshot, staging)));
  await loadRows(database, snapshot, staging);
  await migrateDatabase(database);
}

async function migrateTo(database: Database, migrationsFolder: string) {
  const client = await database.pool!.connect();
  try {
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    client.release();
  }
}

async function withLoadTransaction<T>(database: Database, fn: (q: SqlRunner) => Promise<T>): Promise<T> {
  const client = await database.pool!.connect();
  try {
    return await inTransaction({ client }, fn);
  } finally {
    client.release();
  }
}

/**
 * Every row in one transaction. `DISABLE TRIGGER USER` needs only table ownership (the restoring
 * user just created the tables), not superuser like session_replication_role, so it works the same
 * on PGlite and on a PostgreSQL whose DATABASE_URL user is not a superuser; foreign keys stay
 * enforced, hence parents first.
 */
async function loadRows(database: Database, manifest: Snapshot, staging: string) {
  await withLoadTransaction(database, async (q) => {
    const present = await listTables(q);
    for (const table of manifest.tables) {
      if (!present.includes(table.name))
        throw new BackupArchiveError(`The archive's table ${table.name} does not exist after the migrations`);
    }
    const order = parentsFirst(
      manifest.tables.map((t) => t.name),
      await foreignKeys(q),
    );
    for (const table of present) await q.query(`alter table ${qualified(table)} disable trigger user`);
    // The only rows a restore replaces (refuseNonEmptyDatabase lets them through).
    if (present.includes(INSTANCE_SECRETS_TABLE)) await q.query(`delete from ${qualified(INSTANCE_SECRETS_TABLE)}`);
    for (const name of order) {
      const table = manifest.tables.find((t) => t.name === name)!;
      const columns = await insertableColumns(q, table);
      const list = columns.map(quoteIdent).join(', ');
      const insert = `insert into ${qualified(name)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${qualified(name)}, $1::json)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length) await q.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(path.join(staging, table.file)), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= INSERT_BATCH) await flush();
      }
      await flush();
      const [count] = await q.query<{ n: number }>(`select count(*)::int as n from ${qualified(name)}`);
      if (count?.n !== table.rows)
        throw new BackupArchiveError(`Table ${name}: loaded ${count?.n} rows, the manifest says ${table.rows}`);
    }
    for (const seq of manifest.sequences) {
      if (seq.lastValue !== null)
        await q.query('select setval($1::regclass, $2::bigint, true)', [qualified(seq.name), seq.lastValue]);
    }
    for (const table of present) await q.query(`alter table ${qualified(table)} enable trigger user`);
  });
}

/** The archive's columns, all present in the target; generated ones are left to the database. */
async function insertableColumns(q: SqlRunner, table: Snapshot['tables'][number]): Promise<string[]> {
  const target = await listColumns(q, table.name);
  const columns: string[] = [];
  for (const col of table.columns) {
    const there = target.find((c) => c.name === col.name);
    if (!there)
      throw new BackupArchiveError(
        `The archive's column ${table.name}.${col.name} does not exist after the migrations`,
      );
    if (!there.generated) columns.push(col.name);
  }
  return columns;
}

/** Verified files copied beside DATA_DIR/files first, so a failed load leaves no files behind. */
async function stageFiles(manifest: Manifest, staging: string, dataDir: string): Promise<string | null> {
  const dir = path.join(dataDir, `.files-restore-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const file of manifest.files.entries) {
    const to = path.join(dir, ...file.key.split('/'));
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(path.join(staging, fileEntry(file.key)), to);
  }
  return dir;
}

/** An empty DATA_DIR/files (checked before) is removed so the staged folder can take its name. */
async function emptyFolderFreed(dir: string): Promise<string> {
  await rmdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  return dir;
}

async function uploadFiles(manifest: Manifest, staging: string, storage: FileStorage) {
  for (const file of manifest.files.entries) {
    await storage.put(file.key, await readFile(path.join(staging, fileEntry(file.key))), contentTypeForKey(file.key));
  }
}

/**
 * An archive from before the secret moved into the database (decision 266) carries it as a file:
 * it goes into the database, where the next start looks for it; a secret among the archive's rows wins.
 */
async function restoreSecret(manifest: Manifest, staging: string, database: Database) {
  if (!manifest.authSecret) return;
  const archived = (await readFile(path.join(staging, AUTH_SECRET_ENTRY), 'utf8')).trim();
  await database.pool!.query(
    `insert into ${qualified(INSTANCE_SECRETS_TABLE)} (name, value) values ($1, $2) on conflict (name) do nothing`,
    [AUTH_SECRET_NAME, archived],
  );
}
