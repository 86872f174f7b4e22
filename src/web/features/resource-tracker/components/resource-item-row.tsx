import { ChevronDownIcon, MinusIcon, PencilIcon, PlusIcon, ShoppingCartIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import type { Resource, ResourceBatch } from '@shared/resources/schemas';
import { progressPercent } from '@shared/resources/status';
import { isExpired } from '@shared/supplies/batches';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { localToday } from '@web/lib/format';
import { count as number, dayShort, messages } from '../messages';
import { BoughtPanel, QuantityField } from './quantity-field';
import { StatusBadge } from './status-badge';

const { t } = messages;

/** What a row can do with its batches (the page keeps them as unsaved changes). */
export interface BatchActions {
  /** The batches added or changed and not saved yet: marked "Unsaved" in the list (decision 0294). */
  unsaved: ReadonlySet<string>;
  onAdd: (item: Resource) => void;
  onEdit: (item: Resource, batch: ResourceBatch) => void;
  onRemove: (item: Resource, batch: ResourceBatch) => void;
}

/** What a row's quantity field does: what is typed (kept by the page, which holds SAVE CHANGES while one is wrong). */
export interface QuantityActions {
  typed: Readonly<Record<string, string>>;
  onType: (id: string, text: string | null) => void;
  onSet: (id: string, quantity: number) => void;
}

export function ResourceItemRow({
  item,
  onAdjust,
  quantityActions,
  onEdit,
  batchActions,
}: {
  item: Resource;
  onAdjust: (id: string, delta: number) => void;
  quantityActions: QuantityActions;
  /** Opens the row's settings (name, category, unit, target, per-unit amounts). */
  onEdit?: (item: Resource) => void;
  batchActions?: BatchActions;
}) {
  const [open, setOpen] = useState(false);
  const [buying, setBuying] = useState(false);
  const listId = useId();
  const boughtId = useId();
  const boughtToggle = useRef<HTMLButtonElement>(null);
  // Plus and minus replace whatever is typed (a wrong entry too): the field shows the new count.
  const adjust = (delta: number) => {
    quantityActions.onType(item.id, null);
    onAdjust(item.id, delta);
  };
  const atFloor = item.currentQuantity <= 0;
  const atCap = item.currentQuantity >= RESOURCE_QUANTITY_MAX;
  return (
    <li data-slot="resource-item" data-name={item.name} className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <h3 className="font-semibold break-words text-foreground">{item.name}</h3>
          {/* The user's own rows: these may be deleted (the defaults may not). */}
          {item.isCustom ? (
            <span className="font-mono text-[0.625rem] tracking-wider text-muted-foreground uppercase">
              {t('row.custom')}
            </span>
          ) : null}
        </div>
        <StatusBadge status={item.status} />
      </div>
      <div className="flex items-center gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 font-mono text-sm text-muted-foreground">
            <span className="print:hidden">
              <QuantityField
                name={item.name}
                quantity={item.currentQuantity}
                text={quantityActions.typed[item.id] ?? null}
                onText={(text) => quantityActions.onType(item.id, text)}
                onSet={(quantity) => quantityActions.onSet(item.id, quantity)}
              />
            </span>
            {/* Printed in place of the field. */}
            <span aria-hidden="true" className="hidden font-semibold text-foreground print:inline">
              {number(item.currentQuantity)}
            </span>
            <span>
              / {number(item.targetQuantity)} {item.unit}
              {/* Where the target comes from (decision 0292): the goal's share, or the user's own. */}
              {item.followsGoal ? (
                <span data-slot="target-source" className="ms-2 font-sans text-xs">
                  {t('row.targetFromGoal')}
                </span>
              ) : item.ownTarget && (item.litresPerUnit !== null || item.kcalPerUnit !== null) ? (
                <span data-slot="target-source" className="ms-2 font-sans text-xs">
                  {t('row.ownTarget')}
                </span>
              ) : null}
              {item.expiredQuantity > 0 ? (
                <span data-slot="expired-quantity" className="ms-2 text-destructive">
                  (<s>{number(item.expiredQuantity)}</s> {t('row.expired')})
                </span>
              ) : null}
            </span>
          </div>
          {/* Announced when plus, minus, "+ N bought" or the field changes it. */}
          <p aria-live="polite" className="sr-only">
            {item.name}: <span data-slot="quantity">{number(item.currentQuantity)}</span>{' '}
            {t('row.ofTarget', { target: number(item.targetQuantity), unit: item.unit })}
          </p>
          <Progress
            aria-label={t('row.stockLevel', { name: item.name })}
            value={progressPercent(item.currentQuantity, item.targetQuantity)}
            tone={item.status}
          />
        </div>
        {/* aria-disabled instead of disabled at the limits: the button keeps keyboard focus. */}
        <div className="flex shrink-0 items-center gap-1.5 print:hidden">
          <OnlineOnly household worksOffline>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="max-sm:size-11"
              aria-label={t('row.decrease', { name: item.name })}
              aria-disabled={atFloor || undefined}
              onClick={() => !atFloor && adjust(-1)}
            >
              <MinusIcon aria-hidden="true" />
            </Button>
          </OnlineOnly>
          <OnlineOnly household worksOffline>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="max-sm:size-11"
              aria-label={t('row.increase', { name: item.name })}
              aria-disabled={atCap || undefined}
              onClick={() => !atCap && adjust(1)}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </OnlineOnly>
        </div>
      </div>
      <div className="grid gap-2 print:hidden">
        <div className="flex flex-wrap items-center gap-x-2">
          <OnlineOnly household worksOffline>
            <Button
              ref={boughtToggle}
              type="button"
              variant="ghost"
              size="sm"
              className="px-1 font-mono text-xs tracking-wider text-muted-foreground uppercase max-sm:h-11 max-sm:px-2"
              aria-expanded={buying}
              aria-controls={boughtId}
              onClick={() => setBuying((b) => !b)}
            >
              <ShoppingCartIcon aria-hidden="true" />
              {t('row.bought')} <span className="sr-only">{item.name}</span>
            </Button>
          </OnlineOnly>
          {batchActions ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start px-1 font-mono text-xs tracking-wider text-muted-foreground uppercase max-sm:h-11"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((o) => !o)}
            >
              <ChevronDownIcon
                aria-hidden="true"
                className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
              />
              {t('row.batches', { count: item.batches.length })}
              <span className="sr-only">{t('ofName', { name: item.name })}</span>
            </Button>
          ) : null}
          {onEdit ? (
            <OnlineOnly household>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="ms-auto text-muted-foreground hover:text-foreground max-sm:size-11"
                aria-label={t('edit', { name: item.name })}
                title={t('edit', { name: item.name })}
                onClick={() => onEdit(item)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
            </OnlineOnly>
          ) : null}
        </div>
        {buying ? (
          <BoughtPanel
            id={boughtId}
            name={item.name}
            quantity={item.currentQuantity}
            onAdd={(n) => adjust(n)}
            onClose={() => {
              setBuying(false);
              boughtToggle.current?.focus();
            }}
          />
        ) : null}
        {batchActions && open ? <BatchList id={listId} item={item} actions={batchActions} /> : null}
      </div>
    </li>
  );
}

function batchText(item: Resource, b: ResourceBatch) {
  return t('batch.text', { quantity: number(b.quantity), unit: item.unit, day: dayShort(b.addedOn) });
}

/** A row's batches, first to expire first; expired ones struck through until removed. */
function BatchList({ id, item, actions }: { id: string; item: Resource; actions: BatchActions }) {
  const today = localToday();
  return (
    <div id={id} className="grid gap-2 rounded-md border border-border bg-muted/30 p-3">
      {item.batches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('batch.none')}</p>
      ) : (
        <ul aria-label={t('batch.list', { name: item.name })} className="grid gap-1.5">
          {item.batches.map((b) => {
            const expired = isExpired(b, today);
            return (
              <li key={b.id} data-slot="batch" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className={expired ? 'text-muted-foreground' : 'text-foreground'}>
                  {expired ? <s>{batchText(item, b)}</s> : batchText(item, b)}
                </span>
                <span className={expired ? 'font-semibold text-destructive' : 'text-muted-foreground'}>
                  {b.expiresOn === null
                    ? t('batch.noExpiry')
                    : expired
                      ? t('batch.expiredOn', { day: dayShort(b.expiresOn) })
                      : t('batch.bestBefore', { day: dayShort(b.expiresOn) })}
                </span>
                {b.note ? <span className="text-muted-foreground">· {b.note}</span> : null}
                {actions.unsaved.has(b.id) ? (
                  <span
                    data-slot="batch-unsaved"
                    className="font-mono text-[0.625rem] font-semibold tracking-wider text-primary uppercase"
                  >
                    {t('batch.unsaved')}
                  </span>
                ) : null}
                <span className="ms-auto flex gap-1">
                  <OnlineOnly household worksOffline>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8 max-sm:size-11"
                      aria-label={t('batch.edit', { batch: batchText(item, b) })}
                      onClick={() => actions.onEdit(item, b)}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Button>
                  </OnlineOnly>
                  <OnlineOnly household worksOffline>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8 hover:text-destructive max-sm:size-11"
                      aria-label={t('batch.remove', { batch: batchText(item, b) })}
                      onClick={() => actions.onRemove(item, b)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </OnlineOnly>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <OnlineOnly household worksOffline>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start max-sm:h-11"
          onClick={() => actions.onAdd(item)}
        >
          <PlusIcon aria-hidden="true" />
          {t('batch.add')}
          <span className="sr-only">{t('ofName', { name: item.name })}</span>
        </Button>
      </OnlineOnly>
    </div>
  );
}
