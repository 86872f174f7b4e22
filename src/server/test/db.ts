/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a
 * PostgreSQL database copied from the run's migrated template. Real databases, never mocks.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { withDatabase } from './postgres-global-setup';

export interface TestDatabase extends Database {
  /** postgres:// URL of this test database (PostgreSQL only). */
  url?: string;
  destroy(): Promise<void>;
}

export const testDriver = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === 'pglite') {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    await migrateDatabase(database);
    return { ...database, destroy: () => database.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('pgTemplateDatabase')}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolMax: 5 });
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
