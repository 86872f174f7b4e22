import { useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES } from '@shared/error-codes';
import type { PlanDetail } from '@shared/plans/schemas';
import { toast } from '@web/components/ui/toast';
import { planDetailQueryKey, plansApi, plansQueryKey } from '@web/features/plans/api/plans-api';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useListMutation, type ListActionHandlers } from '@web/lib/use-list-mutation';
import { messages } from '../messages';

const { t } = messages;

/** Errors the query client already handled (an ended session) stay quiet here. */
function unlessSessionExpired(err: unknown, show: () => void) {
  if (!isSessionExpired(err)) show();
}

/** The toasts of an acquire, the same on the list and the plan view. */
export const acquireToasts: Required<Pick<ListActionHandlers<PlanDetail>, 'onSuccess' | 'onError'>> = {
  onSuccess: (copy) => toast.success(t('acquiredTitle'), t('acquiredText', { title: copy.title })),
  onError: (err) =>
    unlessSessionExpired(err, () => {
      // Neutral: the viewer already holds a copy (as for kits, decision 040).
      if (isApiError(err, API_ERROR_CODES.conflict)) toast.message(t('alreadyAcquired'), t('alreadyAcquiredText'));
      else toast.error(t('acquireFailed'), expectedErrorMessage(err));
    }),
};

/** Acquire a public plan of someone else: the answer is the viewer's private copy. */
export function useAcquirePlan(handlers: ListActionHandlers<PlanDetail> = {}) {
  const queryClient = useQueryClient();
  return useListMutation(
    plansQueryKey,
    async (id: string) => {
      const copy = await plansApi.acquire(id);
      queryClient.setQueryData(planDetailQueryKey(copy.id), copy);
      return copy;
    },
    handlers,
  );
}

export function useDeletePlan(handlers: ListActionHandlers<void> = {}) {
  const queryClient = useQueryClient();
  return useListMutation(
    plansQueryKey,
    async (id: string) => {
      await plansApi.remove(id);
      queryClient.removeQueries({ queryKey: planDetailQueryKey(id), exact: true });
    },
    handlers,
  );
}

export const deleteToasts: Required<Pick<ListActionHandlers<void>, 'onSuccess' | 'onError'>> = {
  onSuccess: () => toast.success(t('deleted')),
  onError: (err) => unlessSessionExpired(err, () => toast.error(t('deleteFailed'), expectedErrorMessage(err))),
};
