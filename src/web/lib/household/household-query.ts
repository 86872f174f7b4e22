import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HouseholdRole, InviteInput } from '@shared/households/schemas';
import { client, data, type SuccessBody } from '@web/lib/api-client';

/**
 * GET /api/household (docs/product.md#households): my role, the members, pending invitations and
 * the last 100 changes. Kept on the device (OFFLINE_QUERY_ROOTS) so the page opens offline.
 */
export const householdQueryKey = ['household'] as const;

export type Household = SuccessBody<Awaited<ReturnType<(typeof client)['household']['$get']>>>;
export type HouseholdMember = Household['members'][number];
export type InvitationPreview = SuccessBody<
  Awaited<ReturnType<(typeof client)['household']['invitations']['preview']['$post']>>
>;

/** The realtime tables whose changes refetch the household (members, activity, invitations). */
export const HOUSEHOLD_REALTIME_TABLES = ['household_members', 'household_activity', 'household_invitations'] as const;

export const householdQueryOptions = queryOptions({
  queryKey: householdQueryKey,
  queryFn: ({ signal }) => data(client.household.$get(undefined, { init: { signal } })),
  meta: { logErrorAs: 'The household failed to load' },
});

export const useHousehold = () => useQuery(householdQueryOptions);

/** The writes that answer the household as it now is: the answer replaces the cached one. */
function useHouseholdWrite<A>(call: (args: A) => Promise<Household>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (household) => queryClient.setQueryData(householdQueryKey, household),
  });
}

/**
 * POST /api/household/invitations (owners): emails a single-use link (without mail on the server,
 * answers it instead: `link`, decision 0262); the list is fetched again.
 */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: InviteInput) => data(client.household.invitations.$post({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdQueryKey }),
  });
}

/** DELETE /api/household/invitations/:id (owners). */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.household.invitations[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdQueryKey }),
  });
}

/** PATCH /api/household/members/:userId (owners). */
export const useSetMemberRole = () =>
  useHouseholdWrite(({ userId, role }: { userId: string; role: HouseholdRole }) =>
    data(client.household.members[':userId'].$patch({ param: { userId }, json: { role } })),
  );

/**
 * DELETE /api/household/members/:userId (owners): their access ends at once; they get an empty
 * household of their own.
 */
export const useRemoveMember = () =>
  useHouseholdWrite((userId: string) => data(client.household.members[':userId'].$delete({ param: { userId } })));

/**
 * POST /api/household/leave: the answer is the user's new household of their own, so every query
 * (supplies, readiness, the family plan) is fetched again.
 */
export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(client.household.leave.$post()),
    onSuccess: (household) => {
      queryClient.setQueryData(householdQueryKey, household);
      void queryClient.invalidateQueries();
    },
  });
}

/** POST /api/household/invitations/preview: what the join page shows (the token in the body). */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    // Not under 'household': the token stays out of the copy kept on the device.
    queryKey: ['household-invitation', token] as const,
    queryFn: () => data(client.household.invitations.preview.$post({ json: { token } })),
    retry: false,
    // Answered for the signed-in user at this moment; not worth keeping offline or for long.
    gcTime: 0,
  });

export type InvitationLookup = SuccessBody<
  Awaited<ReturnType<(typeof client)['household']['invitations']['lookup']['$post']>>
>;

/** POST /api/household/invitations/lookup: what the join page shows someone signed out (decision 0261). */
export const invitationLookupQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['household-invitation', 'lookup', token] as const,
    queryFn: () => data(client.household.invitations.lookup.$post({ json: { token } })),
    retry: false,
    gcTime: 0,
  });

/**
 * POST /api/household/invitations/accept: joins (supplies come along only from a household of
 * one); the supplies, readiness and family plan now come from the new household, so every query
 * is fetched again.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { token: string }) => data(client.household.invitations.accept.$post({ json })),
    onSuccess: (household) => {
      queryClient.setQueryData(householdQueryKey, household);
      // Everything but the used invitation's preview (it would now answer "not valid").
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'household-invitation' });
    },
  });
}
