import { BackpackIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import type { KitCardKind } from './kit-card';

/** Texts of the empty tabs (decision 032). */
export const EMPTY_TEXT: Record<KitCardKind, { title: string; body: string }> = {
  mine: {
    title: 'No kits yet',
    body: 'Build your first emergency kit from the 72-hour template or start from scratch.',
  },
  acquired: {
    title: 'No acquired kits',
    body: 'Acquire a template to add your own private copy of it here.',
  },
  template: {
    title: 'No templates yet',
    body: 'Kits other operatives make public appear here, ready to preview and acquire.',
  },
};
export const NO_MATCH_TEXT = {
  title: 'No matching kits',
  body: 'Nothing in this tab matches your search and category. Try other words or clear the filters.',
};

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
        Clear Filters
      </Button>
    );
  } else if (kind === 'mine') {
    action = (
      <OnlineOnlyLink to="/kits/new" variant="tactical">
        <PlusIcon aria-hidden="true" />
        Create Your First Kit
      </OnlineOnlyLink>
    );
  } else if (kind === 'acquired') {
    action = (
      <Button variant="outline" onClick={onBrowseTemplates}>
        Browse Templates
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
