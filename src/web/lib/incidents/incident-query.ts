import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RealtimeTable } from '@shared/realtime';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { getCurrentIncident } from './incidents-api';

/**
 * The household's open incident (emergency mode, issue 37): one query shared by the /emergency
 * page and the dashboard. Under 'incidents', an offline root (lib/offline/marker.ts), so after any
 * signed-in visit the emergency and its check-ins show with no network (decision 081).
 */
export const incidentsQueryKey = ['incidents'] as const;
export const currentIncidentQueryKey = ['incidents', 'current'] as const;

/** The realtime topic announcing household_incidents, incident_checkins and incident_ticks. */
export const INCIDENT_REALTIME_TABLES: readonly RealtimeTable[] = ['incidents'];

export const currentIncidentQueryOptions = queryOptions({
  queryKey: currentIncidentQueryKey,
  queryFn: ({ signal }) => getCurrentIncident(signal),
  meta: { logErrorAs: 'The emergency failed to load' },
});

/** The open incident, kept fresh by the household's change feed (a check-in shows within a second). */
export function useCurrentIncident() {
  useRealtimeInvalidation(INCIDENT_REALTIME_TABLES, [incidentsQueryKey]);
  return useQuery(currentIncidentQueryOptions);
}
