/**
 * Emergency mode's data on the /emergency page (issue 37): the household's open incident (one
 * query, shared with the dashboard through lib/incidents and refreshed by the realtime
 * "incidents" topic), and what members do with it: start and end it (owners and editors), check
 * in (queued on the device when offline), tick the shared "Do now" steps and kit items to grab,
 * and remove a shared location.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { IncidentsCurrent, IncidentTickKind, IncidentTickView, IncidentView } from '@shared/incidents/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { useSession } from '@web/lib/auth/session';
import { familyPlanQueryKey } from '@web/lib/family-plan/family-plan-query';
import { currentIncidentQueryKey, incidentsQueryKey } from '@web/lib/incidents/incident-query';
import { clearCheckinLocation, endIncident, putTick } from '@web/lib/incidents/incidents-api';
import { useCurrentIncident } from '@web/lib/incidents/use-current-incident';
import { isOnline } from '@web/lib/offline/connectivity';
import { messages } from '../messages';

const { t } = messages;

export { useCheckin, useQueuedCheckins, type CheckinOutcome } from '@web/lib/incidents/use-checkin';
export { useStartIncident } from '@web/lib/incidents/use-start-incident';

/** The household's open incident (null: none), what the last ones were, and what I may do. */
export function useIncident() {
  const query = useCurrentIncident();
  const me = useSession().data?.user?.id ?? null;
  return { ...query, incident: query.data?.incident ?? null, me };
}

function failed(title: string) {
  return (err: unknown) => {
    if (isSessionExpired(err)) return;
    toast.error(title, expectedErrorMessage(err) ?? t('somethingWrong'));
  };
}

/** POST /api/incidents/:id/end: a practice becomes a recorded drill (the family plan's "last practised"). */
export function useEndIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endIncident(id),
    onSuccess: (ended) => {
      queryClient.setQueryData<IncidentsCurrent>(currentIncidentQueryKey, (old) =>
        old
          ? {
              ...old,
              incident: null,
              recent: [
                {
                  id: ended.id,
                  eventType: ended.eventType,
                  practice: ended.practice,
                  startedAt: ended.startedAt,
                  endedAt: ended.endedAt,
                },
                ...old.recent.filter((r) => r.id !== ended.id),
              ],
            }
          : old,
      );
      if (ended.practice) void queryClient.invalidateQueries({ queryKey: familyPlanQueryKey });
    },
    onError: (err) => failed(t('notEnded'))(err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentsQueryKey }),
  });
}

/** DELETE .../checkins/:checkinId/location for each of my check-ins that carries one. */
export function useClearLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ incidentId, checkinIds }: { incidentId: string; checkinIds: string[] }) => {
      for (const id of checkinIds) await clearCheckinLocation(incidentId, id);
    },
    onError: (err) => failed(t('locationNotRemoved'))(err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentsQueryKey }),
  });
}

const tickId = (kind: IncidentTickKind, key: string) => `${kind}:${key}`;

/** What the screen's "Do now" and "Grab" checklists take: ticks shared by the household. */
export interface IncidentTicks {
  isTicked(kind: IncidentTickKind, key: string): boolean;
  toggle(kind: IncidentTickKind, key: string): void;
}

/** PUT /api/incidents/:id/ticks, shown at once and put back if the server refuses. */
export function useToggleTick() {
  const queryClient = useQueryClient();
  const me = useSession().data;
  return useMutation({
    mutationFn: ({
      incidentId,
      ...tick
    }: {
      incidentId: string;
      kind: IncidentTickKind;
      itemKey: string;
      ticked: boolean;
    }) => putTick(incidentId, tick),
    onMutate: async ({ kind, itemKey, ticked }) => {
      await queryClient.cancelQueries({ queryKey: currentIncidentQueryKey });
      const before = queryClient.getQueryData<IncidentsCurrent>(currentIncidentQueryKey);
      const person = me?.user ? { id: me.user.id, name: me.profile?.firstName ?? me.user.email } : null;
      queryClient.setQueryData<IncidentsCurrent>(currentIncidentQueryKey, (old) => {
        if (!old?.incident) return old;
        const others = old.incident.ticks.filter((t) => tickId(t.kind, t.itemKey) !== tickId(kind, itemKey));
        const ticks: IncidentTickView[] = ticked
          ? [...others, { kind, itemKey, tickedBy: person, tickedAt: new Date().toISOString() }]
          : others;
        return { ...old, incident: { ...old.incident, ticks } };
      });
      return { before };
    },
    onSuccess: ({ ticks }, { incidentId }) => {
      queryClient.setQueryData<IncidentsCurrent>(currentIncidentQueryKey, (old) =>
        old?.incident?.id === incidentId ? { ...old, incident: { ...old.incident, ticks } } : old,
      );
    },
    onError: (err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(currentIncidentQueryKey, context.before);
      failed(t('tickNotSaved'))(err);
    },
  });
}

/**
 * The tick object the screen's "Do now" and "Grab" sections take. With an open incident the ticks
 * are the household's (shared, live); with none they are this page's own, kept until it closes.
 * Offline a shared tick cannot be sent: it is refused with the reason.
 */
export function useIncidentTicks(incident: Pick<IncidentView, 'id' | 'ticks'> | null): IncidentTicks {
  const { mutate } = useToggleTick();
  const [local, setLocal] = useState<ReadonlySet<string>>(() => new Set());
  const shared = useMemo(
    () => (incident ? new Set(incident.ticks.map((t) => tickId(t.kind, t.itemKey))) : null),
    [incident],
  );
  const isTicked = useCallback(
    (kind: IncidentTickKind, key: string) => (shared ?? local).has(tickId(kind, key)),
    [shared, local],
  );
  const toggle = useCallback(
    (kind: IncidentTickKind, key: string) => {
      const id = tickId(kind, key);
      if (!incident || !shared) {
        setLocal((old) => {
          const next = new Set(old);
          if (!next.delete(id)) next.add(id);
          return next;
        });
        return;
      }
      if (!isOnline()) {
        toast.error(t('tickNotSaved'), OFFLINE_REASON);
        return;
      }
      mutate({ incidentId: incident.id, kind, itemKey: key, ticked: !shared.has(id) });
    },
    [incident, shared, mutate],
  );
  return useMemo(() => ({ isTicked, toggle }), [isTicked, toggle]);
}
