import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentsCurrent, StartIncident } from '@shared/incidents/schemas';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { currentIncidentQueryKey, incidentsQueryKey } from './incident-query';
import { startIncident } from './incidents-api';

/**
 * POST /api/incidents: the open incident shows at once (the other members see it by realtime).
 * Shared by the emergency screen's start and the /alerts page's "Start emergency mode for this".
 */
export function useStartIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartIncident) => startIncident(input),
    onSuccess: (incident) => {
      queryClient.setQueryData<IncidentsCurrent>(currentIncidentQueryKey, (old) =>
        old ? { ...old, incident, lastEventType: incident.eventType } : old,
      );
    },
    onError: (err) => {
      if (isSessionExpired(err)) return;
      toast.error('Emergency not started', expectedErrorMessage(err) ?? 'Something went wrong. Please try again.');
    },
    // 409: another member started one meanwhile; either way the household's state is refetched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentsQueryKey }),
  });
}
