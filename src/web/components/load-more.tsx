import { LoaderCircleIcon } from 'lucide-react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { messages } from './messages';

/**
 * The end of a paged list (decision 122): how many of how many are shown, for everyone (a
 * polite status, so a screen reader hears the new total after loading), and "Load more" while
 * another page exists. The button says "Loading…" and is busy while the page comes; offline it
 * is disabled with the reason, like any control that needs the server.
 */
export function LoadMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  /** Plural, lower case: "kits". */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore && shown <= 0) return null;
  return (
    <div className="mt-6 grid justify-items-center gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {messages.t('showing', { shown, total: Math.max(total, shown), noun })}
      </p>
      {hasMore ? (
        <OnlineOnly reason={messages.t('loadMoreOffline')}>
          <Button variant="outline" onClick={onLoadMore} disabled={loading} aria-busy={loading || undefined}>
            {loading ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
            {loading ? messages.t('loading') : messages.t('loadMore', { noun })}
          </Button>
        </OnlineOnly>
      ) : null}
    </div>
  );
}
