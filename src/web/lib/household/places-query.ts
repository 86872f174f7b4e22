import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceInput } from '@shared/households/places';
import { client, data, type SuccessBody } from '@web/lib/api-client';
import { householdQueryKey } from './household-query';

/**
 * GET /api/household/places (issue 38): the household's watched places. Under the 'household'
 * root, so kept on the device with the rest of the household (OFFLINE_QUERY_ROOTS).
 */
export const placesQueryKey = [...householdQueryKey, 'places'] as const;

export type PlaceList = SuccessBody<Awaited<ReturnType<(typeof client)['household']['places']['$get']>>>;
export type WatchedPlace = PlaceList['places'][number];

export const placesQueryOptions = queryOptions({
  queryKey: placesQueryKey,
  queryFn: ({ signal }) => data(client.household.places.$get(undefined, { init: { signal } })),
  meta: { logErrorAs: 'The watched places failed to load' },
});

export const usePlaces = () => useQuery(placesQueryOptions);

/** After a write: the places and the household (its activity says who changed what). */
function useRefetchHousehold() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: householdQueryKey });
}

/** POST /api/household/places (owners and editors). */
export function useAddPlace() {
  const refetch = useRefetchHousehold();
  return useMutation({
    mutationFn: (json: PlaceInput) => data(client.household.places.$post({ json })),
    onSettled: refetch,
  });
}

/** PUT /api/household/places/:id (owners and editors). */
export function useUpdatePlace() {
  const refetch = useRefetchHousehold();
  return useMutation({
    mutationFn: ({ id, json }: { id: string; json: PlaceInput }) =>
      data(client.household.places[':id'].$put({ param: { id }, json })),
    onSettled: refetch,
  });
}

/** DELETE /api/household/places/:id (owners and editors). */
export function useRemovePlace() {
  const refetch = useRefetchHousehold();
  return useMutation({
    mutationFn: (id: string) => data(client.household.places[':id'].$delete({ param: { id } })),
    onSettled: refetch,
  });
}
