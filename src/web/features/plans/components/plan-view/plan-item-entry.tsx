import type { PlanItem } from '@shared/plans/schemas';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { PLAN_ITEM_LABELS } from './plan-format';

const BADGE_VARIANT = { step: 'default', note: 'secondary', resource: 'outline' } as const;

/** One step (numbered among the steps), note or resource of a plan. */
export function PlanItemEntry({ item, number }: { item: PlanItem; number: number | null }) {
  return (
    <div
      data-slot="plan-item"
      data-kind={item.kind}
      data-print-keep
      className={cn(
        'hud-panel relative flex gap-3 bg-card p-4 print:p-3',
        item.kind !== 'step' && 'bg-card/60 [--hud-bracket:var(--border)]',
      )}
    >
      <span
        data-slot="step-number"
        aria-hidden={number === null || undefined}
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full border font-mono text-sm font-bold',
          number === null ? 'border-transparent' : 'border-primary text-primary print:border-black',
        )}
      >
        {number ?? ''}
      </span>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Badge variant={BADGE_VARIANT[item.kind]}>{PLAN_ITEM_LABELS[item.kind]}</Badge>
        <p className="break-words whitespace-pre-line">{item.content}</p>
      </div>
    </div>
  );
}
