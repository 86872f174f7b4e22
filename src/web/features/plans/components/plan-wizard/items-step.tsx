import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PLAN_ITEM_KINDS, type PlanItemKind } from '@shared/constants/plans';
import { PLAN_ITEM_CONTENT_MAX, PLAN_ITEMS_MAX } from '@shared/plans/limits';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectItem } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { itemNumbers, type DraftItem, type PlanDraftApi } from '../../hooks/use-plan-draft';
import { kindLabel } from '../../labels';
import { messages } from '../../messages';

const { t } = messages;

/** "Step 2" (its field's label) and "step 2" (inside a button's name). */
function itemLabels(items: readonly DraftItem[]): Map<string, { label: string; inline: string }> {
  return new Map(
    [...itemNumbers(items)].map(([key, { kind, n }]) => [
      key,
      { label: t('item', { kind: kindLabel(kind), n }), inline: t('item', { kind: t(`kindInline.${kind}`), n }) },
    ]),
  );
}

type FocusTarget = 'content' | 'up' | 'down';

function ItemRow({
  item,
  label,
  index,
  total,
  error,
  onChange,
  onKindChange,
  onMove,
  onRemove,
}: {
  item: DraftItem;
  label: { label: string; inline: string };
  index: number;
  total: number;
  error?: string;
  onChange: (content: string) => void;
  onKindChange: (kind: PlanItemKind) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const contentId = `${id}-content`;
  const kindId = `${id}-kind`;
  const errorId = `${id}-error`;
  const named = { item: label.inline };
  return (
    <li data-item-key={item.key} data-kind={item.kind}>
      <div
        role="group"
        aria-labelledby={labelId}
        className={cn(
          'grid gap-2 rounded-sm border bg-background/60 p-3',
          error ? 'border-destructive' : 'border-border',
        )}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Label id={labelId} htmlFor={contentId} className="font-mono text-xs tracking-wider text-primary uppercase">
            {label.label}
          </Label>
          <div className="ms-auto flex flex-wrap items-center gap-1">
            <Label htmlFor={kindId} className="text-xs text-muted-foreground">
              {t('items.type')}
            </Label>
            <Select
              id={kindId}
              size="sm"
              className="h-11 w-28"
              value={item.kind}
              onValueChange={(v) => onKindChange(v as PlanItemKind)}
            >
              {PLAN_ITEM_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {kindLabel(kind)}
                </SelectItem>
              ))}
            </Select>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11"
              data-focus="up"
              aria-label={t('items.up', named)}
              title={t('items.up', named)}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11"
              data-focus="down"
              aria-label={t('items.down', named)}
              title={t('items.down', named)}
              disabled={index === total - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11 hover:text-destructive"
              aria-label={t('items.remove', named)}
              title={t('items.remove', named)}
              onClick={onRemove}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        </div>
        <Textarea
          id={contentId}
          data-focus="content"
          rows={2}
          // The field grows with its text (recommended steps carry a source line), up to a limit.
          className="field-sizing-content max-h-80"
          maxLength={PLAN_ITEM_CONTENT_MAX}
          placeholder={t(`placeholder.${item.kind}`)}
          value={item.content}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Step 4: the plan's steps, notes and resources in order. Reordering is by buttons (keyboard
 * and pointer alike); focus follows the moved item and a live region says where it went.
 * Blank rows may stay while editing; the server drops them on save.
 */
export function ItemsStep({
  items,
  errors,
  actions,
}: {
  items: readonly DraftItem[];
  /** Messages by item key. */
  errors: Readonly<Record<string, string>>;
  actions: Pick<PlanDraftApi, 'addItem' | 'updateItem' | 'removeItem' | 'moveItem'>;
}) {
  const labels = useMemo(() => itemLabels(items), [items]);
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ key: string | null; target: FocusTarget } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = items.length >= PLAN_ITEMS_MAX;

  useEffect(() => {
    const pending = pendingFocus.current;
    const root = listRef.current;
    if (!pending || !root) return;
    pendingFocus.current = null;
    if (pending.key === null) {
      root.querySelector<HTMLElement>('[data-focus="add"]')?.focus();
      return;
    }
    const row = root.querySelector(`[data-item-key="${CSS.escape(pending.key)}"]`);
    const find = (t: FocusTarget) => row?.querySelector<HTMLElement>(`[data-focus="${t}"]`);
    let el = find(pending.target);
    // At the top or bottom its button is disabled: the other one keeps the focus in the row.
    if (el instanceof HTMLButtonElement && el.disabled) el = find(pending.target === 'up' ? 'down' : 'up');
    el?.focus();
  }, [items]);

  const add = (kind: PlanItemKind) => {
    const key = actions.addItem(kind);
    pendingFocus.current = { key, target: 'content' };
  };

  const move = (item: DraftItem, by: -1 | 1) => {
    const from = items.indexOf(item);
    const next = [...items];
    next.splice(from, 1);
    next.splice(from + by, 0, item);
    const label = itemLabels(next).get(item.key)!.label;
    actions.moveItem(item.key, by);
    pendingFocus.current = { key: item.key, target: by < 0 ? 'up' : 'down' };
    setAnnouncement(t('items.moved', { item: label, position: from + by + 1, total: items.length }));
  };

  const remove = (item: DraftItem) => {
    const index = items.indexOf(item);
    const neighbour = items[index + 1] ?? items[index - 1];
    actions.removeItem(item.key);
    pendingFocus.current = { key: neighbour?.key ?? null, target: 'content' };
    setAnnouncement(t('items.removed', { item: labels.get(item.key)!.label }));
  };

  return (
    <div ref={listRef} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('items.intro')}</p>
      {items.length > 0 ? (
        <ol className="grid gap-3">
          {items.map((item, index) => (
            <ItemRow
              key={item.key}
              item={item}
              label={labels.get(item.key)!}
              index={index}
              total={items.length}
              error={errors[item.key]}
              onChange={(content) => actions.updateItem(item.key, { content })}
              onKindChange={(kind) => actions.updateItem(item.key, { kind })}
              onMove={(by) => move(item, by)}
              onRemove={() => remove(item)}
            />
          ))}
        </ol>
      ) : (
        <p className="rounded-sm border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
          {t('items.none')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {PLAN_ITEM_KINDS.map((kind, i) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            size="sm"
            className="h-11"
            data-focus={i === 0 ? 'add' : undefined}
            disabled={full}
            onClick={() => add(kind)}
          >
            <PlusIcon aria-hidden="true" />
            {t(`add.${kind}`)}
          </Button>
        ))}
      </div>
      {full ? <p className="text-sm text-muted-foreground">{t('items.max', { max: PLAN_ITEMS_MAX })}</p> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
