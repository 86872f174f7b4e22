/**
 * Every plan call of the web app (the server's routes are in src/server/routes/plans). Query
 * keys: ['plans', 'list', {q}, {tab}] for a tab's pages (the filter first: the offline copy keeps
 * the lists without one), ['plans', 'detail', id] for one plan; every write invalidates
 * ['plans'] (the realtime feed's `survival_plans` table does too).
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIST_PAGE_SIZE_MAX, MAX_KITS_PER_USER } from '@shared/constants/limits';
import type { KitList, KitListTab, KitSummary } from '@shared/kits/schemas';
import { PLAN_LIST_TABS } from '@shared/plans/list-tabs';
import type { PlanList, PlanListFilter, PlanListTab, SavePlanInput } from '@shared/plans/schemas';
import { client, data } from '@web/lib/api-client';
import { useOnline } from '@web/lib/offline/connectivity';

export const plansQueryKey = ['plans'] as const;
export const planListQueryKey = (tab: PlanListTab, filter: PlanListFilter = {}) =>
  ['plans', 'list', { q: filter.q }, { tab }] as const;
export const planDetailQueryKey = (id: string) => ['plans', 'detail', id] as const;

/** A page of a tab, stamped with its tab (a tab switch shows the old tab's page meanwhile). */
export type PlanPage = PlanList & { tab: PlanListTab };

/** Every kit of a kit tab (at most the 500 a user may own: five pages of 100). */
async function wholeKitTab(tab: KitListTab, signal?: AbortSignal): Promise<KitSummary[]> {
  const kits: KitSummary[] = [];
  let cursor: string | null = null;
  do {
    const query = { tab, limit: String(LIST_PAGE_SIZE_MAX), ...(cursor ? { cursor } : {}) };
    const page: KitList = await data(client.kits.$get({ query }, { init: { signal } }));
    kits.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && kits.length < MAX_KITS_PER_USER * 2);
  return kits;
}

/**
 * The kit tabs the wizard offers kits from (not the community's, as before); mine holds the
 * household's too (decision 0291).
 */
const LINKABLE_KIT_TABS = ['mine', 'acquired'] as const satisfies readonly KitListTab[];

export const plansApi = {
  /** One page of a tab (24 plans); `cursor` is the previous page's nextCursor. */
  list: (tab: PlanListTab, filter: PlanListFilter = {}, cursor: string | null = null, signal?: AbortSignal) =>
    data(
      client.plans.$get(
        { query: { tab, ...(filter.q?.trim() ? { q: filter.q.trim() } : {}), ...(cursor ? { cursor } : {}) } },
        { init: { signal } },
      ),
    ),
  get: (id: string, signal?: AbortSignal) =>
    data(client.plans[':id'].$get({ param: { id } }, { init: { signal } })).then((r) => r.plan),
  /**
   * 400 with `fields['kitIds.N']` when a chosen kit is not (or no longer) available: the wizard
   * may save again without those kits and show the documented link warning.
   */
  create: (input: SavePlanInput) => data(client.plans.$post({ json: input })).then((r) => r.plan),
  /** Replaces the plan's fields, items and kit links. */
  update: (id: string, input: SavePlanInput) =>
    data(client.plans[':id'].$put({ param: { id }, json: input })).then((r) => r.plan),
  remove: (id: string) => data(client.plans[':id'].$delete({ param: { id } })).then(() => undefined),
  /** 409 `conflict` "Already acquired"; 400 for your own plan; 404 for a private or missing one. */
  acquire: (id: string) => data(client.plans[':id'].acquire.$post({ param: { id } })).then((r) => r.plan),
  /**
   * The kits the wizard offers on step 3: my kits, the kits my household shares and my acquired
   * copies, by name.
   */
  linkableKits: async (signal?: AbortSignal): Promise<KitSummary[]> => {
    const tabs = await Promise.all(LINKABLE_KIT_TABS.map((tab) => wholeKitTab(tab, signal)));
    return tabs.flat().sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  },
};

export const linkableKitsQueryKey = ['kits', 'linkable'] as const;
export const useLinkableKits = () =>
  useQuery({ queryKey: linkableKitsQueryKey, queryFn: ({ signal }) => plansApi.linkableKits(signal) });

/** A tab's pages: the first on open, the next on "Load more"; a refetch walks the loaded pages again. */
export const planListQueryOptions = (tab: PlanListTab, filter: PlanListFilter = {}) =>
  infiniteQueryOptions({
    queryKey: planListQueryKey(tab, filter),
    queryFn: ({ pageParam, signal }): Promise<PlanPage> =>
      plansApi.list(tab, filter, pageParam, signal).then((page) => ({ ...page, tab })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Searching or switching tabs keeps the previous answer (tabs, counts) until the new one arrives.
    placeholderData: (previous) => previous,
  });

export const planDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: planDetailQueryKey(id), queryFn: ({ signal }) => plansApi.get(id, signal) });

/**
 * The tab on screen, and once it has loaded (online, no search) the first page of the other
 * tabs that have none yet: switching is then instant, and all three are kept for offline use.
 */
export function usePlanList(tab: PlanListTab, filter: PlanListFilter = {}, enabled = true) {
  const list = useInfiniteQuery({ ...planListQueryOptions(tab, filter), enabled });
  const queryClient = useQueryClient();
  const online = useOnline();
  const loaded = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (!online || filter.q || !loaded) return;
    for (const other of PLAN_LIST_TABS) {
      if (other !== tab && queryClient.getQueryData(planListQueryKey(other)) === undefined)
        void queryClient.prefetchInfiniteQuery(planListQueryOptions(other));
    }
  }, [online, filter.q, loaded, tab, queryClient]);
  return list;
}
export const usePlan = (id: string) => useQuery(planDetailQueryOptions(id));
