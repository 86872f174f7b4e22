import { ChevronDownIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { messages } from '../../messages';
import { categoryLabel } from '../kit-labels';
import type { KitCategoryGroup } from './kit-format';
import { KitViewItem, type PackedMode } from './kit-view-item';

const { t } = messages;

/** One category of the kit view: collapsed at first; the state is local (docs/product.md#kit-view). */
export function KitViewCategory({
  kitId,
  group,
  editHref,
  packedMode,
}: {
  kitId: string;
  group: KitCategoryGroup;
  editHref?: string;
  packedMode: PackedMode;
}) {
  const headingId = useId();
  return (
    <Collapsible asChild>
      <section
        aria-labelledby={headingId}
        data-category={group.category}
        className="border-b border-border last:border-b-0"
      >
        <h3 id={headingId} className="text-base">
          <CollapsibleTrigger asChild>
            <Button
              variant="ghost"
              className="group h-auto min-h-11 w-full justify-between gap-3 px-3 py-3 text-start whitespace-normal"
            >
              <span className="font-tactical text-sm">{categoryLabel(group.category)}</span>
              <span className="flex items-center gap-2">
                <Badge variant={group.items.length ? 'default' : 'secondary'}>
                  {t('items', { count: group.items.length })}
                </Badge>
                <ChevronDownIcon
                  aria-hidden="true"
                  className="text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </span>
            </Button>
          </CollapsibleTrigger>
        </h3>
        <CollapsibleContent>
          <div className="px-3 pb-3">
            {group.items.length ? (
              <ul className="divide-y divide-border">
                {group.items.map((item) => (
                  <KitViewItem key={item.id} kitId={kitId} item={item} packedMode={packedMode} />
                ))}
              </ul>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3 py-2">
                <p className="text-sm text-muted-foreground">{t('view.noItems')}</p>
                {editHref ? (
                  <OnlineOnlyLink to={editHref} variant="outline" className="min-h-11">
                    <PlusIcon aria-hidden="true" />
                    {t('view.addItems')}
                  </OnlineOnlyLink>
                ) : null}
              </div>
            )}
          </div>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
