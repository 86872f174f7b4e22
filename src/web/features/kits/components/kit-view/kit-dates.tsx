import { cn } from '@web/lib/utils';
import { messages } from '../../messages';
import { kitDate } from '../kit-labels';

const { t } = messages;

/** CREATED and REVISED, as a small description list (kit view and editor headers). */
export function KitDates({
  createdAt,
  updatedAt,
  className,
}: {
  createdAt: string;
  updatedAt: string;
  className?: string;
}) {
  return (
    <dl className={cn('flex flex-wrap gap-x-5 gap-y-1 font-mono text-xs text-muted-foreground', className)}>
      <div className="flex gap-1.5">
        <dt className="tracking-wider">{t('view.created')}</dt>
        <dd className="text-foreground" data-slot="kit-created">
          {kitDate(createdAt)}
        </dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="tracking-wider">{t('view.revised')}</dt>
        <dd className="text-foreground" data-slot="kit-revised">
          {kitDate(updatedAt)}
        </dd>
      </div>
    </dl>
  );
}
