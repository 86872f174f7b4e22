import type { KitItem } from '@shared/kits/schemas';
import { Badge } from '@web/components/ui/badge';

/** Rating and price hint, read-only. Kept in their own case: "8.2k+" is not "8.2K+". */
export function KitItemBadges({ item }: { item: Pick<KitItem, 'rating' | 'priceHint'> }) {
  if (!item.rating && !item.priceHint) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {item.rating ? (
        <Badge variant="outline" className="tracking-normal normal-case">
          {item.rating}
        </Badge>
      ) : null}
      {item.priceHint ? (
        <Badge variant="secondary" className="tracking-normal normal-case">
          {item.priceHint}
        </Badge>
      ) : null}
    </div>
  );
}
