/**
 * The one-time move of a PGlite data folder (Holdfast before 0.2 kept the embedded database in
 * DATA_DIR/pglite) into the embedded PostgreSQL, at the first start that finds one (decision 142).
 * It uses the backup code: every table read as JSON lines in one transaction from PGlite, loaded
 * into a new cluster in one transaction (user triggers off, parents first, migrations up to the
 * folder's level first and the newer ones after). The new cluster is built in DATA_DIR/pgimport
 * and only renamed to DATA_DIR/postgres when complete, so a start interrupted halfway begins again;
 * then the PGlite folder is renamed (kept, never deleted) to pglite.migrated-<UTC date and time>.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, pgliteDataDirFor } from '../../db/client';
import { embeddedDirFor, startEmbeddedPostgres, type EmbeddedLog } from '../../db/embedded';
import { snapshotDatabase } from './create-backup';
import { appVersion } from './manifest';
import { loadSnapshot } from './restore';
import { inTransaction } from './sql';

export interface PgliteImport {
  /** Where the PGlite folder went. */
  movedTo: string;
  tables: number;
  rows: number;
  seconds: number;
}

/** The data folder's PGlite database, or null when there is none to import. */
export function pgliteFolderToImport(dataDir: string): string | null {
  const folder = pgliteDataDirFor(path.resolve(dataDir));
  return existsSync(path.join(folder, 'PG_VERSION')) ? folder : null;
}

/**
 * Import DATA_DIR/pglite into DATA_DIR/postgres when there is a PGlite folder. The caller holds
 * DATA_DIR's lock and starts the embedded PostgreSQL afterwards. Resolves null when there was
 * nothing to import.
 */
export async function importPgliteFolder(
  dataDir: string,
  options: { poolMax?: number; log?: EmbeddedLog; now?: Date; rootFallbackDir?: string } = {},
): Promise<PgliteImport | null> {
  const pgliteDir = pgliteFolderToImport(dataDir);
  if (!pgliteDir) return null;
  const started = performance.now();
  const clusterDir = embeddedDirFor(dataDir);
  let tables = 0;
  let rows = 0;
  // A cluster named DATA_DIR/postgres exists only once an import completed (or when there was no
  // PGlite folder): then only the rename of the PGlite folder is left to do.
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // Not longer than 'postgres': the socket path inside it has the same limit (decision 140).
    const building = path.join(path.dirname(clusterDir), 'pgimport');
    await rm(building, { recursive: true, force: true });
    const staging = await mkdtemp(path.join(tmpdir(), 'holdfast-pglite-import-'));
    try {
      // PGlite (WebAssembly, ~750 MB while open) is loaded only here, and closed before the server starts.
      const { PGlite } = await import('@electric-sql/pglite');
      const pglite = await PGlite.create(pgliteDir);
      let snapshot;
      try {
        snapshot = await inTransaction({ pglite }, async (q) => {
          await q.query('set transaction isolation level repeatable read, read only');
          return snapshotDatabase(q, staging);
        });
      } finally {
        await pglite.close();
      }
      tables = snapshot.tables.length;
      rows = snapshot.tables.reduce((n, t) => n + t.rows, 0);
      const embedded = await startEmbeddedPostgres({
        dataDir,
        clusterDir: building,
        poolMax: options.poolMax ?? 2,
        log: options.log,
        rootFallbackDir: options.rootFallbackDir,
      });
      try {
        const database = await openDatabase({ databaseUrl: embedded.url, poolMax: 2 });
        try {
          await loadSnapshot(database, { ...snapshot, app: appVersion() }, staging);
        } finally {
          await database.close();
        }
      } finally {
        await embedded.stop();
      }
      await rename(building, clusterDir);
    } catch (err) {
      await rm(building, { recursive: true, force: true });
      throw err;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  const movedTo = `${pgliteDir}.migrated-${stamp(options.now ?? new Date())}`;
  await rename(pgliteDir, movedTo);
  return { movedTo, tables, rows, seconds: (performance.now() - started) / 1000 };
}

/** 20261123-195501 (UTC), as backup archives are named. */
function stamp(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}-${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}`;
}
