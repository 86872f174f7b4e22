import { pino } from 'pino';
import { createApp } from '../app';
import { parseEnv, type Env } from '../env';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

/** The real Hono app on a fresh database, API only (no built SPA needed). */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...envOverrides });
  const app = createApp({ env, database, logger: pino({ level: 'silent' }), webRoot: null });
  return { app, database, env, close: () => database.destroy() };
}
