/**
 * Integration tests on PostgreSQL: migrate ONE template database per run; each test file then
 * gets its own database copied from it (fast) and drops it afterwards. Everything this run
 * created is removed at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateDatabase: string;
    pgRunPrefix: string;
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('The integration-postgres tests need TEST_DATABASE_URL (postgres://...)');
  const runPrefix = `holdfast_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${runPrefix}_tpl`;

  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(baseUrl, template), poolMax: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('pgTemplateDatabase', template);
  project.provide('pgRunPrefix', runPrefix);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${runPrefix}%`,
    ]);
    for (const { datname } of rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.end();
  };
}
