import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kitDetailQueryKey, kitsApi, kitsQueryKey } from '@web/features/kits/api/kits-api';

/** Acquire a public kit: the answer is the viewer's private copy, with its items. */
export function useAcquireKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => kitsApi.acquire(id),
    onSuccess: (copy) => {
      queryClient.setQueryData(kitDetailQueryKey(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: kitsQueryKey });
    },
  });
}
