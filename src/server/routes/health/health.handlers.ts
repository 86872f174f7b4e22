import { API_ERROR_CODES } from '@shared/errors';
import { appliedMigrationCount } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { errorBody } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { getHealthRoute } from './health.routes';

const startedAt = Date.now();

export function healthRouter({ database, logger }: AppDeps) {
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
      logger.error({ err }, 'health check: database unreachable');
      return c.json(errorBody(API_ERROR_CODES.unavailable, 'Database unavailable'), 503);
    }
  });
}
