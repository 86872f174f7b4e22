import { BackpackIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { messages } from '../../messages';
import type { KitCardKind } from './kit-card';

const { t } = messages;

/** Texts of the empty tabs (decision 032). */
// Read in the page's locale when shown (the tests read them in English).
const texts = (kind: KitCardKind | 'noMatch') => ({
  get title() {
    return t(`emptyTitle.${kind}`);
  },
  get body() {
    return t(`emptyBody.${kind}`);
  },
});
export const EMPTY_TEXT: Record<KitCardKind, { title: string; body: string }> = {
  mine: texts('mine'),
  acquired: texts('acquired'),
  template: texts('template'),
};
export const NO_MATCH_TEXT = texts('noMatch');

export function KitListEmpty({
  kind,
  filtered,
  onClearFilters,
  onBrowseTemplates,
}: {
  kind: KitCardKind;
  /** A search or category is active: say so instead of "nothing here yet". */
  filtered: boolean;
  onClearFilters: () => void;
  onBrowseTemplates: () => void;
}) {
  const text = filtered ? NO_MATCH_TEXT : EMPTY_TEXT[kind];
  let action: ReactNode = null;
  if (filtered) {
    action = (
      <Button variant="outline" onClick={onClearFilters}>
        {t('empty.clearFilters')}
      </Button>
    );
  } else if (kind === 'mine') {
    action = (
      <OnlineOnlyLink to="/kits/new" variant="tactical">
        <PlusIcon aria-hidden="true" />
        {t('empty.createFirst')}
      </OnlineOnlyLink>
    );
  } else if (kind === 'acquired') {
    action = (
      <Button variant="outline" onClick={onBrowseTemplates}>
        {t('empty.browseTemplates')}
      </Button>
    );
  }
  const Icon = filtered ? SearchXIcon : BackpackIcon;
  return (
    <div className="hud-panel relative grid justify-items-center gap-3 bg-card/60 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 className="text-lg font-bold">{text.title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{text.body}</p>
      {action}
    </div>
  );
}
