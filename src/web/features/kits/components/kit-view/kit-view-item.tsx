import { CheckIcon } from 'lucide-react';
import type { KitItem } from '@shared/kits/schemas';
import { messages } from '../../messages';
import { itemDisplayName } from './kit-format';
import { KitItemBadges } from './kit-item-badges';
import { KitItemExpiry } from './kit-item-expiry';
import { KitItemSource } from './kit-item-source';
import { KitItemThumbnail } from './kit-item-thumbnail';
import { PackedCheckbox } from './packed-checkbox';

const { t } = messages;

/**
 * How the item's packed state shows: `edit` the Packed checkbox (whoever may edit the kit), `read`
 * a "Packed" tick on packed items (a household viewer), `none` for someone else's public kit
 * (packing is the household's own, and the server answers false).
 */
export type PackedMode = 'edit' | 'read' | 'none';

/** One item of the kit view: read-only but for its Packed tick. */
export function KitViewItem({ kitId, item, packedMode }: { kitId: string; item: KitItem; packedMode: PackedMode }) {
  return (
    <li data-slot="kit-item" className="flex gap-3 py-3">
      <KitItemThumbnail src={item.imageUrl} />
      <div role="group" aria-label={itemDisplayName(item)} className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-semibold">{itemDisplayName(item)}</p>
          <div className="flex items-center gap-2">
            <p className="font-mono text-xs text-muted-foreground">{t('item.qty', { quantity: item.quantity || 1 })}</p>
            {packedMode === 'edit' ? <PackedCheckbox kitId={kitId} item={item} /> : null}
            {packedMode === 'read' && item.packed ? (
              <span className="flex items-center gap-1 text-sm text-primary">
                <CheckIcon aria-hidden="true" className="size-4" />
                {t('packed')}
              </span>
            ) : null}
          </div>
        </div>
        <KitItemBadges item={item} />
        <KitItemExpiry item={item} />
        {item.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{item.notes}</p> : null}
        <KitItemSource item={item} />
      </div>
    </li>
  );
}
