import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface ListActionHandlers<T> {
  onSuccess?: (result: T) => void;
  onError?: (err: unknown) => void;
  /** After the lists have been refetched (a deleted item's card is gone by then). */
  onRefreshed?: (succeeded: boolean) => void;
}

/**
 * A write from a list of kits or plans (duplicate, acquire, delete). It refetches every query
 * under `listKey` when it settles, failures included (a 404 means the item is gone, a 409 that
 * the "acquired" flag on screen is stale); the card stays busy until the list on screen shows
 * the result. The handlers are the hook's own, not `mutate`'s: those would not run once the card
 * has unmounted (a deleted item, a switched tab).
 */
export function useListMutation<T>(
  listKey: QueryKey,
  mutationFn: (id: string) => Promise<T>,
  handlers: ListActionHandlers<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => handlers.onSuccess?.(result),
    onError: (err) => handlers.onError?.(err),
    onSettled: async (_result, err) => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      handlers.onRefreshed?.(!err);
    },
  });
}
