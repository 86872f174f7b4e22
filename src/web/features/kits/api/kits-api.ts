/**
 * Every kit call of the web app (the server's routes are in src/server/routes/kits). Query keys:
 * ['kits', 'list', {q, category}] for the tabs, ['kits', 'detail', id] for one kit; every write
 * invalidates ['kits'] (and the realtime feed's `kits` table does too).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreateKitInput,
  CreateKitItemInput,
  KitDetail,
  KitItem,
  KitList,
  KitListQuery,
  KitSummary,
  UpdateKitInput,
  UpdateKitItemInput,
} from '@shared/kits/schemas';
import { IMAGE_UPLOAD_FIELD } from '@shared/kits/schemas';
import { api } from '@web/lib/api';

export const kitsQueryKey = ['kits'] as const;
export const kitListQueryKey = (query: KitListQuery = {}) => ['kits', 'list', query] as const;
export const kitDetailQueryKey = (id: string) => ['kits', 'detail', id] as const;

function listPath(query: KitListQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  const qs = params.toString();
  return qs ? `/api/kits?${qs}` : '/api/kits';
}

export const kitsApi = {
  list: (query: KitListQuery = {}, signal?: AbortSignal) => api.get<KitList>(listPath(query), { signal }),
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

export const kitListQueryOptions = (query: KitListQuery = {}) =>
  queryOptions({
    queryKey: kitListQueryKey(query),
    queryFn: ({ signal }) => kitsApi.list(query, signal),
    // Typing in the search box keeps the previous tabs on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export const kitDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: kitDetailQueryKey(id),
    queryFn: ({ signal }) => kitsApi.get(id, signal),
  });

export const useKitList = (query: KitListQuery = {}) => useQuery(kitListQueryOptions(query));
export const useKit = (id: string) => useQuery(kitDetailQueryOptions(id));
