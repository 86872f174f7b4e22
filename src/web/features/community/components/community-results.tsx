import { useEffect, type ReactNode } from 'react';
import { CardList, type PagedList } from '@web/components/card-list';
import { CardsLoading, ListLoadError, uniqueItems } from '@web/components/collection-tabs';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError, CLIENT_ERROR_CODES, isSessionExpired } from '@web/lib/api';

interface CommunityList<T> extends PagedList {
  data: { pages: readonly { items: readonly T[]; total: number }[] } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A community list's cards (24 a page, "Load more" while another page exists), or its loading,
 * failure and empty states. `noun` is plural and lower case ("public plans").
 */
export function CommunityResults<T extends { id: string }>({
  list,
  noun,
  title,
  filtered,
  onClearFilters,
  card,
}: {
  list: CommunityList<T>;
  noun: string;
  /** "Public Plans": the failure's heading says "Failed to Load Public Plans". */
  title: string;
  filtered: boolean;
  onClearFilters: () => void;
  card: (item: T) => ReactNode;
}) {
  const hasData = list.data !== undefined;
  // The cards on screen stay when a refresh fails (realtime, "Load more"): say so once.
  useEffect(() => {
    if (list.isError && hasData && !isSessionExpired(list.error)) toast.error(`Failed to load ${noun}.`);
  }, [list.isError, list.error, hasData, noun]);

  let content: ReactNode;
  if (list.data) {
    const items = uniqueItems(list.data.pages);
    content =
      items.length === 0 ? (
        <div className="hud-panel relative grid justify-items-start gap-3 bg-card p-6">
          <p role="status" className="font-semibold">
            {filtered ? `No ${noun} match your search.` : `No ${noun} yet.`}
          </p>
          {filtered ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear Filters
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              When operatives make theirs public, they appear here for everyone to acquire.
            </p>
          )}
        </div>
      ) : (
        <CardList items={items} card={card} total={list.data.pages[0]?.total ?? 0} noun={noun} list={list} />
      );
  } else if (list.isError) {
    const detail =
      list.error instanceof ApiRequestError && list.error.code === CLIENT_ERROR_CODES.network
        ? ` ${list.error.message}`
        : '';
    content = (
      <ListLoadError
        title={`Failed to Load ${title}`}
        message={`Failed to load ${noun}.${detail}`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          Loading {noun}
        </p>
        <Skeleton className="h-5 w-48 max-w-full" />
        <CardsLoading />
      </div>
    );
  }
  return (
    <div className="min-w-0 [&_button]:min-h-11" aria-busy={(hasData && list.isPlaceholderData) || undefined}>
      {content}
    </div>
  );
}
