import { claimDataDir, type AdminSocket } from './admin-socket';

/**
 * The server's hold on DATA_DIR (embedded database only): claimed before the embedded PostgreSQL
 * starts, released after it stopped, so a second server, a restore or an offline backup refuses
 * while this one runs (decision 138). Backups of the running server connect to its PostgreSQL
 * socket themselves.
 */
export function claimAdminSocket(dataDir: string): Promise<AdminSocket> {
  return claimDataDir(dataDir, 'server');
}
