import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { eventTypeLabel } from '@shared/constants/plans';
import { LEGACY_PRACTICE_LABEL } from '@shared/drills/drills';
import type { RecordedDrill } from '@shared/drills/schemas';
import { ListLoadError } from '@web/components/collection-tabs';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadMore } from '@web/components/load-more';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { calendarDayLabel, localToday } from '@web/lib/format';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useDeleteDrill, useDrills } from '../api/drills-api';

/** A recorded drill's name: its event type's drill, or a practice noted on the family plan before drills. */
export const drillName = (d: Pick<RecordedDrill, 'eventType'>) =>
  d.eventType === 'custom' ? LEGACY_PRACTICE_LABEL : `${eventTypeLabel(d.eventType)} drill`;

/** The household's recorded drills, newest first, paged; owners and editors delete one (asked first). */
export function DrillHistory() {
  const query = useDrills();
  const remove = useDeleteDrill();
  const [asked, setAsked] = useState<RecordedDrill | null>(null);
  const drills = query.data?.pages.flatMap((p) => p.drills) ?? [];
  const first = query.data?.pages[0];

  const confirmDelete = async () => {
    const drill = asked;
    setAsked(null);
    if (!drill) return;
    try {
      await remove.mutateAsync(drill.id);
      toast.success(`${drillName(drill)} of ${calendarDayLabel(drill.practisedOn)} deleted`);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Deleting a drill failed', err);
      toast.error('Error', expectedErrorMessage(err) ?? 'The drill was not deleted. Please try again.');
    }
  };

  let content;
  if (query.isError && !query.data) {
    content = (
      <ListLoadError
        title="Failed to Load the Drills"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!first) {
    content = (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Loading the drills
        </p>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (drills.length === 0) {
    content = <p className="text-sm text-muted-foreground">No drills recorded yet.</p>;
  } else {
    content = (
      <>
        <ul className="grid gap-2" aria-label="Recorded drills">
          {drills.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-sm border border-border p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold">
                  {drillName(d)}, {calendarDayLabel(d.practisedOn)}
                </p>
                <p className="text-sm text-muted-foreground">
                  Recorded by {d.recordedBy ?? 'a former member'} on{' '}
                  {calendarDayLabel(localToday(new Date(d.createdAt)))}
                </p>
              </div>
              <OnlineOnly household>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Delete ${drillName(d)} of ${calendarDayLabel(d.practisedOn)}`}
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
          noun="drills"
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <Panel title="Recorded drills" statusLabel={first ? `${first.total} recorded` : undefined}>
      {content}
      <ConfirmDialog
        open={asked !== null}
        title="Delete this drill?"
        description={
          asked
            ? `${drillName(asked)} of ${calendarDayLabel(asked.practisedOn)}. The family plan's last practised day becomes the latest drill left.`
            : ''
        }
        confirmLabel="Delete drill"
        onlineOnly
        onCancel={() => setAsked(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Panel>
  );
}
