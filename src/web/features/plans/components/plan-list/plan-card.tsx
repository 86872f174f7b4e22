import { CheckIcon, DownloadIcon, EyeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { eventTypeLabel } from '@shared/constants/plans';
import type { PlanSummary } from '@shared/plans/schemas';
import { OnlineOnly, OnlineOnlyLink } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { isoDay } from '@web/lib/format';
import { useOnline } from '@web/lib/offline/connectivity';
import { DeletePlanDialog } from './delete-plan-dialog';
import type { PlanTab } from './plan-list-empty';
import { acquireToasts, deleteToasts, useAcquirePlan, useDeletePlan } from './use-plan-actions';

export interface PlanCardProps {
  plan: PlanSummary;
  tab: PlanTab;
  /** Called once the plan is deleted and gone from the list (the page moves focus). */
  onDeleted?: () => void;
}

/**
 * One plan in a tab. Every button keeps its visible label as its accessible name and is
 * described by the plan's title, so "Edit" on a card reads "Edit, {title}". Offline the writes
 * (Edit, Acquire, Delete) are disabled with the reason (decision 081).
 */
export function PlanCard({ plan, tab, onDeleted }: PlanCardProps) {
  const titleId = useId();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const acquire = useAcquirePlan(acquireToasts);
  const remove = useDeletePlan({
    ...deleteToasts,
    onRefreshed: (deleted) => {
      if (deleted) onDeleted?.();
    },
  });
  const busy = acquire.isPending || remove.isPending;
  // Offline the writes are disabled: a delete still being confirmed is called off with them.
  const online = useOnline();
  if (!online && confirmOpen) setConfirmOpen(false);
  const href = `/plans/${encodeURIComponent(plan.id)}`;
  const canAcquire = tab === 'community' && !plan.isOwner;

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-slot="plan-card"
      data-plan-id={plan.id}
      className="hud-panel relative flex h-full flex-col gap-3 bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">SURVIVAL PLAN</Badge>
        {plan.isPublic ? <Badge variant="default">PUBLIC</Badge> : <Badge variant="outline">PRIVATE</Badge>}
      </div>

      <h3 id={titleId} className="text-lg leading-tight font-bold break-words">
        {plan.title}
      </h3>
      <p className="font-mono text-xs text-primary" data-slot="plan-event-type">
        {eventTypeLabel(plan.eventType)}
      </p>
      {plan.description ? (
        <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-muted-foreground">{plan.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No description</p>
      )}

      <dl className="flex flex-wrap gap-x-5 gap-y-1 font-mono text-[0.6875rem] text-muted-foreground">
        <div className="flex gap-1.5">
          <dt className="tracking-wider">CREATED</dt>
          <dd className="text-foreground" data-slot="plan-created">
            {isoDay(plan.createdAt)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="tracking-wider">REVISED</dt>
          <dd className="text-foreground" data-slot="plan-revised">
            {isoDay(plan.updatedAt)}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
        <Button asChild variant="tactical" size="sm">
          <Link to={href} aria-describedby={titleId}>
            <EyeIcon aria-hidden="true" />
            View Plan
          </Link>
        </Button>
        {plan.isOwner ? (
          <OnlineOnlyLink to={`${href}/edit`} variant="outline" size="sm" aria-describedby={titleId}>
            <PencilIcon aria-hidden="true" />
            Edit
          </OnlineOnlyLink>
        ) : null}
        {canAcquire ? (
          plan.acquired ? (
            // The word carries the state, not a colour (docs/decisions.md 050).
            <Button variant="secondary" size="sm" disabled aria-describedby={titleId}>
              <CheckIcon aria-hidden="true" />
              Acquired
            </Button>
          ) : (
            <OnlineOnly>
              <Button
                variant="gear"
                size="sm"
                onClick={() => acquire.mutate(plan.id)}
                disabled={busy}
                aria-describedby={titleId}
              >
                <DownloadIcon aria-hidden="true" />
                {acquire.isPending ? 'Acquiring...' : 'Acquire'}
              </Button>
            </OnlineOnly>
          )
        ) : null}
        {plan.isOwner ? (
          <OnlineOnly>
            <Button
              variant="outline"
              size="sm"
              className="hover:border-destructive hover:text-destructive"
              onClick={() => setConfirmOpen(true)}
              disabled={busy}
              aria-describedby={titleId}
            >
              <Trash2Icon aria-hidden="true" />
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </OnlineOnly>
        ) : null}
      </div>

      <DeletePlanDialog
        title={plan.title}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={() => remove.mutate(plan.id)}
      />
    </article>
  );
}
