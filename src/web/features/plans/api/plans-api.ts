/**
 * Every plan call of the web app (the server's routes are in src/server/routes/plans). Query
 * keys: ['plans', 'list', {q}] for the tabs, ['plans', 'detail', id] for one plan; every write
 * invalidates ['plans'] (the realtime feed's `survival_plans` table does too).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KitList, KitSummary } from '@shared/kits/schemas';
import type { PlanDetail, PlanList, PlanListQuery, SavePlanInput } from '@shared/plans/schemas';
import { api } from '@web/lib/api';

export const plansQueryKey = ['plans'] as const;
export const planListQueryKey = (query: PlanListQuery = {}) => ['plans', 'list', query] as const;
export const planDetailQueryKey = (id: string) => ['plans', 'detail', id] as const;

const planPath = (id: string) => `/api/plans/${encodeURIComponent(id)}`;

export const plansApi = {
  list: (query: PlanListQuery = {}, signal?: AbortSignal) =>
    api.get<PlanList>(query.q?.trim() ? `/api/plans?q=${encodeURIComponent(query.q.trim())}` : '/api/plans', {
      signal,
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<{ plan: PlanDetail }>(planPath(id), { signal }).then((r) => r.plan),
  /**
   * 400 with `fields['kitIds.N']` when a chosen kit is not (or no longer) available: the wizard
   * may save again without those kits and show the spec's link warning.
   */
  create: (input: SavePlanInput) => api.post<{ plan: PlanDetail }>('/api/plans', input).then((r) => r.plan),
  /** Replaces the plan's fields, items and kit links. */
  update: (id: string, input: SavePlanInput) => api.put<{ plan: PlanDetail }>(planPath(id), input).then((r) => r.plan),
  remove: (id: string) => api.delete<void>(planPath(id)),
  /** 409 `conflict` "Already acquired"; 400 for your own plan; 404 for a private or missing one. */
  acquire: (id: string) => api.post<{ plan: PlanDetail }>(`${planPath(id)}/acquire`).then((r) => r.plan),
  /** The kits the wizard offers on step 3: my kits and my acquired copies, by name. */
  linkableKits: (signal?: AbortSignal) =>
    api
      .get<KitList>('/api/kits', { signal })
      .then((r): KitSummary[] =>
        [...r.mine, ...r.acquired].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
      ),
};

export const linkableKitsQueryKey = ['kits', 'linkable'] as const;
export const useLinkableKits = () =>
  useQuery({ queryKey: linkableKitsQueryKey, queryFn: ({ signal }) => plansApi.linkableKits(signal) });

export const planListQueryOptions = (query: PlanListQuery = {}) =>
  queryOptions({
    queryKey: planListQueryKey(query),
    queryFn: ({ signal }) => plansApi.list(query, signal),
    placeholderData: keepPreviousData,
  });

export const planDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: planDetailQueryKey(id), queryFn: ({ signal }) => plansApi.get(id, signal) });

export const usePlanList = (query: PlanListQuery = {}, enabled = true) =>
  useQuery({ ...planListQueryOptions(query), enabled });
export const usePlan = (id: string) => useQuery(planDetailQueryOptions(id));
