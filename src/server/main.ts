import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { migrateDatabase, openDatabase, pgliteDataDirFor } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { EnvError, loadEnv } from './platform/env';
import { createLogger } from './platform/logger';
import { resolveAuthSecret } from './platform/secret';
import { claimAdminSocket } from './services/backup/server-hook';

const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;
/** Said once at start without SMTP_URL (decision 0262): where the emails go instead. */
const NO_MAIL_WARNING =
  'SMTP_URL is not set: this server sends no email. Each one (account verification, password reset, household invitation, reminder) is written to this log with its recipient, subject and link instead; the app tells people mail is off and gives owners their invitation links to pass on.';

async function main() {
  // Where a start spends its time (issue 19: healthy within 3 s of a warm start), in the
  // "listening" log line: loading the code, the embedded database, migrations, the app.
  const phases: Record<string, number> = { modules: Math.round(process.uptime() * 1000) };
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);

  // Embedded database: take DATA_DIR (refused while a backup, restore or other server holds it),
  // then start PostgreSQL in DATA_DIR/postgres; a PGlite folder from before is imported first.
  const admin = env.DATABASE_URL ? null : await claimAdminSocket(dataDir);
  let embedded: EmbeddedPostgres | null = null;
  if (admin) {
    const log = (level: 'debug' | 'info' | 'warn' | 'error', message: string) => logger[level](message);
    // Loaded only when there is a PGlite folder to move (once per install).
    const imported = existsSync(path.join(pgliteDataDirFor(dataDir), 'PG_VERSION'))
      ? await (
          await import('./services/backup/import-pglite')
        ).importPgliteFolder(dataDir, {
          poolMax: env.DATABASE_POOL_MAX,
          log,
          rootFallbackDir: env.ROOT_FALLBACK_DIR,
        })
      : null;
    if (imported) {
      process.stdout.write(
        `Moved the embedded database from PGlite to PostgreSQL (${imported.tables} tables, ${imported.rows} rows, ${imported.seconds.toFixed(1)} s); the old folder is kept as ${imported.movedTo}\n`,
      );
    }
    embedded = await startEmbeddedPostgres({
      dataDir,
      poolMax: env.DATABASE_POOL_MAX,
      log,
      rootFallbackDir: env.ROOT_FALLBACK_DIR,
    });
    // Running as root with DATA_DIR behind a folder postgres cannot enter: where the database went.
    if (embedded.notice) process.stdout.write(`${embedded.notice}\n`);
    embedded.onUnexpectedExit((code, signal) => {
      const how = signal ? `signal ${signal}` : `code ${code}`;
      logger.error({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly');
      process.stderr.write(`Holdfast stopped: the embedded PostgreSQL exited unexpectedly (${how})\n`);
      process.exit(1);
    });
    phase('database');
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL ?? embedded!.url,
    poolMax: env.DATABASE_POOL_MAX,
  });
  await migrateDatabase(database);
  phase('migrations');
  // After the migrations (they create instance_secrets); the same secret on every instance.
  const authSecret = await resolveAuthSecret({ configured: env.AUTH_SECRET, dataDir, db: database.db, logger });

  // In development Vite serves the web app (npm run dev) and proxies /api here.
  const webRoot = env.NODE_ENV === 'development' ? null : WEB_ROOT;
  const app = createApp({ env, database, logger, webRoot, authSecret });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = embedded ? `embedded PostgreSQL in ${embedded.dir}` : 'PostgreSQL at DATABASE_URL';
    phase('app');
    logger.info({ port: info.port, database: database.driver, startupMs: phases }, 'listening');
    // Once the server is up (a refused start says only why it stopped).
    if (!env.SMTP_URL) logger.warn(NO_MAIL_WARNING);
    // The one line a person looks for.
    process.stdout.write(`Holdfast is serving at ${env.PUBLIC_URL} (port ${info.port}, data: ${where})\n`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over; closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Open event streams never finish by themselves: end them first. The job worker stops with
    // them; the database closes only after it has.
    const appClosed = app.close();
    server.close(async () => {
      try {
        await appClosed;
        await database.close();
        // PostgreSQL last, then DATA_DIR is free for the next server.
        await embedded?.stop();
        await admin?.close();
        logger.info('stopped');
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'error while closing the database');
        process.exit(1);
      }
    });
    // Keep-alive connections with no request in flight would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Holdfast failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
