import type { ReactNode } from 'react';
import { LoadMore } from '@web/components/load-more';

/** The paging side of an infinite query, as a list of cards uses it. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A tab's cards (kits, plans) in a responsive grid, then how many of how many are shown and
 * "Load more" while another page exists (decision 122).
 */
export function CardList<T extends { id: string }>({
  items,
  card,
  total,
  noun,
  list,
}: {
  items: readonly T[];
  card: (item: T) => ReactNode;
  total: number;
  /** Plural, lower case: "kits". */
  noun: string;
  list: PagedList;
}) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      <LoadMore
        shown={items.length}
        total={total}
        noun={noun}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
