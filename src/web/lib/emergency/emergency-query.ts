import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

/**
 * GET /api/emergency: everything the /emergency screen shows (decision 0274). Kept on the device
 * (offline/marker.ts) and asked for on every signed-in page load (offline/persist.ts), so the
 * screen opens with no network after any signed-in visit.
 */
export const emergencyQueryKey = ['emergency'] as const;

export const emergencyQueryOptions = queryOptions({
  queryKey: emergencyQueryKey,
  queryFn: ({ signal }) => data(client.emergency.$get(undefined, { init: { signal } })),
  meta: { logErrorAs: 'The emergency screen failed to load' },
});

export const useEmergency = () => useQuery(emergencyQueryOptions);
