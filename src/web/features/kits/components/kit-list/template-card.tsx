import { PackagePlusIcon } from 'lucide-react';
import { useId } from 'react';
import type { ShippedKitTemplate } from '@shared/kits/templates';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { messages } from '../../messages';
import { categoryLabel, templateDescription, templateName } from '../kit-labels';
import { categoryCountsInOrder } from './kit-card';

const { t } = messages;

/**
 * A kit template shipped with the app, first on the Templates tab (decision 0291): what New Kit
 * offers, with "Use Template" starting the wizard on it (/kits/new?template=…).
 */
export function TemplateCard({ template }: { template: ShippedKitTemplate }) {
  const titleId = useId();
  const counts: Record<string, number> = {};
  for (const item of template.items) counts[item.category] = (counts[item.category] ?? 0) + 1;
  const categories = categoryCountsInOrder(counts);
  return (
    <article
      aria-labelledby={titleId}
      data-slot="kit-template-card"
      data-template={template.id}
      className="hud-panel relative flex h-full flex-col gap-3 border-primary/60 bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{t('card.template')}</Badge>
        <Badge variant="outline">{t('card.builtIn')}</Badge>
      </div>
      <h3 id={titleId} className="text-lg leading-tight font-bold break-words">
        {templateName(template.id)}
      </h3>
      <p className="line-clamp-2 text-sm break-words text-muted-foreground">{templateDescription(template.id)}</p>
      <p className="font-mono text-xs text-primary">
        {t('items', { count: template.items.length })} · {t('categories', { count: categories.length })}
      </p>
      <ul aria-label={t('itemsPerCategory')} className="flex flex-wrap gap-1.5">
        {categories.map(([category, count]) => (
          <li
            key={category}
            className="inline-flex items-center gap-1.5 rounded-sm border border-border bg-background/60 px-2 py-0.5 text-xs text-muted-foreground"
          >
            <span>{categoryLabel(category)}</span>
            <span className="font-mono font-semibold text-foreground">{count}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
        <OnlineOnlyLink
          to={`/kits/new?template=${encodeURIComponent(template.id)}`}
          variant="tactical"
          size="sm"
          aria-describedby={titleId}
        >
          <PackagePlusIcon aria-hidden="true" />
          {t('card.useTemplate')}
        </OnlineOnlyLink>
      </div>
    </article>
  );
}
