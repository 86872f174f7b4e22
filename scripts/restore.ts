/**
 * npm run restore -- ARCHIVE: load a backup into an empty DATA_DIR (embedded database) or
 * DATABASE_URL; refuses a non-empty target (src/server/backup/).
 */
import { EnvError, loadEnv } from '../src/server/platform/env';
import { runRestore, totalRows } from '../src/server/services/backup/commands';

const archive = process.argv[2];
if (!archive) {
  process.stderr.write('Usage: npm run restore -- ARCHIVE (a holdfast-backup-*.tar.gz)\n');
  process.exit(2);
}
try {
  const env = loadEnv();
  const r = await runRestore(env, archive, (line) => process.stderr.write(`${line}\n`));
  const m = r.manifest;
  const where = env.DATABASE_URL ? 'the database at DATABASE_URL' : `${env.DATA_DIR}`;
  process.stdout.write(
    `Restored ${archive} (taken ${m.createdAt}) into ${where}: ${m.tables.length} tables, ${totalRows(m)} rows, ${m.files.entries.length} files, ${r.seconds.toFixed(1)} s\n`,
  );
} catch (err) {
  process.stderr.write(
    `Restore failed: ${err instanceof EnvError || err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
}
