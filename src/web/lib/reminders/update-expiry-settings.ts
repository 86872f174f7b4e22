import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpirySettings, UpdateExpirySettings } from '@shared/supplies/settings-schemas';
import { client, data } from '@web/lib/api-client';
import { readinessQueryKey } from '@web/lib/readiness/readiness-query-key';
import { expirySettingsQueryKey } from './get-expiry-settings';

export const updateExpirySettings = (input: UpdateExpirySettings) =>
  data(client.reminders.settings.$put({ json: input }));

/**
 * The switch shows the new value at once (the cache is updated before the answer), goes back if
 * the save fails, and ends with what the server saved.
 */
export function useUpdateExpirySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpirySettings,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: expirySettingsQueryKey });
      const previous = queryClient.getQueryData<ExpirySettings>(expirySettingsQueryKey);
      if (previous) queryClient.setQueryData<ExpirySettings>(expirySettingsQueryKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(expirySettingsQueryKey, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(expirySettingsQueryKey, saved);
      // The readiness page lists what expires within the window.
      void queryClient.invalidateQueries({ queryKey: readinessQueryKey });
    },
  });
}
