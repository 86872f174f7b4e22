/**
 * Every kit call of the web app (the server's routes are in src/server/routes/kits). Query keys:
 * ['kits', 'list', {q, category}, {tab}] for a tab's pages (the filter first: the offline copy
 * keeps the lists without one), ['kits', 'detail', id] for one kit; every write invalidates
 * ['kits'] (and the realtime feed's `kits` table does too).
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  CreateKitInput,
  CreateKitItemInput,
  KitDetail,
  KitItem,
  KitList,
  KitListFilter,
  KitListTab,
  KitSummary,
  UpdateKitInput,
  UpdateKitItemInput,
} from '@shared/kits/schemas';
import { KIT_LIST_TABS } from '@shared/kits/schemas';
import { IMAGE_UPLOAD_FIELD } from '@shared/kits/schemas';
import { api } from '@web/lib/api';
import { useOnline } from '@web/lib/offline/connectivity';

export const kitsQueryKey = ['kits'] as const;
export const kitListQueryKey = (tab: KitListTab, filter: KitListFilter = {}) =>
  ['kits', 'list', { q: filter.q, category: filter.category }, { tab }] as const;
export const kitDetailQueryKey = (id: string) => ['kits', 'detail', id] as const;

/** A page of a tab, stamped with its tab (a tab switch shows the old tab's page meanwhile). */
export type KitPage = KitList & { tab: KitListTab };

function listPath(tab: KitListTab, filter: KitListFilter, cursor: string | null, limit?: number): string {
  const params = new URLSearchParams({ tab });
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.category) params.set('category', filter.category);
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  return `/api/kits?${params.toString()}`;
}

export const kitsApi = {
  /** One page of a tab (24 kits; `limit` up to 100); `cursor` is the previous page's nextCursor. */
  list: (
    tab: KitListTab,
    filter: KitListFilter = {},
    cursor: string | null = null,
    signal?: AbortSignal,
    limit?: number,
  ) => api.get<KitList>(listPath(tab, filter, cursor, limit), { signal }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<{ kit: KitDetail }>(`/api/kits/${encodeURIComponent(id)}`, { signal }).then((r) => r.kit),
  create: (input: CreateKitInput) => api.post<{ kit: KitDetail }>('/api/kits', input).then((r) => r.kit),
  update: (id: string, input: UpdateKitInput) =>
    api.patch<{ kit: KitSummary }>(`/api/kits/${encodeURIComponent(id)}`, input).then((r) => r.kit),
  remove: (id: string) => api.delete<void>(`/api/kits/${encodeURIComponent(id)}`),
  duplicate: (id: string) =>
    api.post<{ kit: KitDetail }>(`/api/kits/${encodeURIComponent(id)}/duplicate`).then((r) => r.kit),
  /** 409 `conflict` "Already acquired"; 400 for your own kit; 404 for a private or missing one. */
  acquire: (id: string) =>
    api.post<{ kit: KitDetail }>(`/api/kits/${encodeURIComponent(id)}/acquire`).then((r) => r.kit),
  addItem: (kitId: string, input: CreateKitItemInput) =>
    api.post<{ item: KitItem }>(`/api/kits/${encodeURIComponent(kitId)}/items`, input).then((r) => r.item),
  updateItem: (kitId: string, itemId: string, input: UpdateKitItemInput) =>
    api
      .patch<{ item: KitItem }>(`/api/kits/${encodeURIComponent(kitId)}/items/${encodeURIComponent(itemId)}`, input)
      .then((r) => r.item),
  removeItem: (kitId: string, itemId: string) =>
    api.delete<void>(`/api/kits/${encodeURIComponent(kitId)}/items/${encodeURIComponent(itemId)}`),
  /** Replaces the item's image (the old file is deleted); 400 not an image, 413 over 5 MB. */
  uploadItemImage: (kitId: string, itemId: string, file: Blob) => {
    const form = new FormData();
    form.append(IMAGE_UPLOAD_FIELD, file);
    return api
      .upload<{
        item: KitItem;
      }>('PUT', `/api/kits/${encodeURIComponent(kitId)}/items/${encodeURIComponent(itemId)}/image`, form)
      .then((r) => r.item);
  },
};

/** A tab's pages: the first on open, the next on "Load more"; a refetch walks the loaded pages again. */
export const kitListQueryOptions = (tab: KitListTab, filter: KitListFilter = {}) =>
  infiniteQueryOptions({
    queryKey: kitListQueryKey(tab, filter),
    queryFn: ({ pageParam, signal }): Promise<KitPage> =>
      kitsApi.list(tab, filter, pageParam, signal).then((page) => ({ ...page, tab })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Typing in the search box or switching tabs keeps the previous answer on screen (tab
    // counts, the tabs themselves) until the new one arrives.
    placeholderData: (previous) => previous,
  });

export const kitDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: kitDetailQueryKey(id),
    queryFn: ({ signal }) => kitsApi.get(id, signal),
  });

/**
 * The tab on screen, and once it has loaded (online, no search or filter) the first page of the
 * other two tabs that have none yet: switching tabs is then instant, and all three are kept
 * for offline use as they were when one answer held them all (decision 122).
 */
export function useKitList(tab: KitListTab, filter: KitListFilter = {}) {
  const list = useInfiniteQuery(kitListQueryOptions(tab, filter));
  const queryClient = useQueryClient();
  const online = useOnline();
  const unfiltered = !filter.q && !filter.category;
  const loaded = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (!online || !unfiltered || !loaded) return;
    for (const other of KIT_LIST_TABS) {
      if (other !== tab && queryClient.getQueryData(kitListQueryKey(other)) === undefined)
        void queryClient.prefetchInfiniteQuery(kitListQueryOptions(other));
    }
  }, [online, unfiltered, loaded, tab, queryClient]);
  return list;
}
export const useKit = (id: string) => useQuery(kitDetailQueryOptions(id));
