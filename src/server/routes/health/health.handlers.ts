import { appliedMigrationCount } from '../../db/client';
import type { AppDeps } from '../../http/context';
import { createRouter } from '../../http/router';
import { DatabaseUnavailableError } from '../../platform/errors';
import { getHealthRoute } from './health.routes';

const startedAt = Date.now();

export function healthRouter({ database }: AppDeps) {
  return createRouter().openapi(getHealthRoute, async (c) => {
    try {
      const migrations = await appliedMigrationCount(database.db);
      return c.json(
        {
          status: 'ok' as const,
          database: 'ok' as const,
          driver: database.driver,
          migrations,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        },
        200,
      );
    } catch (err) {
      // The one onError answers 503 with Retry-After and logs once per outage.
      throw new DatabaseUnavailableError(err);
    }
  });
}
