import type { Goal, HouseholdCounts, PetNeeds } from '@shared/readiness/calculator';
import { expiringStock, nextFigureDrop } from '@shared/readiness/outlook';
import type { Resource } from '@shared/resources/schemas';
import { daysBetween } from '@shared/supplies/expiry';
import { Panel } from '@web/components/ui/panel';
import { localToday } from '@web/lib/format';
import { pageFormats } from '@web/lib/i18n/i18n';
import { Link } from '@web/lib/router';
import { dayLong, dayShort, messages } from '../messages';

const { t } = messages;
const inDays = (n: number) =>
  n === 0 ? t('expiry.today') : n === 1 ? t('expiry.tomorrow') : t('expiry.inDays', { count: n });

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
  const f = pageFormats();
  return (
    <Panel
      title={t('expiry.title', { days: windowDays })}
      status={expired > 0 ? 'alert' : stock.length > 0 ? 'standby' : 'online'}
      statusLabel={
        expired > 0
          ? t('expiry.expired', { count: expired })
          : stock.length > 0
            ? t('expiry.expiring', { count: stock.length })
            : t('expiry.nothing')
      }
    >
      <div className="grid gap-4">
        {windowControl}
        {drop ? (
          <p data-testid="figure-drop" className="font-semibold text-foreground">
            {t('expiry.drop', { on: dayLong(drop.on), days: t('days', { days: drop.daysCovered }) })}
            <span className="block text-sm font-normal text-muted-foreground">{t('expiry.dropNote')}</span>
          </p>
        ) : null}
        {stock.length === 0 ? (
          <p className="text-muted-foreground">{t('expiry.none', { days: windowDays })}</p>
        ) : (
          <ul aria-label={t('expiry.list')} className="grid gap-2">
            {stock.map((s) => {
              const text = `${s.name}: ${f.number(s.quantity, 3)} ${s.unit}`;
              return (
                <li key={s.batchId} className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
                  <span className={s.expired ? 'text-muted-foreground' : 'text-foreground'}>
                    {s.expired ? <s>{text}</s> : text}
                  </span>
                  <span className={s.expired ? 'font-semibold text-destructive' : 'text-muted-foreground'}>
                    {s.expired
                      ? t('expiry.expiredOn', { day: dayShort(s.expiresOn) })
                      : t('expiry.bestBefore', {
                          day: dayShort(s.expiresOn),
                          when: inDays(daysBetween(today, s.expiresOn)),
                        })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-sm text-muted-foreground print:hidden">
          {t('expiry.useOldest')}{' '}
          <Link to="/resource-tracker" className="text-primary underline underline-offset-4">
            {t('expiry.openTracker')}
          </Link>
          .
        </p>
      </div>
    </Panel>
  );
}
