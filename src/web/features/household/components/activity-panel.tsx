import { HOUSEHOLD_LIMITS } from '@shared/households/roles';
import { Panel } from '@web/components/ui/panel';
import type { Household } from '@web/lib/household/household-query';
import { messages } from '../messages';
import { fullDateLabel, whenLabel } from './role-parts';

/**
 * "Activity": the household's last 100 changes, newest first, each written in the reader's
 * language from what happened; a line from before events (decision 0351) shows its English summary.
 */
export function ActivityPanel({ household }: { household: Household }) {
  const { t } = messages;
  return (
    <Panel title={t('activity.title')} status="standby">
      {household.activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('activity.none')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            {t('activity.shown', { count: HOUSEHOLD_LIMITS.activityShown })}
          </p>
          <ol className="grid gap-2">
            {household.activity.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-x-3 border-s-2 border-border ps-3 text-sm sm:grid-cols-[1fr_auto] sm:items-baseline"
              >
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{entry.actorName}</span>{' '}
                  {entry.event ? t('activity.line', { event: entry.event, summary: entry.summary }) : entry.summary}
                </span>
                <time dateTime={entry.at} title={fullDateLabel(entry.at)} className="text-xs text-muted-foreground">
                  {whenLabel(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}
