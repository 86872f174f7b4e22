import { FileTextIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';

export type PlanTab = 'mine' | 'acquired' | 'community';

/** The empty tabs (docs/product.md#plan-list); the Acquired line is the issue's. */
export const EMPTY_TEXT: Record<PlanTab, { title: string; body: string }> = {
  mine: { title: 'No plans yet', body: 'Create your first Survival Plan' },
  acquired: { title: 'No acquired plans', body: 'Acquire plans from the community tab' },
  community: { title: 'No community plans', body: 'Be the first to share a public plan' },
};
/** A search that matches nothing in the tab (decision 051). */
export const NO_MATCH_TEXT = {
  title: 'No matching plans',
  body: 'Nothing in this tab matches your search. Try other words or clear the search.',
};

export function PlanListEmpty({
  tab,
  searching,
  onClearSearch,
  onBrowseCommunity,
}: {
  tab: PlanTab;
  /** A search is active: say so instead of "nothing here yet". */
  searching: boolean;
  onClearSearch: () => void;
  onBrowseCommunity: () => void;
}) {
  const text = searching ? NO_MATCH_TEXT : EMPTY_TEXT[tab];
  let action: ReactNode = null;
  if (searching) {
    action = (
      <Button variant="outline" onClick={onClearSearch}>
        Clear Search
      </Button>
    );
  } else if (tab === 'mine') {
    action = (
      <OnlineOnlyLink to="/plans/new" variant="tactical">
        <PlusIcon aria-hidden="true" />
        Create Plan
      </OnlineOnlyLink>
    );
  } else if (tab === 'acquired') {
    action = (
      <Button variant="outline" onClick={onBrowseCommunity}>
        Browse Community
      </Button>
    );
  }
  const Icon = searching ? SearchXIcon : FileTextIcon;
  return (
    <div
      data-slot="plan-list-empty"
      className="hud-panel relative grid justify-items-center gap-3 bg-card/60 px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 className="text-lg font-bold">{text.title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{text.body}</p>
      {action}
    </div>
  );
}
