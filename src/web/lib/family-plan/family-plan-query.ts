import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyPlanInput } from '@shared/family-plan/schemas';
import { client, data } from '@web/lib/api-client';

/** GET /api/family-plan: the owner's plan (the empty plan with its defaults until first saved). */
export const familyPlanQueryKey = ['family-plan'] as const;

export const familyPlanQueryOptions = queryOptions({
  queryKey: familyPlanQueryKey,
  queryFn: ({ signal }) => data(client['family-plan'].$get(undefined, { init: { signal } })),
  meta: { logErrorAs: 'The family plan failed to load' },
});

export const useFamilyPlan = () => useQuery(familyPlanQueryOptions);

/** PUT /api/family-plan: the whole plan in one request; the answer is the plan as saved. */
export function useSaveFamilyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: FamilyPlanInput) => data(client['family-plan'].$put({ json })),
    onSuccess: (saved) => queryClient.setQueryData(familyPlanQueryKey, saved),
  });
}
