import { useEffect, type ReactNode } from 'react';
import { CardList, type PagedList } from '@web/components/card-list';
import { CardsLoading, ListLoadError, uniqueItems } from '@web/components/collection-tabs';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError, CLIENT_ERROR_CODES, isSessionExpired } from '@web/lib/api';
import { messages } from '../messages';

const { t } = messages;

/** A list's words: public plans or shared kits (messages `plans.*`, `kits.*`). */
export type ListKind = 'plans' | 'kits';

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
 * failure and empty states, in the words of its kind (public plans, shared kits).
 */
export function CommunityResults<T extends { id: string }>({
  list,
  kind,
  filtered,
  onClearFilters,
  card,
}: {
  list: CommunityList<T>;
  kind: ListKind;
  filtered: boolean;
  onClearFilters: () => void;
  card: (item: T) => ReactNode;
}) {
  const hasData = list.data !== undefined;
  // The cards on screen stay when a refresh fails (realtime, "Load more"): say so once.
  useEffect(() => {
    if (list.isError && hasData && !isSessionExpired(list.error)) toast.error(t(`failed.${kind}`));
  }, [list.isError, list.error, hasData, kind]);

  let content: ReactNode;
  if (list.data) {
    const items = uniqueItems(list.data.pages);
    content =
      items.length === 0 ? (
        <div className="hud-panel relative grid justify-items-start gap-3 bg-card p-6">
          <p role="status" className="font-semibold">
            {filtered ? t(`noMatch.${kind}`) : t(`none.${kind}`)}
          </p>
          {filtered ? (
            <Button variant="outline" onClick={onClearFilters}>
              {t('results.clear')}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t('results.emptyHint')}</p>
          )}
        </div>
      ) : (
        <CardList
          items={items}
          card={card}
          total={list.data.pages[0]?.total ?? 0}
          noun={t(`noun.${kind}`)}
          list={list}
        />
      );
  } else if (list.isError) {
    const detail =
      list.error instanceof ApiRequestError && list.error.code === CLIENT_ERROR_CODES.network
        ? ` ${list.error.message}`
        : '';
    content = (
      <ListLoadError
        title={t(`loadFailed.${kind}`)}
        message={`${t(`failed.${kind}`)}${detail}`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          {t(`loading.${kind}`)}
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
