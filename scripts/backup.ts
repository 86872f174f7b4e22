/**
 * npm run backup [-- FOLDER_OR_FILE]: one archive with a consistent snapshot of the database and
 * the uploaded files, taken while the server keeps running (src/server/backup/).
 */
import { EnvError, loadEnv } from '../src/server/platform/env';
import { formatBytes, runBackup, totalRows } from '../src/server/services/backup/commands';

try {
  const env = loadEnv();
  const r = await runBackup(env, { out: process.argv[2], warn: (line) => process.stderr.write(`${line}\n`) });
  const m = r.manifest;
  const files =
    m.files.storage === 's3' ? 'files in the S3 bucket (not in the archive)' : `${m.files.entries.length} files`;
  process.stdout.write(
    `Backup written: ${r.archive} (${formatBytes(r.bytes)}), ${m.tables.length} tables, ${totalRows(m)} rows, ${files}, ${r.seconds.toFixed(1)} s\n`,
  );
} catch (err) {
  process.stderr.write(
    `Backup failed: ${err instanceof EnvError || err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
}
