import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import type { AdminHandler } from './admin-socket';
import { writeBackup } from './create-backup';

/**
 * The running server's side of `npm run backup` with the embedded database: GET /backup on the
 * admin socket streams an archive taken from the server's own PGlite.
 */
export function backupHandler(options: { pglite: PGlite; dataDir: string; s3: boolean; logger: Logger }): AdminHandler {
  return (req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip' });
    const started = performance.now();
    writeBackup(
      { db: { pglite: options.pglite }, dataDir: options.dataDir, s3: options.s3, warn: (m) => options.logger.warn(m) },
      res,
    ).then(
      (manifest) =>
        options.logger.info(
          {
            tables: manifest.tables.length,
            files: manifest.files.entries.length,
            ms: Math.round(performance.now() - started),
          },
          'backup served',
        ),
      (err: unknown) => {
        // Breaking the stream off tells the client the archive is incomplete.
        options.logger.error({ err }, 'backup failed');
        res.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
  };
}
