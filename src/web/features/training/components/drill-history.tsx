import { Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { DRILL_EVENT_TYPES, type DrillEventType } from '@shared/drills/drills';
import type { RecordedDrill } from '@shared/drills/schemas';
import { ListLoadError } from '@web/components/list-load-error';
import { LoadMore } from '@web/components/load-more';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { localToday } from '@web/lib/format';
import { lazyOrNothing } from '@web/lib/lazy-or-nothing';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useDeleteDrill, useDrills } from '../api/drills-api';
import { dayShort, messages } from '../messages';

const { t } = messages;

/**
 * Delete's question (Radix AlertDialog): loaded on the first delete press, not with the page
 * (issue 41); the service worker has it precached.
 */
const DeleteDrillDialog = lazyOrNothing(
  () => import('./delete-drill-dialog').then((m) => m.DeleteDrillDialog),
  'The delete drill dialog failed to load',
);

/** A recorded drill's name: its event type's drill, or a practice noted on the family plan before drills. */
export const drillName = (d: Pick<RecordedDrill, 'eventType'>): string =>
  (DRILL_EVENT_TYPES as readonly string[]).includes(d.eventType)
    ? t('drillName', { event: t(`event.${d.eventType as DrillEventType}`) })
    : d.eventType === 'custom'
      ? t('legacyPractice')
      : t('drillName', { event: d.eventType });

/** The household's recorded drills, newest first, paged; owners and editors delete one (asked first). */
export function DrillHistory() {
  const query = useDrills();
  const remove = useDeleteDrill();
  const [asked, setAsked] = useState<RecordedDrill | null>(null);
  // Mounted from the first delete press on, so closing it plays out as before.
  const [confirmMounted, setConfirmMounted] = useState(false);
  if (asked !== null && !confirmMounted) setConfirmMounted(true);
  const drills = query.data?.pages.flatMap((p) => p.drills) ?? [];
  const first = query.data?.pages[0];

  const confirmDelete = async () => {
    const drill = asked;
    setAsked(null);
    if (!drill) return;
    try {
      await remove.mutateAsync(drill.id);
      toast.success(t('history.deleted', { name: drillName(drill), day: dayShort(drill.practisedOn) }));
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Deleting a drill failed', err);
      toast.error(t('error'), expectedErrorMessage(err) ?? t('history.deleteFailed'));
    }
  };

  let content;
  if (query.isError && !query.data) {
    content = (
      <ListLoadError
        title={t('history.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!first) {
    content = (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('history.loading')}
        </p>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (drills.length === 0) {
    content = <p className="text-sm text-muted-foreground">{t('history.empty')}</p>;
  } else {
    content = (
      <>
        <ul className="grid gap-2" aria-label={t('history.title')}>
          {drills.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-sm border border-border p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold">
                  {t('history.entry', { name: drillName(d), day: dayShort(d.practisedOn) })}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('history.recordedBy', {
                    who: d.recordedBy ?? t('history.formerMember'),
                    day: dayShort(localToday(new Date(d.createdAt))),
                  })}
                </p>
              </div>
              <OnlineOnly household>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={t('history.delete', { name: drillName(d), day: dayShort(d.practisedOn) })}
                  onClick={() => setAsked(d)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </OnlineOnly>
            </li>
          ))}
        </ul>
        <LoadMore
          shown={drills.length}
          total={first.total}
          noun={t('history.noun')}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <Panel title={t('history.title')} statusLabel={first ? t('history.total', { count: first.total }) : undefined}>
      {content}
      {confirmMounted ? (
        <Suspense fallback={null}>
          <DeleteDrillDialog
            open={asked !== null}
            description={
              asked ? t('confirm.description', { name: drillName(asked), day: dayShort(asked.practisedOn) }) : ''
            }
            onCancel={() => setAsked(null)}
            onConfirm={() => void confirmDelete()}
          />
        </Suspense>
      ) : null}
    </Panel>
  );
}
