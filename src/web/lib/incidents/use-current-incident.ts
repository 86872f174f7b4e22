import { useQuery } from '@tanstack/react-query';
import { INCIDENT_REALTIME_TABLES } from '@shared/realtime';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { currentIncidentQueryOptions, incidentsQueryKey } from './incident-query';

const KEYS = [incidentsQueryKey];

/**
 * The open incident, kept fresh by the household's change feed (household_incidents,
 * incident_checkins, incident_ticks: a check-in shows within a second).
 */
export function useCurrentIncident() {
  useRealtimeInvalidation(INCIDENT_REALTIME_TABLES, KEYS);
  return useQuery(currentIncidentQueryOptions);
}
