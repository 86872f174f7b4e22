import { useQuery } from '@tanstack/react-query';
import { useSession } from '@web/lib/auth/session';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { ALERTS_REFRESH_MS, alertsQueryKey, alertsQueryOptions } from './alerts-query';

const ALERT_TABLES = ['household_alerts'] as const;
const KEYS = [alertsQueryKey];

/**
 * The household's official warnings, kept fresh by the household's change feed (the server
 * announces household_alerts inserts and updates; a warning that ends touches its rows, so its end
 * is heard too) and, should the feed be down, every few minutes. Not asked for outside a household
 * (the server answers 404 there).
 */
export function useHouseholdAlerts() {
  const inHousehold = Boolean(useSession().data?.household);
  useRealtimeInvalidation(ALERT_TABLES, KEYS);
  return useQuery({ ...alertsQueryOptions, enabled: inHousehold, refetchInterval: ALERTS_REFRESH_MS });
}
