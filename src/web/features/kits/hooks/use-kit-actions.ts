import { kitsApi, kitsQueryKey } from '@web/features/kits/api/kits-api';
import { useListMutation, type ListActionHandlers } from '@web/lib/use-list-mutation';

export const useDuplicateKit = (handlers: ListActionHandlers<Awaited<ReturnType<typeof kitsApi.duplicate>>> = {}) =>
  useListMutation(kitsQueryKey, kitsApi.duplicate, handlers);
export const useAcquireKit = (handlers: ListActionHandlers<Awaited<ReturnType<typeof kitsApi.acquire>>> = {}) =>
  useListMutation(kitsQueryKey, kitsApi.acquire, handlers);
export const useDeleteKit = (handlers: ListActionHandlers<void> = {}) =>
  useListMutation(kitsQueryKey, kitsApi.remove, handlers);
