import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanEventType } from '@shared/constants/plans';
import { officialPlanItems } from '@shared/emergency/official-steps';
import { itemLinkWords } from '@shared/plans/item-links';
import { client, data } from '@web/lib/api-client';
import { emergencyQueryKey } from '@web/lib/emergency/emergency-query';
import { pageLocale } from '@web/lib/i18n/i18n';
import { messages } from '../messages';

const { t } = messages;

/** The title "Save as our plan" gives (decision 0275), in the page's language. */
export const ourPlanTitle = (type: PlanEventType) => t('ourPlanTitle', { type });

/**
 * "Save as our plan" (decision 0275): the official steps become a survival plan shared with the
 * household, through POST /api/plans (the plans' own validation, limits and permissions); the
 * screen's answer is asked for again and shows it as the household's plan. The plan is saved in
 * the page's language (issue 43): the title and the steps as the page shows them, and their
 * source lines in that language's words ("Quelle: …", decision 0348).
 */
export function useSaveAsOurPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: PlanEventType) =>
      data(
        client.plans.$post({
          json: {
            title: ourPlanTitle(type),
            eventType: type,
            visibility: 'household',
            items: officialPlanItems(
              type,
              (_step, index) => t('officialStep', { type, index }),
              itemLinkWords(pageLocale()),
            ),
          },
        }),
      ).then((r) => r.plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey }),
  });
}
