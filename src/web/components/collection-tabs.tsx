import { useEffect, useEffectEvent, useRef, type ReactNode, type Ref } from 'react';
import { CardList, type LeadCard, type PagedList } from '@web/components/card-list';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

/** In a file of its own so a page showing only this error does not load the tabs (issue 41). */
export { ListLoadError } from './list-load-error';

export interface CollectionTab<V extends string> {
  value: V;
  label: string;
  count: number;
}

/**
 * The three collections of the kit and plan lists as real tabs, each labelled "{label} (n)";
 * `panel` renders a tab's content. On a phone the triggers wrap to a second row rather than
 * scroll out of sight.
 */
export function CollectionTabs<V extends string>({
  label,
  tabs,
  value,
  onValueChange,
  panel,
  ref,
}: {
  label: string;
  tabs: readonly CollectionTab<V>[];
  value: V;
  onValueChange: (value: V) => void;
  panel: (value: V) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Tabs ref={ref} value={value} onValueChange={(v) => onValueChange(v as V)}>
      <TabsList aria-label={label} className="flex-wrap">
        {tabs.map((t) => (
          <TabsTrigger
            key={t.value}
            value={t.value}
            className="px-2 text-[0.6875rem] tracking-normal sm:px-4 sm:text-xs sm:tracking-[0.12em]"
          >
            {t.label} ({t.count})
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {panel(t.value)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The pages loaded so far, each item once (one that moved up between two pages appears once). */
export function uniqueItems<T extends { id: string }>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.items).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

export function CardsLoading() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-56" />
      ))}
    </div>
  );
}

/** One page of a kit or plan list as the API answers it. */
export interface CollectionPage<V extends string, T> {
  tab: V;
  items: readonly T[];
  counts: Record<V, number>;
}

/**
 * The kit and plan lists' tabs with their cards (decision 208). The counts come with every page;
 * after a tab switch the old tab's answer stays (tabs and counts) until the new one comes. A
 * deleted card takes the focus with it: `card` gets `onDeleted` to put it back on the tab.
 * `lead` cards of a tab (the kit templates shipped with the app) come before its items and are
 * counted in its label (decision 0291).
 */
export function CollectionPanel<V extends string, T extends { id: string }>({
  pages,
  tab,
  tabs,
  label,
  noun,
  list,
  onTabChange,
  empty,
  card,
  lead,
}: {
  pages: readonly CollectionPage<V, T>[];
  tab: V;
  tabs: readonly { value: V; label: string }[];
  label: string;
  /** Plural, lower case: "kits". */
  noun: string;
  list: PagedList;
  onTabChange: (value: V) => void;
  empty: (value: V) => ReactNode;
  card: (item: T, value: V, onDeleted: () => void) => ReactNode;
  lead?: Partial<Record<V, readonly LeadCard[]>>;
}) {
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusActiveTab = () =>
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  const counts = pages[0]!.counts;
  const current = pages[0]!.tab === tab;
  const items = current ? uniqueItems(pages) : [];
  const leadOf = (value: V) => lead?.[value] ?? [];
  return (
    <CollectionTabs
      ref={tabsRef}
      label={label}
      tabs={tabs.map((t) => ({ value: t.value, label: t.label, count: leadOf(t.value).length + counts[t.value] }))}
      value={tab}
      onValueChange={onTabChange}
      panel={(value) =>
        value !== tab ? null : !current ? (
          <CardsLoading />
        ) : items.length === 0 && leadOf(value).length === 0 ? (
          empty(value)
        ) : (
          <CardList
            items={items}
            card={(item) => card(item, value, focusActiveTab)}
            total={leadOf(value).length + counts[value]}
            noun={noun}
            list={list}
            lead={leadOf(value)}
          />
        )
      }
    />
  );
}

/**
 * Arriving on a list without a tab in the address (the menu, a link), it opens on the first tab
 * of `order` that holds something under the current search, or the first tab when all are empty
 * (decision 0291), and says so in the address (replaced), so a later change (the last kit of the
 * tab deleted) does not move the user elsewhere. `counts` are the first answer's; `lead` counts
 * are added. Returns true while the choice is still to be made (show the list as loading).
 */
export function useOpeningTab<V extends string>({
  chosen,
  counts,
  order,
  lead,
  open,
}: {
  /** The address names a tab. */
  chosen: boolean;
  counts: Record<V, number> | undefined;
  order: readonly V[];
  lead?: Partial<Record<V, number>>;
  open: (value: V) => void;
}): boolean {
  const target = chosen || !counts ? null : (order.find((v) => counts[v] + (lead?.[v] ?? 0) > 0) ?? order[0]!);
  const openTab = useEffectEvent(open);
  useEffect(() => {
    if (target) openTab(target);
  }, [target]);
  return !chosen;
}
