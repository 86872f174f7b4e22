import { TriangleAlertIcon } from 'lucide-react';
import type { HouseholdAlert } from '@shared/alerts/schemas';
import { bannerAlerts } from '@web/lib/alerts/alerts-query';
import { useHouseholdAlerts } from '@web/lib/alerts/use-household-alerts';
import { Link } from '@web/lib/router';
import { cn } from '@web/lib/utils';

/** "Tornado Warning: Tornado Warning until 2:15 PM" says it twice: the headline alone then. */
export function warningTitle(alert: Pick<HouseholdAlert, 'event' | 'headline'>): string {
  const headline = alert.headline?.trim();
  if (!headline) return alert.event;
  return headline.toLowerCase().startsWith(alert.event.toLowerCase()) ? headline : `${alert.event}: ${headline}`;
}

/**
 * Every signed-in page, while an official warning for the household's watched places is active
 * with severity Severe or Extreme, or urgency Immediate (issue 38, decision 0282): the most severe
 * one, "+N more" when there are several, and a link to it on /alerts. Extreme is red, the rest
 * orange (both above 4.5:1 with their text). Nothing outside a household or without such a warning.
 */
export function WarningBanner() {
  const { data } = useHouseholdAlerts();
  const shown = data ? bannerAlerts(data.alerts) : [];
  const first = shown[0];
  if (!first) return null;
  const more = shown.length - 1;
  return (
    <div
      role="alert"
      aria-label="Official warning"
      data-severity={first.severity}
      className={cn(
        'border-b-2 px-4 py-2.5 print:hidden',
        first.severity === 'Extreme'
          ? 'border-[#7f1d1d] bg-[#b3261e] text-white'
          : 'border-[#9a3412] bg-[#f97316] text-[#1b1f14]',
      )}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-[15rem] flex-1 font-bold [overflow-wrap:anywhere]">
          {warningTitle(first)}
          {more > 0 ? <span className="ms-2 font-semibold whitespace-nowrap">+{more} more</span> : null}
        </p>
        <Link
          to={more > 0 ? '/alerts' : `/alerts#alert-${first.id}`}
          className="inline-flex min-h-11 items-center font-bold whitespace-nowrap underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          See the warning
        </Link>
      </div>
    </div>
  );
}
