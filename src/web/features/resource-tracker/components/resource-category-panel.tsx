import type { Resource } from '@shared/resources/schemas';
import { Panel } from '@web/components/ui/panel';
import type { ResourceGroup } from '../hooks/use-resource-draft';
import { categoryName, messages } from '../messages';
import { ResourceItemRow, type BatchActions, type QuantityActions } from './resource-item-row';

const LIGHT = { good: 'online', low: 'standby', critical: 'alert' } as const;

/** One category: a titled panel, its status light showing the weakest item (named for screen readers). */
export function ResourceCategoryPanel({
  group,
  onAdjust,
  quantityActions,
  onEdit,
  batchActions,
}: {
  group: ResourceGroup;
  onAdjust: (id: string, delta: number) => void;
  quantityActions: QuantityActions;
  onEdit?: (item: Resource) => void;
  batchActions?: BatchActions;
}) {
  const worst = group.items.some((i) => i.status === 'critical')
    ? 'critical'
    : group.items.some((i) => i.status === 'low')
      ? 'low'
      : 'good';
  const stocked = group.items.filter((i) => i.status === 'good').length;
  return (
    <Panel
      title={categoryName(group.category)}
      status={LIGHT[worst]}
      statusLabel={messages.t('stocked', { count: stocked, total: group.items.length })}
      actions={
        <span className="font-mono text-xs text-muted-foreground" aria-hidden="true">
          {stocked}/{group.items.length}
        </span>
      }
      data-category={group.category}
      className="break-inside-avoid print:break-after-page print:border-0 print:p-0 print:shadow-none print:last:break-after-auto print:before:hidden"
    >
      <ul className="divide-y divide-border">
        {group.items.map((item) => (
          <ResourceItemRow
            key={item.id}
            item={item}
            onAdjust={onAdjust}
            quantityActions={quantityActions}
            onEdit={onEdit}
            batchActions={batchActions}
          />
        ))}
      </ul>
    </Panel>
  );
}
