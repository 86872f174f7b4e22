import { FileTextIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { messages } from '../../messages';
import { en } from '../../messages/en';

const { t } = messages;

export type PlanTab = 'mine' | 'acquired' | 'community';

/** The empty tabs (docs/product.md#plan-list); the Acquired line is the issue's. */
const emptyText = (tab: PlanTab) => ({ title: t(`empty.${tab}.title`), body: t(`empty.${tab}.body`) });
/** The English texts (tests). */
export const EMPTY_TEXT: Record<PlanTab, { title: string; body: string }> = {
  mine: { title: en['empty.mine.title'], body: en['empty.mine.body'] },
  acquired: { title: en['empty.acquired.title'], body: en['empty.acquired.body'] },
  community: { title: en['empty.community.title'], body: en['empty.community.body'] },
};
/** A search that matches nothing in the tab (decision 051). */
export const NO_MATCH_TEXT = { title: en['noMatch.title'], body: en['noMatch.body'] };

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
  const text = searching ? { title: t('noMatch.title'), body: t('noMatch.body') } : emptyText(tab);
  let action: ReactNode = null;
  if (searching) {
    action = (
      <Button variant="outline" onClick={onClearSearch}>
        {t('clearSearch')}
      </Button>
    );
  } else if (tab === 'mine') {
    action = (
      <OnlineOnlyLink to="/plans/new" variant="tactical">
        <PlusIcon aria-hidden="true" />
        {t('createPlan')}
      </OnlineOnlyLink>
    );
  } else if (tab === 'acquired') {
    action = (
      <Button variant="outline" onClick={onBrowseCommunity}>
        {t('browseCommunity')}
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
