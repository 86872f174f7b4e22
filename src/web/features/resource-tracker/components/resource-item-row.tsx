import { MinusIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import type { Resource } from '@shared/resources/schemas';
import { progressPercent } from '@shared/resources/status';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { StatusBadge } from './status-badge';

const number = (n: number) => n.toLocaleString('en-US');

export function ResourceItemRow({
  item,
  onAdjust,
  onEdit,
}: {
  item: Resource;
  onAdjust: (id: string, delta: number) => void;
  /** Opens the row's settings (name, category, unit, target, per-unit amounts). */
  onEdit?: (item: Resource) => void;
}) {
  const atFloor = item.currentQuantity <= 0;
  const atCap = item.currentQuantity >= RESOURCE_QUANTITY_MAX;
  return (
    <li data-slot="resource-item" data-name={item.name} className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <h3 className="font-semibold break-words text-foreground">{item.name}</h3>
          {/* The user's own rows: these may be deleted (the defaults may not). */}
          {item.isCustom ? (
            <span className="font-mono text-[0.625rem] tracking-wider text-muted-foreground uppercase">Custom</span>
          ) : null}
        </div>
        <StatusBadge status={item.status} />
      </div>
      <div className="flex items-center gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          {/* Announced when a plus or minus press changes it. */}
          <p aria-live="polite" className="font-mono text-sm text-muted-foreground">
            <span data-slot="quantity" className="font-semibold text-foreground">
              {number(item.currentQuantity)}
            </span>{' '}
            / {number(item.targetQuantity)} {item.unit}
          </p>
          <Progress
            aria-label={`${item.name} stock level`}
            value={progressPercent(item.currentQuantity, item.targetQuantity)}
            tone={item.status}
          />
        </div>
        {/* aria-disabled instead of disabled at the limits: the button keeps keyboard focus. */}
        <div className="flex shrink-0 items-center gap-1.5 print:hidden">
          {onEdit ? (
            <OnlineOnly>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mr-1 text-muted-foreground hover:text-foreground max-sm:size-11"
                aria-label={`Edit ${item.name}`}
                title={`Edit ${item.name}`}
                onClick={() => onEdit(item)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
            </OnlineOnly>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="max-sm:size-11"
            aria-label={`Decrease ${item.name}`}
            aria-disabled={atFloor || undefined}
            onClick={() => !atFloor && onAdjust(item.id, -1)}
          >
            <MinusIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="max-sm:size-11"
            aria-label={`Increase ${item.name}`}
            aria-disabled={atCap || undefined}
            onClick={() => !atCap && onAdjust(item.id, 1)}
          >
            <PlusIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
