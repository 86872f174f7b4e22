import type { KitItem } from '@shared/kits/schemas';
import { kitSourceOf } from '@shared/kits/sources';
import { cn } from '@web/lib/utils';
import { messages } from '../../messages';

/**
 * "Source: Ready.gov", linked to the official checklist a template item comes from (decision
 * 0290); nothing for items without one. The link's title names the page.
 */
export function KitItemSource({ item, className }: { item: Pick<KitItem, 'sourceUrl'>; className?: string }) {
  const source = kitSourceOf(item.sourceUrl);
  if (!source) return null;
  return (
    <span data-slot="kit-item-source" className={cn('text-xs text-muted-foreground', className)}>
      {messages.t('item.source')}{' '}
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        title={`${source.name}: ${source.title}`}
        className="font-medium text-primary underline underline-offset-2"
      >
        {source.name}
      </a>
    </span>
  );
}
