import { CalendarClockIcon, TriangleAlertIcon } from 'lucide-react';
import type { KitItem } from '@shared/kits/schemas';
import { Badge } from '@web/components/ui/badge';
import { localToday } from '@web/lib/format';
import { messages } from '../../messages';
import { kitDay } from '../kit-labels';

const { t } = messages;

/**
 * "Expires 12 Mar 2027", or an "Expired" badge with the date once the day has passed on the
 * viewer's own calendar (the item still counts on its expiry day). Said in words and with an
 * icon, not by colour alone. Nothing when the item has no date.
 */
export function KitItemExpiry({ item }: { item: Pick<KitItem, 'expiresOn'> }) {
  if (!item.expiresOn) return null;
  const label = kitDay(item.expiresOn);
  const date = <time dateTime={item.expiresOn}>{label}</time>;
  if (item.expiresOn < localToday()) {
    return (
      <p data-slot="kit-item-expiry" data-expired="" className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="critical">
          <TriangleAlertIcon aria-hidden="true" />
          {t('item.expired')}
        </Badge>
        {date}
      </p>
    );
  }
  return (
    <p data-slot="kit-item-expiry" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CalendarClockIcon aria-hidden="true" className="size-4" />
      <span>
        {t('item.expires')} {date}
      </span>
    </p>
  );
}
