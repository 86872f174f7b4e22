import { useId } from 'react';
import type { PlanSummary } from '@shared/plans/schemas';
import { CardActions } from '@web/components/card-actions';
import { Badge } from '@web/components/ui/badge';
import { VisibilityBadge } from '@web/components/visibility-badge';
import { acquireToasts, deleteToasts, useAcquirePlan, useDeletePlan } from '@web/features/plans/hooks/use-plan-actions';
import { eventLabel, shortDate } from '../../labels';
import { messages } from '../../messages';

const { t } = messages;

export interface PlanCardProps {
  plan: PlanSummary;
  /** Called once the plan is deleted and gone from the list (the page moves focus). */
  onDeleted?: () => void;
}

/**
 * One plan in a tab. Every button keeps its visible label as its accessible name and is
 * described by the plan's title, so "Edit" on a card reads "Edit, {title}". Edit for whoever may
 * edit the plan (canEdit), Delete for its creator only. Offline the writes (Edit, Acquire,
 * Delete) are disabled with the reason (decision 081).
 */
export function PlanCard({ plan, onDeleted }: PlanCardProps) {
  const titleId = useId();
  const acquire = useAcquirePlan(acquireToasts);
  const remove = useDeletePlan({
    ...deleteToasts,
    onRefreshed: (deleted) => {
      if (deleted) onDeleted?.();
    },
  });
  const busy = acquire.isPending || remove.isPending;
  const href = `/plans/${encodeURIComponent(plan.id)}`;
  // Someone else's public plan: a private copy of one's own (decision 244). The household's own
  // plans are the family's already: no Acquire on them (decision 0291).
  const canAcquire = plan.visibility === 'public' && !plan.isOwner;

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-slot="plan-card"
      data-plan-id={plan.id}
      className="hud-panel relative flex h-full flex-col gap-3 bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{t('card.badge')}</Badge>
        <VisibilityBadge visibility={plan.visibility} caps />
      </div>

      <h3 id={titleId} className="text-lg leading-tight font-bold break-words">
        {plan.title}
      </h3>
      <p className="font-mono text-xs text-primary" data-slot="plan-event-type">
        {eventLabel(plan.eventType)}
      </p>
      {plan.description ? (
        <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-muted-foreground">{plan.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">{t('card.noDescription')}</p>
      )}

      <dl className="flex flex-wrap gap-x-5 gap-y-1 font-mono text-[0.6875rem] text-muted-foreground">
        <div className="flex gap-1.5">
          <dt className="tracking-wider">{t('card.created')}</dt>
          <dd className="text-foreground" data-slot="plan-created">
            {shortDate(plan.createdAt)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="tracking-wider">{t('card.revised')}</dt>
          <dd className="text-foreground" data-slot="plan-revised">
            {shortDate(plan.updatedAt)}
          </dd>
        </div>
      </dl>

      <CardActions
        titleId={titleId}
        view={{ to: href, label: t('card.view') }}
        editTo={plan.canEdit ? `${href}/edit` : undefined}
        acquire={
          canAcquire
            ? { acquired: plan.acquired, pending: acquire.isPending, onClick: () => acquire.mutate(plan.id) }
            : undefined
        }
        remove={
          plan.isOwner
            ? {
                pending: remove.isPending,
                onClick: () => remove.mutate(plan.id),
                confirm: {
                  title: t('card.deleteTitle', { title: plan.title }),
                  description: t('card.deleteText'),
                  confirmLabel: t('card.deletePlan'),
                },
              }
            : undefined
        }
      />
    </article>
  );
}
