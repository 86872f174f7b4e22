import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanDetail, SavePlan } from '@shared/plans/schemas';
import { isApiError } from '@web/lib/api';
import { planDetailQueryKey, plansApi, plansQueryKey } from '../api/plans-api';

const KIT_FIELD = /^kitIds\.(\d+)$/;

/**
 * The indexes of `kitIds` the server refused when a 400 names only kits (a chosen kit was
 * deleted, or made private by its owner, since the picker loaded); null for any other failure.
 */
export function unavailableKitIndexes(err: unknown): number[] | null {
  if (!isApiError(err) || err.status !== 400) return null;
  const keys = Object.keys(err.fields);
  if (keys.length === 0 || !keys.every((k) => KIT_FIELD.test(k))) return null;
  return keys.map((k) => Number(KIT_FIELD.exec(k)![1]));
}

export interface SavedPlan {
  plan: PlanDetail;
  /** Kits left out because the server no longer let this user link them. */
  droppedKitIds: string[];
}

/**
 * Saves; when the only complaint is about kits, saves again without them (decision
 * 060). Each round drops at least one kit, so this ends.
 */
export async function saveLinkingAvailableKits(
  save: (input: SavePlan) => Promise<PlanDetail>,
  input: SavePlan,
): Promise<SavedPlan> {
  let kitIds = input.kitIds;
  const droppedKitIds: string[] = [];
  for (;;) {
    try {
      const plan = await save({ ...input, kitIds });
      return { plan, droppedKitIds };
    } catch (err) {
      const refused = unavailableKitIndexes(err);
      const dropped = refused?.map((i) => kitIds[i]).filter((id): id is string => id !== undefined) ?? [];
      if (dropped.length === 0) throw err;
      droppedKitIds.push(...dropped);
      kitIds = kitIds.filter((id) => !dropped.includes(id));
    }
  }
}

function useSaveMutation(save: (input: SavePlan) => Promise<PlanDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePlan) => saveLinkingAvailableKits(save, input),
    onSuccess: ({ plan }) => {
      // Invalidate first: the detail set after it stays fresh for the page navigated to.
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
      queryClient.setQueryData(planDetailQueryKey(plan.id), plan);
    },
  });
}

/** POST /api/plans: the plan, its items and its kit links in one request. */
export const useCreatePlan = () => useSaveMutation(plansApi.create);

/** PUT /api/plans/{id}: replaces the plan's fields, items and kit links. */
export const useUpdatePlan = (id: string) => useSaveMutation((input) => plansApi.update(id, input));
