import { BackpackIcon } from 'lucide-react';
import { useId } from 'react';
import type { LinkedKit } from '@shared/plans/schemas';
import { Badge } from '@web/components/ui/badge';
import { VisibilityBadge } from '@web/components/visibility-badge';
import { Link } from '@web/lib/router';
import { messages } from '../../messages';
import { groupLinkedKitItems } from './plan-format';

const { t } = messages;

/**
 * An attached kit (docs/product.md#plan-view): KIT badge, name (a link to the kit), description and
 * 'Public Kit', 'Household Kit' or 'Private Kit'. On paper it also lists the kit's items by category.
 */
export function LinkedKitCard({ kit }: { kit: LinkedKit }) {
  const nameId = useId();
  const groups = groupLinkedKitItems(kit.items);
  return (
    <article
      aria-labelledby={nameId}
      data-slot="plan-kit"
      data-print-keep
      className="hud-panel relative grid gap-2 bg-card p-4 print:p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" className="border-accent bg-accent text-accent-foreground">
          <BackpackIcon aria-hidden="true" />
          {t('kit.badge')}
        </Badge>
        <VisibilityBadge visibility={kit.visibility} label={t(`kit.visibility.${kit.visibility}`)} />
        <span className="font-mono text-xs text-muted-foreground">{t('kit.items', { count: kit.items.length })}</span>
      </div>
      <h3 id={nameId} className="text-lg leading-tight font-bold break-words">
        <Link
          to={`/kits/${encodeURIComponent(kit.id)}`}
          className="underline-offset-4 hover:text-primary hover:underline"
        >
          {kit.name}
        </Link>
      </h3>
      {kit.description ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{kit.description}</p>
      ) : null}
      {groups.length > 0 ? (
        <div className="hidden gap-2 print:grid print:grid-cols-2" data-slot="plan-kit-print-items">
          {groups.map((group) => (
            <div key={group.category} data-print-keep>
              <h4 className="text-sm font-bold">{group.category}</h4>
              <ul className="text-sm">
                {group.items.map((item, i) => (
                  <li key={`${item.itemName}-${i}`}>
                    {item.itemName.trim() || t('kit.unnamedItem')} × {item.quantity}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <p className="hidden text-sm italic print:block">{t('kit.noItems')}</p>
      )}
    </article>
  );
}
