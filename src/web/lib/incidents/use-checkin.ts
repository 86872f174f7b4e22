import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkCheckin } from '@shared/incidents/checkin';
import type { CheckinInput } from '@shared/incidents/schemas';
import { CLIENT_ERROR_CODES, isApiError } from '@web/lib/api';
import { useSession } from '@web/lib/auth/session';
import { isOnline } from '@web/lib/offline/connectivity';
import { queueCheckin, queuedCheckins, queuedCheckinsQueryKey } from './checkin-queue';
import { incidentsQueryKey } from './incident-query';
import { postCheckin } from './incidents-api';

export interface CheckinRequest {
  incidentId: string;
  /** Without `id`: one is made on this device (a resend of the same check-in keeps it). */
  checkin: Omit<CheckinInput, 'id'> & { id?: string };
  /** Who it is about, to show while it waits offline ("you", "Leo"). */
  subjectLabel: string;
}

/** "sent": the household has it; "queued": kept on this device, sent when back online. */
export type CheckinOutcome = 'sent' | 'queued';

/**
 * "I'm safe" / "I need help": sent at once when online; with no connection (or none found while
 * sending) it is queued on the device (checkin-queue.ts) and sent when the device is back online.
 */
export function useCheckin() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user?.id;
  return useMutation({
    // It must run offline too: queueing is what it does then (TanStack would pause it).
    networkMode: 'always',
    mutationFn: async ({ incidentId, checkin, subjectLabel }: CheckinRequest): Promise<CheckinOutcome> => {
      // The server's rules without zod (shared/incidents/checkin.ts): nothing to load, offline too.
      const check = checkCheckin({ ...checkin, id: checkin.id ?? crypto.randomUUID() });
      if (!check.ok) throw new Error(check.issues[0]!.message);
      const parsed = check.value;
      const queue = async () => {
        if (!userId) throw new Error('Signed out');
        await queueCheckin(queryClient, userId, {
          incidentId,
          checkin: parsed,
          subjectLabel,
          queuedAt: new Date().toISOString(),
        });
        return 'queued' as const;
      };
      if (!isOnline()) return queue();
      try {
        await postCheckin(incidentId, parsed);
        return 'sent';
      } catch (err) {
        if (isApiError(err, CLIENT_ERROR_CODES.network)) return queue();
        throw err;
      }
    },
    onSuccess: (outcome) => {
      if (outcome === 'sent') void queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
    },
  });
}

/** The check-ins waiting on this device (the device's own answer: works offline). */
export function useQueuedCheckins() {
  const userId = useSession().data?.user?.id;
  const { data = [] } = useQuery({
    queryKey: queuedCheckinsQueryKey,
    queryFn: () => queuedCheckins(userId!),
    enabled: Boolean(userId),
    networkMode: 'always',
    staleTime: 0,
  });
  return data;
}
