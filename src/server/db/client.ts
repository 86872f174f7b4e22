import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-independent Drizzle handle every query uses (both drivers speak the pg dialect). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying clients, for LISTEN/NOTIFY and tests. Exactly one is set. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL: node-postgres pool. Unset: embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder ("memory://" for an in-memory database). */
  pgliteDataDir?: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** A fixed key so concurrent instances starting on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_242_010;

/** Apply the committed migrations (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite! }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Number of applied migrations (a real table read, used by the health check). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export function pgliteDataDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
