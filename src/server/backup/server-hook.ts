import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { claimDataDir } from './admin-socket';
import { backupHandler } from './serve-backups';

/**
 * The server's admin socket (embedded database only), in two steps for main.ts: claim DATA_DIR
 * before opening PGlite, serve backups once the database is open.
 */
export async function claimAdminSocket(dataDir: string) {
  const socket = await claimDataDir(dataDir, 'server start');
  return {
    serve({ env, database, logger }: { env: Env; database: Database; logger: Logger }) {
      const s3 = Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);
      socket.handle(backupHandler({ pglite: database.pglite!, dataDir, s3, logger }));
    },
    close: () => socket.close(),
  };
}
