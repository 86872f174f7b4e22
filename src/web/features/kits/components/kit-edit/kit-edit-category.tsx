import { ChevronDownIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { messages } from '../../messages';
import { categoryLabel } from '../kit-labels';
import type { KitCategoryGroup } from '../kit-view/kit-format';
import { AddItemForm } from './add-item-form';
import { KitEditItem } from './kit-edit-item';

const { t } = messages;

/**
 * One category of the editor: its items as packing-list rows, then the add button or form. Open or
 * closed as the editor says (collapsed at first but the first category with items).
 */
export function KitEditCategory({
  kitId,
  group,
  open,
  onOpenChange,
  adding,
  onAddingChange,
}: {
  kitId: string;
  group: KitCategoryGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
}) {
  const packed = group.items.filter((i) => i.packed).length;
  const headingId = useId();
  const empty = group.items.length === 0;
  return (
    <Collapsible asChild open={open} onOpenChange={onOpenChange}>
      <section
        aria-labelledby={headingId}
        data-category={group.category}
        className="hud-panel relative scroll-mt-20 bg-card px-2 sm:px-3"
      >
        <h3 id={headingId} className="text-base">
          <CollapsibleTrigger asChild>
            <Button
              variant="ghost"
              className="group h-auto min-h-11 w-full justify-between gap-3 px-3 py-2 text-start whitespace-normal"
            >
              <span className="font-tactical text-sm">{categoryLabel(group.category)}</span>
              <span className="flex items-center gap-2">
                {empty ? null : (
                  <span className="font-mono text-xs text-muted-foreground">
                    {t('edit.packedOfCategory', { packed, total: group.items.length })}
                  </span>
                )}
                <Badge variant={empty ? 'secondary' : 'default'}>{t('items', { count: group.items.length })}</Badge>
                <ChevronDownIcon
                  aria-hidden="true"
                  className="text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </span>
            </Button>
          </CollapsibleTrigger>
        </h3>
        <CollapsibleContent>
          <div className="grid gap-3 px-1 pb-4 sm:px-3">
            {empty ? (
              <p className="text-sm text-muted-foreground">{t('view.noItems')}</p>
            ) : (
              <ul className="divide-y divide-border">
                {group.items.map((item) => (
                  <KitEditItem key={item.id} kitId={kitId} item={item} />
                ))}
              </ul>
            )}
            {adding ? (
              <AddItemForm kitId={kitId} category={group.category} onDone={() => onAddingChange(false)} />
            ) : (
              <div className="justify-self-start">
                <OnlineOnly>
                  <Button variant="outline" className="min-h-11" onClick={() => onAddingChange(true)}>
                    <PlusIcon aria-hidden="true" />
                    {empty ? t('edit.addFirst') : t('edit.addCustom')}
                  </Button>
                </OnlineOnly>
              </div>
            )}
          </div>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
