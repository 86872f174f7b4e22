import { TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { unwrapWarningText } from '@shared/alerts/text';
import { eventGuideForWarning, eventGuidePath } from '@shared/content/event-guide-refs';
import type { IncidentWarning } from '@shared/incidents/schemas';
import { eventGuideTitle } from '@web/lib/event-guides/event-guide-title';
import { Link } from '@web/lib/router';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';

const { t } = messages;

/**
 * The official warning the open incident was started for (issue 38, decision 0282), first on the
 * screen: who sent it and its headline, then what to do (its instruction), its details folded.
 * The sender's texts are shown as text (never HTML), their line breaks kept.
 */
export function WarningSection({ warning }: { warning: IncidentWarning }) {
  const headingId = useId();
  const extreme = warning.severity === 'Extreme';
  // A heat warning's guide (decision 0289): heat has no plan event type, so "Do now" cannot link it.
  const guide = eventGuideForWarning(warning.event);
  return (
    <section
      aria-labelledby={headingId}
      data-emergency-section="emergency-warning"
      className={cn('grid gap-3 rounded-sm border-4 p-4', extreme ? 'border-[#b3261e]' : 'border-[#f97316]')}
    >
      <h2 id={headingId} className="grid gap-1">
        <span className="flex items-center gap-2 text-base font-bold">
          <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
          {t('warningFrom', { sender: warning.senderName })}
        </span>{' '}
        <span className="text-xl font-black [overflow-wrap:anywhere] sm:text-2xl">
          {warning.headline ?? warning.event}
        </span>
      </h2>
      {warning.endedAt ? (
        <p className="font-semibold">{t('warningEnded', { time: t('time', { iso: warning.endedAt }) })}</p>
      ) : warning.expires ? (
        <p>{t('warningUntil', { time: t('time', { iso: warning.expires }) })}</p>
      ) : null}
      {warning.instruction ? (
        <div className="grid gap-1">
          <h3 className="text-lg font-black uppercase">{t('whatToDo')}</h3>
          <p className="text-lg whitespace-pre-line [overflow-wrap:anywhere]">
            {unwrapWarningText(warning.instruction)}
          </p>
        </div>
      ) : (
        <p>{t('noInstructions')}</p>
      )}
      {warning.description ? (
        <details>
          <summary className="min-h-12 cursor-pointer py-2 font-bold">{t('moreFromWarning')}</summary>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{unwrapWarningText(warning.description)}</p>
        </details>
      ) : null}
      {guide ? (
        <Link
          to={eventGuidePath(guide.slug)}
          className="inline-flex min-h-12 w-fit items-center font-bold underline underline-offset-4 print:hidden"
        >
          {t('readGuide', { title: eventGuideTitle(guide.slug) })}
        </Link>
      ) : null}
      <Link to={`/alerts#alert-${warning.id}`} className="w-fit font-bold underline underline-offset-4 print:hidden">
        {t('allWarnings')}
      </Link>
    </section>
  );
}
