import { queryOptions } from '@tanstack/react-query';
import { INCIDENTS_QUERY_ROOT } from '@shared/realtime';
import { getCurrentIncident } from './incidents-api';

/**
 * The household's open incident (emergency mode, issue 37): one query shared by the /emergency
 * page and the dashboard (use-current-incident.ts keeps it live). Under 'incidents', an offline
 * root (lib/offline/marker.ts), asked for on every signed-in load (persist.ts), so the emergency
 * and its check-ins show with no network after any signed-in visit (decision 081).
 */
export const incidentsQueryKey = [INCIDENTS_QUERY_ROOT] as const;
export const currentIncidentQueryKey = [INCIDENTS_QUERY_ROOT, 'current'] as const;

export const currentIncidentQueryOptions = queryOptions({
  queryKey: currentIncidentQueryKey,
  queryFn: ({ signal }) => getCurrentIncident(signal),
  meta: { logErrorAs: 'The emergency failed to load' },
});
