/**
 * Every kit call of the web app (the server's routes are in src/server/routes/kits). Query keys:
 * ['kits', 'list', {q, category}, {tab}] for a tab's pages (the filter first: the offline copy
 * keeps the lists without one), ['kits', 'detail', id] for one kit; every write invalidates
 * ['kits'] (and the realtime feed's `kits` table does too).
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { IMAGE_UPLOAD_FIELD, KIT_LIST_TABS } from '@shared/kits/limits';
import type {
  CreateKitInput,
  CreateKitItemInput,
  KitList,
  KitListFilter,
  KitListTab,
  UpdateKitInput,
  UpdateKitItemInput,
} from '@shared/kits/schemas';
import { client, data } from '@web/lib/api-client';
import { useOnline } from '@web/lib/offline/connectivity';

export const kitsQueryKey = ['kits'] as const;
export const kitListQueryKey = (tab: KitListTab, filter: KitListFilter = {}) =>
  ['kits', 'list', { q: filter.q, category: filter.category }, { tab }] as const;
export const kitDetailQueryKey = (id: string) => ['kits', 'detail', id] as const;

/** A page of a tab, stamped with its tab (a tab switch shows the old tab's page meanwhile). */
export type KitPage = KitList & { tab: KitListTab };

export const kitsApi = {
  /** One page of a tab (24 kits; `limit` up to 100); `cursor` is the previous page's nextCursor. */
  list: (
    tab: KitListTab,
    filter: KitListFilter = {},
    cursor: string | null = null,
    signal?: AbortSignal,
    limit?: number,
  ) =>
    data(
      client.kits.$get(
        {
          query: {
            tab,
            ...(filter.q?.trim() ? { q: filter.q.trim() } : {}),
            ...(filter.category ? { category: filter.category } : {}),
            ...(cursor ? { cursor } : {}),
            ...(limit ? { limit: String(limit) } : {}),
          },
        },
        { init: { signal } },
      ),
    ),
  /** Who the family templates are scaled for: the caller's own household, or one adult. */
  templateBasis: (signal?: AbortSignal) =>
    data(client.kits['template-basis'].$get(undefined, { init: { signal } })).then((r) => r.basis),
  get: (id: string, signal?: AbortSignal) =>
    data(client.kits[':id'].$get({ param: { id } }, { init: { signal } })).then((r) => r.kit),
  create: (input: CreateKitInput) => data(client.kits.$post({ json: input })).then((r) => r.kit),
  update: (id: string, input: UpdateKitInput) =>
    data(client.kits[':id'].$patch({ param: { id }, json: input })).then((r) => r.kit),
  remove: (id: string) => data(client.kits[':id'].$delete({ param: { id } })).then(() => undefined),
  duplicate: (id: string) => data(client.kits[':id'].duplicate.$post({ param: { id } })).then((r) => r.kit),
  /** 409 `conflict` "Already acquired"; 400 for your own kit; 404 for a private or missing one. */
  acquire: (id: string) => data(client.kits[':id'].acquire.$post({ param: { id } })).then((r) => r.kit),
  addItem: (kitId: string, input: CreateKitItemInput) =>
    data(client.kits[':id'].items.$post({ param: { id: kitId }, json: input })).then((r) => r.item),
  updateItem: (kitId: string, itemId: string, input: UpdateKitItemInput) =>
    data(client.kits[':id'].items[':itemId'].$patch({ param: { id: kitId, itemId }, json: input })).then((r) => r.item),
  removeItem: (kitId: string, itemId: string) =>
    data(client.kits[':id'].items[':itemId'].$delete({ param: { id: kitId, itemId } })).then(() => undefined),
  /** Replaces the item's image (the old file is deleted); 400 not an image, 413 over 5 MB. */
  uploadItemImage: (kitId: string, itemId: string, file: Blob) => {
    const form = new FormData();
    form.append(IMAGE_UPLOAD_FIELD, file);
    return data(
      client.kits[':id'].items[':itemId'].image.$put({ param: { id: kitId, itemId } }, { init: { body: form } }),
    ).then((r) => r.item);
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

export const templateBasisQueryOptions = () =>
  queryOptions({
    queryKey: ['kits', 'template-basis'] as const,
    queryFn: ({ signal }) => kitsApi.templateBasis(signal),
    // Asked again on each visit to New Kit: the household may have changed on the readiness or
    // family plan page a moment ago, and the cards should say what the server will scale for.
    staleTime: 0,
  });

export const kitDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: kitDetailQueryKey(id),
    queryFn: ({ signal }) => kitsApi.get(id, signal),
  });

/**
 * The tab on screen, and once it has loaded (online, no search or filter) the first page of the
 * other tabs that have none yet: switching tabs is then instant, and all three are kept
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
