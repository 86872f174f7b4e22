import type { KitItem } from '@shared/kits/schemas';
import { itemDisplayName } from './kit-format';
import { KitItemBadges } from './kit-item-badges';
import { KitItemExpiry } from './kit-item-expiry';
import { KitItemThumbnail } from './kit-item-thumbnail';

/** One item of the kit view: read-only. */
export function KitViewItem({ item }: { item: KitItem }) {
  return (
    <li data-slot="kit-item" className="flex gap-3 py-3">
      <KitItemThumbnail src={item.imageUrl} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-semibold">{itemDisplayName(item)}</p>
          <p className="font-mono text-xs text-muted-foreground">Qty: {item.quantity || 1}</p>
        </div>
        <KitItemBadges item={item} />
        <KitItemExpiry item={item} />
        {item.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{item.notes}</p> : null}
      </div>
    </li>
  );
}
