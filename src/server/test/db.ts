/**
 * A fresh, migrated PostgreSQL database for one test file, copied from the run's migrated
 * template (see postgres-global-setup.ts). Real databases, never mocks.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { withDatabase } from './postgres-global-setup';

export interface TestDatabase extends Database {
  /** postgres:// URL of this test database. */
  url?: string;
  destroy(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgBaseUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = inject('pgBaseUrl');
  const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
  await admin(async (client) => {
    await client.query(`create database "${name}" template "${inject('pgTemplateDatabase')}"`);
    // A test never survives a crash of the server, so a commit need not wait for the disk (a
    // millisecond each); what it sees and locks is unchanged (decision 151).
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const url = withDatabase(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolMax: 5 });
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
