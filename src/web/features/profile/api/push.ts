import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '@shared/push/schemas';
import { client, data } from '@web/lib/api-client';

export const pushDevicesQueryKey = ['push-devices'] as const;

/** The server's VAPID public key: the browser's applicationServerKey. */
export const getPushKey = () => data(client.push.key.$get());

/** My devices with notifications on; `endpoint` (this browser's) marks the current one. */
export const getPushDevices = (endpoint: string | null, signal?: AbortSignal) =>
  data(client.push.subscriptions.$get({ query: endpoint ? { endpoint } : {} }, { init: { signal } }));

export const pushDevicesQueryOptions = (endpoint: string | null) =>
  queryOptions({
    queryKey: [...pushDevicesQueryKey, endpoint],
    queryFn: ({ signal }) => getPushDevices(endpoint, signal),
  });

export function usePushDevices(endpoint: string | null, enabled = true) {
  return useQuery({ ...pushDevicesQueryOptions(endpoint), enabled });
}

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  data(client.push.subscriptions.$post({ json: subscription }));

export const removePushDevice = (id: string) =>
  data(client.push.subscriptions[':id'].$delete({ param: { id } })).then(() => undefined);

export const sendTestPush = () => data(client.push.test.$post());

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}
