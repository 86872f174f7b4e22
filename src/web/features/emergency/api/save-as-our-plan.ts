import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventTypeLabel, type PlanEventType } from '@shared/constants/plans';
import { officialPlanItems } from '@shared/emergency/official-steps';
import { client, data } from '@web/lib/api-client';
import { emergencyQueryKey } from '@web/lib/emergency/emergency-query';

/** The title "Save as our plan" gives (decision 0275). */
export const ourPlanTitle = (type: PlanEventType) => `Our ${eventTypeLabel(type).toLowerCase()} plan`;

/**
 * "Save as our plan" (decision 0275): the official steps become a survival plan shared with the
 * household, through POST /api/plans (the plans' own validation, limits and permissions); the
 * screen's answer is asked for again and shows it as the household's plan.
 */
export function useSaveAsOurPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: PlanEventType) =>
      data(
        client.plans.$post({
          json: { title: ourPlanTitle(type), eventType: type, visibility: 'household', items: officialPlanItems(type) },
        }),
      ).then((r) => r.plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey }),
  });
}
