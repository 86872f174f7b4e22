import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kitDetailQueryKey, kitsApi, kitsQueryKey } from '@web/features/kits/api/kits-api';

/** POST /api/kits. The answer is the whole kit: the edit screen it leads to opens from cache. */
export function useCreateKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kitsApi.create,
    onSuccess: (kit) => {
      // Invalidate first: the detail set after it stays fresh.
      void queryClient.invalidateQueries({ queryKey: kitsQueryKey });
      queryClient.setQueryData(kitDetailQueryKey(kit.id), kit);
    },
  });
}
