import { useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES } from '@shared/error-codes';
import type { PlanDetail } from '@shared/plans/schemas';
import { toast } from '@web/components/ui/toast';
import { planDetailQueryKey, plansApi, plansQueryKey } from '@web/features/plans/api/plans-api';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useListMutation, type ListActionHandlers } from '@web/lib/use-list-mutation';

/** Errors the query client already handled (an ended session) stay quiet here. */
function unlessSessionExpired(err: unknown, show: () => void) {
  if (!isSessionExpired(err)) show();
}

// ---- Texts (decision 050) ------------------------------------------------

export const DELETE_PLAN_TEXT = 'Are you sure you want to delete this survival plan? This action cannot be undone.';
export const PLAN_DELETED = 'Survival plan deleted successfully.';
export const PLAN_DELETE_FAILED = 'Failed to delete survival plan.';
export const PLAN_ACQUIRED = 'Plan acquired';
export const planAcquiredText = (copyTitle: string) => `${copyTitle} is now in your Acquired tab.`;
export const ALREADY_ACQUIRED = 'Already acquired';
export const ALREADY_ACQUIRED_TEXT = 'You have already acquired this plan.';
export const PLAN_ACQUIRE_FAILED = 'Failed to acquire plan. Please try again.';

/** The toasts of an acquire, the same on the list and the plan view. */
export const acquireToasts: Required<Pick<ListActionHandlers<PlanDetail>, 'onSuccess' | 'onError'>> = {
  onSuccess: (copy) => toast.success(PLAN_ACQUIRED, planAcquiredText(copy.title)),
  onError: (err) =>
    unlessSessionExpired(err, () => {
      // Neutral: the viewer already holds a copy (as for kits, decision 040).
      if (isApiError(err, API_ERROR_CODES.conflict)) toast.message(ALREADY_ACQUIRED, ALREADY_ACQUIRED_TEXT);
      else toast.error(PLAN_ACQUIRE_FAILED, expectedErrorMessage(err));
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
  onSuccess: () => toast.success(PLAN_DELETED),
  onError: (err) => unlessSessionExpired(err, () => toast.error(PLAN_DELETE_FAILED, expectedErrorMessage(err))),
};
