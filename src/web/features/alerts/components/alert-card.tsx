import { ExternalLinkIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { HouseholdAlert } from '@shared/alerts/schemas';
import { unwrapWarningText } from '@shared/alerts/text';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';

const { t } = messages;
const time = (at: string) => t('card.time', { at });

/** Only web links: a feed's "javascript:" or other scheme is shown as nothing. */
function webLink(web: string | null): string | null {
  if (!web) return null;
  try {
    const url = new URL(web);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One official warning as its sender wrote it (issue 38): sender, event, severity, urgency and
 * certainty, the places it covers, its times, then headline, instruction first and description.
 * Every text is the sender's and is shown as text (React text nodes, never HTML), line breaks kept.
 */
export function AlertCard({ alert, active, action }: { alert: HouseholdAlert; active: boolean; action?: ReactNode }) {
  const headingId = useId();
  const web = webLink(alert.web);
  const tone =
    active && alert.severity === 'Extreme'
      ? 'border-s-[#b3261e]'
      : active && (alert.severity === 'Severe' || alert.urgency === 'Immediate')
        ? 'border-s-[#f97316]'
        : 'border-s-border';
  return (
    <article
      id={`alert-${alert.id}`}
      aria-labelledby={headingId}
      className={cn('hud-panel relative grid scroll-mt-24 gap-3 border-s-8 bg-card p-4 sm:p-6', tone)}
    >
      <p className="text-sm font-semibold text-muted-foreground [overflow-wrap:anywhere]">
        {t('card.from', { sender: alert.senderName ?? alert.sender })}
      </p>
      <h3 id={headingId} className="text-xl font-black [overflow-wrap:anywhere] sm:text-2xl">
        {alert.event}
      </h3>
      <p className="flex flex-wrap gap-2 text-sm font-semibold">
        <span className="rounded-sm border border-foreground px-2 py-0.5">
          {t('card.severity', { value: t(`severity.${alert.severity}`) })}
        </span>
        <span className="rounded-sm border border-foreground px-2 py-0.5">
          {t('card.urgency', { value: t(`urgency.${alert.urgency}`) })}
        </span>
        <span className="rounded-sm border border-foreground px-2 py-0.5">
          {t('card.certainty', { value: t(`certainty.${alert.certainty}`) })}
        </span>
      </p>
      <dl className="grid gap-1 text-sm">
        <Field label={t('card.for')}>{alert.places.map((p) => p.name).join(', ') || t('card.yourPlaces')}</Field>
        <Field label={t('card.sent')}>{time(alert.sent)}</Field>
        {alert.onset ? <Field label={t('card.onset')}>{time(alert.onset)}</Field> : null}
        {alert.endedAt ? (
          <Field label={t('card.ended')}>
            {time(alert.endedAt)}
            {alert.endedReason ? ` (${t(`ended.${alert.endedReason}`)})` : null}
          </Field>
        ) : alert.expires ? (
          <Field label={t('card.expires')}>{time(alert.expires)}</Field>
        ) : null}
        {alert.areaDesc ? <Field label={t('card.area')}>{alert.areaDesc}</Field> : null}
      </dl>
      {alert.headline ? <p className="text-lg font-bold [overflow-wrap:anywhere]">{alert.headline}</p> : null}
      {alert.instruction ? (
        <div className="grid gap-1">
          <h4 className="font-black uppercase">{t('card.whatToDo')}</h4>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{unwrapWarningText(alert.instruction)}</p>
        </div>
      ) : null}
      {alert.description ? (
        <div className="grid gap-1">
          <h4 className="font-black uppercase">{t('card.details')}</h4>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{unwrapWarningText(alert.description)}</p>
        </div>
      ) : null}
      {web ? (
        <a
          href={web}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 w-fit items-center gap-1.5 font-bold underline underline-offset-4"
        >
          {t('card.officialPage')}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('card.newTab')}</span>
        </a>
      ) : null}
      {action}
    </article>
  );
}
