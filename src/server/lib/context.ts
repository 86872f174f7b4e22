import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';

/** What every handler can reach through `c.get(...)`. */
export interface AppVariables {
  requestId: string;
  logger: Logger;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** Everything the app is built from; tests build it with a fresh database. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Where the built SPA lives; null to serve the API only. */
  webRoot: string | null;
}
