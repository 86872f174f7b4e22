/**
 * The admin page's calls (/api/admin, decision 284): the instance, the accounts and the audit log
 * as queries; every action as a mutation that refreshes all three ('admin' prefix).
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUser, SignupPolicyInput, AdminTwoFactorInput } from '@shared/admin/schemas';
import { client, data } from '@web/lib/api-client';
import { configQueryOptions } from '@web/lib/config';

export const adminQueryKey = ['admin'] as const;

export const instanceQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'instance'],
  queryFn: ({ signal }) => data(client.admin.instance.$get(undefined, { init: { signal } })),
  // A non-administrator gets 404: no point asking again.
  retry: false,
});

export const usersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminQueryKey, 'users', q],
    queryFn: ({ pageParam, signal }) =>
      data(
        client.admin.users.$get(
          { query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: (previous) => previous,
  });

export const auditQueryOptions = infiniteQueryOptions({
  queryKey: [...adminQueryKey, 'audit'],
  queryFn: ({ pageParam, signal }) =>
    data(client.admin.audit.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next,
});

export type UserAction = 'verify' | 'disable' | 'enable' | 'password-reset' | 'delete';

export const runUserAction = (id: string, action: UserAction) => {
  const user = client.admin.users[':id'];
  const param = { param: { id } };
  switch (action) {
    case 'verify':
      return data(user.verify.$post(param));
    case 'disable':
      return data(user.disable.$post(param));
    case 'enable':
      return data(user.enable.$post(param));
    case 'password-reset':
      return data(user['password-reset'].$post(param));
    case 'delete':
      return data(user.$delete(param));
  }
};

function useAdminMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

export const useUserAction = () =>
  useAdminMutation(({ id, action }: { id: string; action: UserAction }) => runUserAction(id, action));

export const useInviteUser = () =>
  useAdminMutation((input: InviteUser) => data(client.admin.invitations.$post({ json: input })));

export function useSetSignupPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupPolicyInput) => data(client.admin['signup-policy'].$put({ json: input })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKey }),
        queryClient.invalidateQueries({ queryKey: configQueryOptions.queryKey }),
      ]),
  });
}

export function useSetAdminTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminTwoFactorInput) => data(client.admin['two-factor'].$put({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

export const useSendTestEmail = () => useAdminMutation(() => data(client.admin['test-email'].$post()));
