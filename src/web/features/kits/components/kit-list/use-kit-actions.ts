import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kitsApi, kitsQueryKey } from '../../api/kits-api';

export interface KitActionHandlers<T> {
  onSuccess?: (result: T) => void;
  onError?: (err: unknown) => void;
  /** After the list has been refetched (a deleted kit's card is gone by then). */
  onRefreshed?: (succeeded: boolean) => void;
}

/**
 * The list's writes. Each one refetches every kit query when it settles, failures included (a
 * 404 means the kit is gone, a 409 that the "acquired" flag on screen is stale); the card stays
 * busy until the list on screen shows the result. The handlers are the hook's own, not
 * `mutate`'s: those would not run once the card has unmounted (a deleted kit, a switched tab).
 */
function useKitMutation<T>(mutationFn: (id: string) => Promise<T>, handlers: KitActionHandlers<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => handlers.onSuccess?.(result),
    onError: (err) => handlers.onError?.(err),
    onSettled: async (_result, err) => {
      await queryClient.invalidateQueries({ queryKey: kitsQueryKey });
      handlers.onRefreshed?.(!err);
    },
  });
}

export const useDuplicateKit = (handlers: KitActionHandlers<Awaited<ReturnType<typeof kitsApi.duplicate>>> = {}) =>
  useKitMutation(kitsApi.duplicate, handlers);
export const useAcquireKit = (handlers: KitActionHandlers<Awaited<ReturnType<typeof kitsApi.acquire>>> = {}) =>
  useKitMutation(kitsApi.acquire, handlers);
export const useDeleteKit = (handlers: KitActionHandlers<void> = {}) => useKitMutation(kitsApi.remove, handlers);
