/**
 * The editor's writes. Each one puts the server's answer into the kit's cached detail at once
 * (so the screen follows without waiting) and then invalidates ['kits'] (lists, counts and the
 * detail itself refetch: the server stays the truth).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateKitItemInput, KitDetail, KitItem, UpdateKitInput, UpdateKitItemInput } from '@shared/kits/schemas';
import { kitDetailQueryKey, kitsApi, kitsQueryKey } from '@web/features/kits/api/kits-api';

function withItems(kit: KitDetail, items: KitItem[]): KitDetail {
  const categoryCounts: Record<string, number> = {};
  for (const item of items) categoryCounts[item.category] = (categoryCounts[item.category] ?? 0) + 1;
  return { ...kit, items, itemCount: items.length, categoryCounts };
}

function useKitCache(kitId: string) {
  const queryClient = useQueryClient();
  const patch = (update: (kit: KitDetail) => KitDetail) =>
    queryClient.setQueryData<KitDetail>(kitDetailQueryKey(kitId), (old) => (old ? update(old) : old));
  return {
    patch,
    /** Replace the item (or append a new one). */
    putItem: (item: KitItem) =>
      patch((kit) =>
        withItems(
          kit,
          kit.items.some((i) => i.id === item.id)
            ? kit.items.map((i) => (i.id === item.id ? item : i))
            : [...kit.items, item],
        ),
      ),
    invalidate: () => void queryClient.invalidateQueries({ queryKey: kitsQueryKey }),
  };
}

/** Save Kit: name, description and (its creator only) visibility. */
export function useUpdateKit(kitId: string) {
  const cache = useKitCache(kitId);
  return useMutation({
    mutationFn: (input: UpdateKitInput) => kitsApi.update(kitId, input),
    onSuccess: (summary) => {
      cache.patch((kit) => ({ ...kit, ...summary, items: kit.items }));
      cache.invalidate();
    },
  });
}

/** One field of one item (the PATCH carries only that field). */
export function useUpdateKitItem(kitId: string) {
  const cache = useKitCache(kitId);
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: UpdateKitItemInput }) =>
      kitsApi.updateItem(kitId, itemId, input),
    onSuccess: (item) => {
      cache.putItem(item);
      cache.invalidate();
    },
  });
}

export function useUploadKitItemImage(kitId: string) {
  const cache = useKitCache(kitId);
  return useMutation({
    mutationFn: ({ itemId, file }: { itemId: string; file: File }) => kitsApi.uploadItemImage(kitId, itemId, file),
    onSuccess: (item) => {
      cache.putItem(item);
      cache.invalidate();
    },
  });
}

export function useRemoveKitItem(kitId: string) {
  const cache = useKitCache(kitId);
  return useMutation({
    mutationFn: (itemId: string) => kitsApi.removeItem(kitId, itemId),
    onSuccess: (_, itemId) => {
      cache.patch((kit) =>
        withItems(
          kit,
          kit.items.filter((i) => i.id !== itemId),
        ),
      );
      cache.invalidate();
    },
  });
}

export interface AddedItem {
  item: KitItem;
  /** The item was added but its picture was not (the item stays, without one). */
  imageError: unknown;
}

/** Add an item, then upload its picture if one was chosen. */
export function useAddKitItem(kitId: string) {
  const cache = useKitCache(kitId);
  return useMutation({
    mutationFn: async ({ input, image }: { input: CreateKitItemInput; image: File | null }): Promise<AddedItem> => {
      const item = await kitsApi.addItem(kitId, input);
      cache.putItem(item);
      if (!image) return { item, imageError: null };
      try {
        const withImage = await kitsApi.uploadItemImage(kitId, item.id, image);
        cache.putItem(withImage);
        return { item: withImage, imageError: null };
      } catch (imageError) {
        return { item, imageError };
      }
    },
    onSettled: (result) => {
      if (result) cache.invalidate();
    },
  });
}
