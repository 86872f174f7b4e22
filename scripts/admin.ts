/**
 * npm run admin -- <command> [EMAIL]: grant, revoke, verify, reset-password, disable, enable,
 * two-factor-off, list (src/server/services/admin/commands.ts). Works with the embedded database, the server
 * running or not, and with DATABASE_URL.
 */
import { EnvError, loadEnv } from '../src/server/platform/env';
import { ApiError } from '../src/server/platform/errors';
import {
  AdminUsageError,
  parseAdminArgs,
  runAdminCommand,
  withServerDatabase,
} from '../src/server/services/admin/commands';

try {
  const { command, email } = parseAdminArgs(process.argv.slice(2));
  const env = loadEnv();
  const lines = await withServerDatabase(env, (database) => runAdminCommand(database, env, command, email));
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (err) {
  if (err instanceof AdminUsageError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  const message =
    err instanceof ApiError && err.status === 404
      ? err.message
      : err instanceof EnvError || err instanceof Error
        ? err.message
        : String(err);
  process.stderr.write(`Admin command failed: ${message}\n`);
  process.exit(1);
}
