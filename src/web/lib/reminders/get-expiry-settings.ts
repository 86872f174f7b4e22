import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

export const expirySettingsQueryKey = ['reminders', 'settings'] as const;

/** The expiry window, whether reminders are emailed, and whether the address is verified. */
export const getExpirySettings = (signal?: AbortSignal) =>
  data(client.reminders.settings.$get(undefined, { init: { signal } }));

export const expirySettingsQueryOptions = queryOptions({
  queryKey: expirySettingsQueryKey,
  queryFn: ({ signal }) => getExpirySettings(signal),
});

export function useExpirySettings() {
  return useQuery(expirySettingsQueryOptions);
}
