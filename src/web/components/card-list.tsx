import type { ReactNode } from 'react';
import { LoadMore } from '@web/components/load-more';

/** The paging side of an infinite query, as a list of cards uses it. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A card shown before a tab's paged items (a template shipped with the app), counted with them. */
export interface LeadCard {
  key: string;
  node: ReactNode;
}

/**
 * A tab's cards (kits, plans) in a responsive grid, then how many of how many are shown and
 * "Load more" while another page exists (decision 122). `lead` cards come first; `total`
 * counts them too.
 */
export function CardList<T extends { id: string }>({
  items,
  card,
  total,
  noun,
  list,
  lead = [],
}: {
  items: readonly T[];
  card: (item: T) => ReactNode;
  total: number;
  /** Plural, lower case: "kits". */
  noun: string;
  list: PagedList;
  lead?: readonly LeadCard[];
}) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {lead.map((c) => (
          <li key={`lead:${c.key}`}>{c.node}</li>
        ))}
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      <LoadMore
        shown={lead.length + items.length}
        total={total}
        noun={noun}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
