import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { rowsOf } from './sql-helpers';

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
  /**
   * LISTEN on a channel: `onNotify` gets each payload; `events.onDown` is called as soon as the
   * connection is known lost, `events.onReconnect` once it listens again (notifications in
   * between are lost: callers resynchronise). Resolves once listening; the returned function stops.
   */
  listen(channel: string, onNotify: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /**
   * A hot-path query as a named prepared statement (PostgreSQL parses and plans it once per
   * connection; PGlite runs it as a plain parameterised query). `text` uses $1, $2, ...
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /**
   * A transaction on one connection whose statements are named prepared statements (a hot write:
   * PostgreSQL parses and plans each once per connection instead of on every call). Committed when
   * `fn` resolves, rolled back when it throws.
   */
  preparedTransaction<T>(fn: (tx: PreparedTx) => Promise<T>): Promise<T>;
  /** The underlying clients, for tests. Exactly one is set. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** What a prepared transaction's callback may send, all on the transaction's connection. */
export interface PreparedTx {
  /** A named prepared statement (`text` uses $1, $2, ...; one text per name). */
  query<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** Drizzle on the same connection, for the paths that are not hot (made on first use). */
  readonly db: Db;
}

/**
 * A statement written with Drizzle's `sql` (and the shared SQL fragments) whose parameters are
 * `sql.placeholder(name)`s, rendered ONCE to constant text for a named prepared statement; `values`
 * orders a call's parameters as the text numbers them.
 */
export interface PreparedStatement<P extends string> {
  name: string;
  text: string;
  values(params: Record<P, unknown>): unknown[];
}

export function preparedStatement<P extends string>(name: string, query: SQL): PreparedStatement<P> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  if (params.some((p) => !is(p, Placeholder))) throw new Error(`${name}: every parameter must be a placeholder`);
  return { name, text, values: (values) => fillPlaceholders(params, values) };
}

export interface ListenEvents {
  onDown?: () => void;
  onReconnect?: () => void;
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
      prepared: async <T>(name: string, text: string, values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as T[],
      preparedTransaction: async <T>(fn: (tx: PreparedTx) => Promise<T>) => {
        const client = await pool.connect();
        // A connection whose rollback failed is in an unknown state: destroyed, not reused.
        let broken: Error | undefined;
        try {
          await client.query('begin');
          let txDb: Db | undefined;
          const result = await fn({
            query: async <R>(name: string, text: string, values: unknown[]) =>
              (await client.query({ name, text, values })).rows as R[],
            get db() {
              return (txDb ??= drizzleNodePg({ client, schema }) as unknown as Db);
            },
          });
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch((rollbackErr: unknown) => {
            broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
          });
          throw err;
        } finally {
          client.release(broken);
        }
      },
      listen: (channel, onNotify, events = {}) => listenPostgres(options.databaseUrl!, channel, onNotify, events),
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
  // PGlite is loaded only here (importing a PGlite folder, decision 143): a server start never
  // pays for it (about a second of module loading on a small machine).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    prepared: async <T>(_name: string, text: string, values: unknown[]) => (await client.query<T>(text, values)).rows,
    preparedTransaction: <T>(fn: (tx: PreparedTx) => Promise<T>) =>
      client.transaction(async (tx) => {
        let txDb: Db | undefined;
        return fn({
          query: async <R>(_name: string, text: string, values: unknown[]) => (await tx.query<R>(text, values)).rows,
          get db() {
            return (txDb ??= drizzlePglite({ client: tx as unknown as PGlite, schema }) as unknown as Db);
          },
        });
      }),
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** How often the LISTEN connection proves it is alive, and how long an answer may take. */
export const LISTEN_HEARTBEAT_MS = 3_000;
export const LISTEN_HEARTBEAT_TIMEOUT_MS = 2_000;
/** Reconnect delays after the LISTEN connection is lost: 250 ms doubling to 30 s, reset on success. */
export function listenRetryDelay(failures: number): number {
  return Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
}

/**
 * A dedicated connection (LISTEN holds it) that reconnects with backoff when it drops.
 * PostgreSQL delivers a NOTIFY to every listening connection, on every server instance.
 * The connection counts as lost on its `error` or `end` event, or when a heartbeat query goes
 * unanswered (a silent network drop raises neither event).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  events: ListenEvents,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const lost = (c: pg.Client) => {
    if (client !== c) return; // not the live connection, or already handled
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    c.removeAllListeners('notification');
    void c.end().catch(() => {});
    events.onDown?.();
    if (!stopped) scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (msg) => {
      if (client === c && msg.channel === channel && msg.payload !== undefined) onNotify(msg.payload);
    });
    // Errors while connecting reject connect(); later ones (and the end) mean the connection is gone.
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      void c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    heartbeat = setInterval(() => {
      const timeout = setTimeout(() => lost(c), LISTEN_HEARTBEAT_TIMEOUT_MS);
      c.query('select 1').then(
        () => clearTimeout(timeout),
        () => {
          clearTimeout(timeout);
          lost(c);
        },
      );
    }, LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
  };
  const scheduleReconnect = () => {
    const delay = listenRetryDelay(failures);
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => {
          if (stopped || !client) return;
          failures = 0;
          events.onReconnect?.();
        })
        .catch(() => {
          failures += 1;
          if (!stopped) scheduleReconnect();
        });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (heartbeat) clearInterval(heartbeat);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => {});
  };
}

/** A fixed key so concurrent instances starting on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_242_010;

/** Apply the committed migrations (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
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
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

export function pgliteDataDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
