/** Fresh, disposable databases for one bench run. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function makeTempDir(label: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `holdfast-bench-${label}-`));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** The URL with its password hidden, for printing. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export interface BenchPostgres {
  name: string;
  /** The admin URL with the database swapped for the fresh one. */
  url: string;
  create(): Promise<void>;
  /** Drop it with (force), disconnecting leftover clients; a no-op if create() was never called. */
  drop(): Promise<void>;
}

/**
 * Plan `holdfast_bench_<random>` on the server of `adminUrl` (created and dropped through a
 * connection to the database that URL names). Register drop() for cleanup BEFORE create():
 * an interrupt during create must not leak the database.
 */
export function planPostgresDatabase(adminUrl: string): BenchPostgres {
  const name = `holdfast_bench_${randomBytes(5).toString('hex')}`;
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  let attempted = false;
  let dropped = false;
  return {
    name,
    url: u.toString(),
    create: async () => {
      attempted = true;
      await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
    },
    drop: async () => {
      if (!attempted || dropped) return;
      await withClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
      dropped = true;
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}
