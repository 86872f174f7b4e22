import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateAlertSettingsInput } from '@shared/alerts/settings';
import { client, data } from '@web/lib/api-client';

export const alertSettingsQueryKey = ['alert-settings'] as const;

/** Which warnings notify the member, their quiet hours and time zone. */
export const getAlertSettings = (signal?: AbortSignal) =>
  data(client.alerts.settings.$get(undefined, { init: { signal } }));

export const alertSettingsQueryOptions = queryOptions({
  queryKey: alertSettingsQueryKey,
  queryFn: ({ signal }) => getAlertSettings(signal),
});

export function useAlertSettings() {
  return useQuery(alertSettingsQueryOptions);
}

export const updateAlertSettings = (input: UpdateAlertSettingsInput) =>
  data(client.alerts.settings.$patch({ json: input }));

/** Saves the section; the answer (what the server stored) replaces the cached settings. */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSettings,
    onSuccess: (saved) => queryClient.setQueryData(alertSettingsQueryKey, saved),
  });
}
