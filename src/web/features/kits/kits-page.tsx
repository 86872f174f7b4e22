import { PlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import type { KitListTab } from '@shared/kits/schemas';
import { matchingKitTemplates } from '@shared/kits/templates';
import { BackHeader } from '@web/components/back-header';
import { CardsLoading, CollectionPanel, ListLoadError, useOpeningTab } from '@web/components/collection-tabs';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError, CLIENT_ERROR_CODES, isSessionExpired } from '@web/lib/api';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useListUrlState } from '@web/lib/use-list-url-state';
import { kitsQueryKey, useKitList } from './api/kits-api';
import { templateDescription, templateName } from './components/kit-labels';
import { KitCard, type KitCardKind } from './components/kit-list/kit-card';
import { KitFilters, parseKitCategory, type KitCategory } from './components/kit-list/kit-filters';
import { KitListEmpty } from './components/kit-list/kit-list-empty';
import { TemplateCard } from './components/kit-list/template-card';
import { messages } from './messages';

const { t } = messages;

/** Other users' kits turning public, household or private refresh the tabs. */
const REALTIME_TABLES = ['kits'] as const;
const REALTIME_KEYS = [kitsQueryKey];

/** The server filters; typing waits this long before asking it. */
export { SEARCH_DEBOUNCE_MS } from '@web/lib/use-list-url-state';

/**
 * My Kits holds the family's own: the user's and the ones their household shares; Templates the
 * kit templates shipped with the app, then other users' public kits (decision 0291). Arriving
 * without a tab, the list opens on the first of these that holds something.
 */
const TABS = [
  { value: 'mine', kind: 'mine' },
  { value: 'acquired', kind: 'acquired' },
  { value: 'community', kind: 'template' },
] as const satisfies readonly { value: KitListTab; kind: KitCardKind }[];
type TabValue = (typeof TABS)[number]['value'];
const TAB_ORDER = TABS.map((tab) => tab.value);
const kindOf = (value: TabValue) => TABS.find((tab) => tab.value === value)!.kind;
const DEFAULT_TAB: TabValue = 'mine';

/**
 * `templates` was the community tab's name in links made before decision 217: still opens it;
 * `household` was a tab of its own before decision 0291: its links open My Kits.
 */
const parseTab = (value: string | null): TabValue =>
  TABS.find((tab) => tab.value === (value === 'templates' ? 'community' : value))?.value ?? DEFAULT_TAB;

/**
 * /kits: my kits with the kits other members share with my household, my acquired copies, and the
 * shipped templates with other users' public kits, searched and filtered by the server (the
 * shipped templates here, the same way). Tab, search and category live in the URL (replaced, not pushed), so coming back to
 * the list restores them.
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const { params, q, search, setParam, onSearchChange, clearSearch } = useListUrlState();
  const tab = parseTab(params.get('tab'));
  const category = parseKitCategory(params.get('category'));
  const list = useKitList(tab, { q: q || undefined, category });
  const hasData = list.data !== undefined;
  const filtered = q !== '' || category !== undefined;
  // The server's rule, on the names as the page shows them too (a German search finds „Autoset“).
  const needle = q.trim().toLocaleLowerCase();
  const templates = matchingKitTemplates({ category }).filter(
    (tpl) =>
      !needle ||
      [tpl.name, tpl.description, templateName(tpl.id), templateDescription(tpl.id)].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
  );
  const first = list.data?.pages[0];
  const choosing = useOpeningTab({
    chosen: params.has('tab'),
    // Decided on the server's answer, not on the copy kept on the device shown while it comes
    // (that copy's counts may be older than this visit: decision 0303, a race Preact exposed).
    counts: first?.tab === tab && !list.isFetching ? first.counts : undefined,
    order: TAB_ORDER,
    lead: { community: templates.length },
    open: (value) => setParam({ tab: value }),
  });

  const onCategoryChange = (value: KitCategory | undefined) => setParam({ category: value });
  // The tab stays in the address, My Kits too: arriving without one is what opens the first with something.
  const onTabChange = (value: string) => setParam({ tab: value });
  const clearFilters = () => clearSearch(['category']);

  // The kits on screen stay when a refresh fails (realtime, another tab's change): say so once.
  // A first load that fails shows the failure state instead.
  useEffect(() => {
    if (list.isError && hasData && !isSessionExpired(list.error)) toast.error(t('list.refreshFailed'));
  }, [list.isError, list.error, hasData]);

  let content;
  if (list.data && !choosing) {
    content = (
      <CollectionPanel
        pages={list.data.pages}
        tab={tab}
        tabs={TABS.map((tab) => ({ value: tab.value, label: t(`list.tab.${tab.value}`) }))}
        label={t('list.tabs')}
        noun={t('list.noun')}
        list={list}
        onTabChange={onTabChange}
        empty={(value) => (
          <KitListEmpty
            kind={kindOf(value)}
            filtered={filtered}
            onClearFilters={clearFilters}
            onBrowseTemplates={() => onTabChange('community')}
          />
        )}
        card={(kit, value, onDeleted) => <KitCard kit={kit} kind={kindOf(value)} onDeleted={onDeleted} />}
        lead={{ community: templates.map((tpl) => ({ key: tpl.id, node: <TemplateCard template={tpl} /> })) }}
      />
    );
  } else if (list.isError && !list.data) {
    // Offline is worth saying; a server fault's wording is not.
    const detail =
      list.error instanceof ApiRequestError && list.error.code === CLIENT_ERROR_CODES.network
        ? ` ${list.error.message}`
        : '';
    content = (
      <ListLoadError
        title={t('list.loadFailed')}
        message={`${t('list.refreshFailed')}${detail}`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          {t('list.loading')}
        </p>
        <Skeleton className="h-10 w-80 max-w-full" />
        <CardsLoading />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={t('list.back')} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid min-w-0 gap-2">
            <p className="font-tactical text-xs text-primary">{t('list.eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('list.title')}</h1>
            <p className="max-w-2xl text-muted-foreground">{t('list.lead')}</p>
          </div>
          <OnlineOnlyLink to="/kits/new" variant="tactical">
            <PlusIcon aria-hidden="true" />
            {t('list.newKit')}
          </OnlineOnlyLink>
        </div>
        <KitFilters
          search={search}
          onSearchChange={onSearchChange}
          category={category}
          onCategoryChange={onCategoryChange}
        />
        {/* min-w-0: a grid item may not grow past the screen to fit the row of tabs. */}
        <div className="min-w-0" aria-busy={(hasData && list.isPlaceholderData) || undefined}>
          {content}
        </div>
      </main>
    </div>
  );
}
