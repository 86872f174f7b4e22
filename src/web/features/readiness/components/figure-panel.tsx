import type { Readiness } from '@shared/readiness/calculator';
import type { SavedHousehold } from '@shared/readiness/schemas';
import { formatKcalIn, formatVolumeIn, type UnitSystem } from '@shared/readiness/units';
import { Panel } from '@web/components/ui/panel';
import { Progress } from '@web/components/ui/progress';
import { pageFormats } from '@web/lib/i18n/i18n';
import { messages } from '../messages';

const { t } = messages;

/** Days covered, what limits it, and the goal: the one number readiness is about. */
export function FigurePanel({
  figure,
  household,
  units,
}: {
  figure: Readiness;
  household: SavedHousehold | null;
  units: UnitSystem;
}) {
  if (figure.kind === 'no-household' || !household) {
    return (
      <Panel title={t('figure.title')} status="standby" statusLabel={t('figure.householdNeeded')}>
        <p className="text-muted-foreground">{t('figure.describe')}</p>
      </Panel>
    );
  }
  const f = pageFormats();
  const volume = (litres: number, decimals?: number) => formatVolumeIn(f, litres, units, decimals);
  const kcal = (n: number) => formatKcalIn(f, n);
  const percent = Math.floor(figure.progress * 100);
  return (
    <Panel
      title={t('figure.title')}
      status={figure.goalMet ? 'online' : 'alert'}
      statusLabel={figure.goalMet ? t('figure.goalMet') : t('figure.belowGoal')}
    >
      <div className="grid gap-4">
        <p data-testid="days-covered" className="text-3xl font-black tracking-tight text-foreground sm:text-4xl">
          {t(`figure.limitedBy.${figure.limitedBy}`, { days: figure.daysCovered })}
        </p>
        <div className="grid gap-1.5">
          <Progress aria-label={t('figure.progressLabel', { goalDays: figure.goalDays })} value={percent} />
          <p className="text-sm text-muted-foreground">
            {figure.goalMet
              ? t('figure.goalMetText', { goalDays: figure.goalDays })
              : t('figure.progress', { days: figure.daysCovered, goalDays: figure.goalDays, percent })}
          </p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-0.5 border-s-2 border-primary/60 ps-3">
            <dt className="font-tactical text-[0.6875rem] text-muted-foreground">{t('water')}</dt>
            <dd className="font-semibold">{t('days', { days: figure.water.days })}</dd>
            <dd className="text-sm text-muted-foreground">
              {t('figure.amounts', { stored: volume(figure.water.stored), perDay: volume(figure.water.perDay) })}
            </dd>
          </div>
          <div className="grid gap-0.5 border-s-2 border-primary/60 ps-3">
            <dt className="font-tactical text-[0.6875rem] text-muted-foreground">{t('food')}</dt>
            <dd className="font-semibold">{t('days', { days: figure.food.days })}</dd>
            <dd className="text-sm text-muted-foreground">
              {t('figure.amounts', { stored: kcal(figure.food.stored), perDay: kcal(figure.food.perDay) })}
            </dd>
          </div>
        </dl>
        <div className="grid gap-1 text-xs text-muted-foreground">
          <p>
            {household.standard === 'custom'
              ? t('figure.waterCustom', {
                  standard: t('standard.custom'),
                  perPerson: volume(household.customLitresPerPerson ?? 0, 2),
                  pets: t('source.petWater'),
                })
              : t('figure.waterSource', {
                  standard: t(`standard.${household.standard}`),
                  source: t(`source.${household.standard}`),
                  pets: t('source.petWater'),
                })}
          </p>
          <p>{t('figure.foodSource', { source: t('source.food') })}</p>
          <p>{t('figure.rounded')}</p>
        </div>
      </div>
    </Panel>
  );
}
