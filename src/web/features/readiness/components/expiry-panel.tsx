import { formatDays, type Goal, type HouseholdCounts, type PetNeeds } from '@shared/readiness/calculator';
import { expiringStock, nextFigureDrop } from '@shared/readiness/outlook';
import type { Resource } from '@shared/resources/schemas';
import { daysBetween } from '@shared/supplies/expiry';
import { Panel } from '@web/components/ui/panel';
import { calendarDayLabel, calendarDayLong, localToday } from '@web/lib/format';
import { Link } from '@web/lib/router';

const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`);

/**
 * What expires soon (docs/product.md#readiness): the stock past its date (struck through, counting
 * for nothing) and what expires within the user's window, soonest first, and the day the days
 * covered drop because of it, with the figure then ("On 12 March 2027: 9.0 days").
 */
export function ExpiryPanel({
  household,
  resources,
  windowDays,
  windowControl,
}: {
  household: (HouseholdCounts & Goal & { pets: readonly PetNeeds[] }) | null;
  resources: readonly Resource[];
  windowDays: number;
  /** The window setting (changes it for the reminders too). */
  windowControl?: React.ReactNode;
}) {
  const today = localToday();
  const stock = expiringStock(resources, today, windowDays);
  const drop = household ? nextFigureDrop(household, household.pets, household, resources, today) : null;
  const expired = stock.filter((s) => s.expired).length;
  return (
    <Panel
      title={`Expiring within ${windowDays} days`}
      status={expired > 0 ? 'alert' : stock.length > 0 ? 'standby' : 'online'}
      statusLabel={
        expired > 0 ? `${expired} expired` : stock.length > 0 ? `${stock.length} expiring` : 'Nothing expiring'
      }
    >
      <div className="grid gap-4">
        {windowControl}
        {drop ? (
          <p data-testid="figure-drop" className="font-semibold text-foreground">
            On {calendarDayLong(drop.on)}: {formatDays(drop.daysCovered)}
            <span className="block text-sm font-normal text-muted-foreground">
              The days covered drop then, when stock expires, unless you replace it.
            </span>
          </p>
        ) : null}
        {stock.length === 0 ? (
          <p className="text-muted-foreground">Nothing expires within {windowDays} days.</p>
        ) : (
          <ul aria-label="Expiring stock" className="grid gap-2">
            {stock.map((s) => {
              const text = `${s.name}: ${s.quantity.toLocaleString('en-US')} ${s.unit}`;
              return (
                <li key={s.batchId} className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
                  <span className={s.expired ? 'text-muted-foreground' : 'text-foreground'}>
                    {s.expired ? <s>{text}</s> : text}
                  </span>
                  <span className={s.expired ? 'font-semibold text-destructive' : 'text-muted-foreground'}>
                    {s.expired
                      ? `expired ${calendarDayLabel(s.expiresOn)}`
                      : `best before ${calendarDayLabel(s.expiresOn)} (${inDays(daysBetween(today, s.expiresOn))})`}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-sm text-muted-foreground print:hidden">
          Use the oldest first and replace what expires:{' '}
          <Link to="/resource-tracker" className="text-primary underline underline-offset-4">
            open the tracker
          </Link>
          .
        </p>
      </div>
    </Panel>
  );
}
