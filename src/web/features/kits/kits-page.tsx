import { CircleAlertIcon, PlusIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { KitListTab, KitSummary } from '@shared/kits/schemas';
import { BackHeader } from '@web/components/back-header';
import { CardList } from '@web/components/card-list';
import { CollectionTabs } from '@web/components/collection-tabs';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError, CLIENT_ERROR_CODES, isSessionExpired } from '@web/lib/api';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useListUrlState } from '@web/lib/use-list-url-state';
import { kitsQueryKey, useKitList } from './api/kits-api';
import { KitCard, type KitCardKind } from './components/kit-list/kit-card';
import { KitFilters, parseKitCategory, type KitCategory } from './components/kit-list/kit-filters';
import { KitListEmpty } from './components/kit-list/kit-list-empty';

/** Other users' kits turning public (or private) refresh the tabs. */
const REALTIME_TABLES = ['kits'] as const;
const REALTIME_KEYS = [kitsQueryKey];

/** The server filters; typing waits this long before asking it. */
export { SEARCH_DEBOUNCE_MS } from '@web/lib/use-list-url-state';

const TABS = [
  { value: 'mine', label: 'My Kits', kind: 'mine' },
  { value: 'acquired', label: 'Acquired', kind: 'acquired' },
  { value: 'community', label: 'Templates', kind: 'template' },
] as const satisfies readonly { value: KitListTab; label: string; kind: KitCardKind }[];
type TabValue = (typeof TABS)[number]['value'];
const DEFAULT_TAB: TabValue = 'mine';

/** `templates` was the community tab's name in links made before decision 217: still opens it. */
const parseTab = (value: string | null): TabValue =>
  TABS.find((t) => t.value === (value === 'templates' ? 'community' : value))?.value ?? DEFAULT_TAB;

/** The pages loaded so far, each kit once (one that moved up between two pages appears once). */
function kitItems(pages: readonly { items: KitSummary[] }[]): KitSummary[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.items).filter((kit) => !seen.has(kit.id) && Boolean(seen.add(kit.id)));
}

function CardsLoading() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-56" />
      ))}
    </div>
  );
}

/**
 * /kits: my kits, my acquired copies and other users' public kits, searched and filtered by the
 * server. Tab, search and category live in the URL (replaced, not pushed), so coming back to
 * the list restores them.
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const { params, q, search, setParam, onSearchChange, clearSearch } = useListUrlState();
  const tab = parseTab(params.get('tab'));
  const category = parseKitCategory(params.get('category'));
  const tabsRef = useRef<HTMLDivElement>(null);
  const list = useKitList(tab, { q: q || undefined, category });
  const hasData = list.data !== undefined;
  const filtered = q !== '' || category !== undefined;

  const onCategoryChange = (value: KitCategory | undefined) => setParam({ category: value });
  const onTabChange = (value: string) => setParam({ tab: value === DEFAULT_TAB ? undefined : value });
  const clearFilters = () => clearSearch(['category']);
  // A deleted card takes the focus with it: put it back on the tab the user was working in.
  const focusActiveTab = () =>
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();

  // The kits on screen stay when a refresh fails (realtime, another tab's change): say so once.
  // A first load that fails shows the failure state instead.
  useEffect(() => {
    if (list.isError && hasData && !isSessionExpired(list.error)) toast.error('Failed to load your kits.');
  }, [list.isError, list.error, hasData]);

  let content;
  if (list.data) {
    // The counts come with every page; after a tab switch the old tab's answer stays (tabs and
    // counts) until the new one comes.
    const { pages } = list.data;
    const counts = pages[0]!.counts;
    const current = pages[0]!.tab === tab;
    const kits = current ? kitItems(pages) : [];
    content = (
      <CollectionTabs
        ref={tabsRef}
        label="Kit collections"
        tabs={TABS.map((t) => ({ value: t.value, label: t.label, count: counts[t.value] }))}
        value={tab}
        onValueChange={onTabChange}
        panel={(value) => {
          if (value !== tab) return null;
          const t = TABS.find((x) => x.value === value)!;
          if (!current) return <CardsLoading />;
          return kits.length === 0 ? (
            <KitListEmpty
              kind={t.kind}
              filtered={filtered}
              onClearFilters={clearFilters}
              onBrowseTemplates={() => onTabChange('community')}
            />
          ) : (
            <CardList
              items={kits}
              card={(kit) => <KitCard kit={kit} kind={t.kind} onDeleted={focusActiveTab} />}
              total={counts[value]}
              noun="kits"
              list={list}
            />
          );
        }}
      />
    );
  } else if (list.isError) {
    // Offline is worth saying; a server fault's wording is not.
    const detail =
      list.error instanceof ApiRequestError && list.error.code === CLIENT_ERROR_CODES.network
        ? ` ${list.error.message}`
        : '';
    content = (
      <div role="alert" className="hud-panel relative grid justify-items-start gap-3 bg-card p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CircleAlertIcon aria-hidden="true" className="size-5 text-destructive" />
          Failed to Load Kits
        </h2>
        <p className="text-sm text-muted-foreground">Failed to load your kits.{detail}</p>
        <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RotateCwIcon aria-hidden="true" className={list.isFetching ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </div>
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          Loading kits
        </p>
        <Skeleton className="h-10 w-80 max-w-full" />
        <CardsLoading />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label="Back to HQ" />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid min-w-0 gap-2">
            <p className="font-tactical text-xs text-primary">Loadout command</p>
            <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">Emergency Kits</h1>
            <p className="max-w-2xl text-muted-foreground">
              Build your kits, share them, and acquire proven loadouts from other operatives.
            </p>
          </div>
          <OnlineOnlyLink to="/kits/new" variant="tactical">
            <PlusIcon aria-hidden="true" />
            New Kit
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
