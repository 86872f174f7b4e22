import { figureText, formatDays, type Readiness } from '@shared/readiness/calculator';
import { FOOD_SOURCE, PET_WATER_SOURCE, WATER_STANDARDS } from '@shared/readiness/figures';
import type { SavedHousehold } from '@shared/readiness/schemas';
import { formatAmount, formatVolume, type UnitSystem } from '@shared/readiness/units';
import { Panel } from '@web/components/ui/panel';
import { Progress } from '@web/components/ui/progress';

const kcal = (n: number) => `${formatAmount(n, 0)} kcal`;

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
      <Panel title="Days covered" status="standby" statusLabel="Household needed">
        <p className="text-muted-foreground">
          Describe your household below to see how many days your water and food would last.
        </p>
      </Panel>
    );
  }
  const standard = WATER_STANDARDS.find((s) => s.id === household.standard)!;
  const percent = Math.floor(figure.progress * 100);
  return (
    <Panel
      title="Days covered"
      status={figure.goalMet ? 'online' : 'alert'}
      statusLabel={figure.goalMet ? 'Goal met' : 'Below goal'}
    >
      <div className="grid gap-4">
        <p data-testid="days-covered" className="text-3xl font-black tracking-tight text-foreground sm:text-4xl">
          {figureText(figure.daysCovered, figure.limitedBy)}
        </p>
        <div className="grid gap-1.5">
          <Progress aria-label={`Progress toward the ${figure.goalDays}-day goal`} value={percent} />
          <p className="text-sm text-muted-foreground">
            {figure.goalMet
              ? `Goal met: your supplies cover ${figure.goalDays} days.`
              : `${figure.daysCovered.toFixed(1)} of ${figure.goalDays} days (${percent}% of the goal).`}
          </p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-0.5 border-s-2 border-primary/60 ps-3">
            <dt className="font-tactical text-[0.6875rem] text-muted-foreground">Water</dt>
            <dd className="font-semibold">{formatDays(figure.water.days)}</dd>
            <dd className="text-sm text-muted-foreground">
              {formatVolume(figure.water.stored, units)} stored, {formatVolume(figure.water.perDay, units)} a day
            </dd>
          </div>
          <div className="grid gap-0.5 border-s-2 border-primary/60 ps-3">
            <dt className="font-tactical text-[0.6875rem] text-muted-foreground">Food</dt>
            <dd className="font-semibold">{formatDays(figure.food.days)}</dd>
            <dd className="text-sm text-muted-foreground">
              {kcal(figure.food.stored)} stored, {kcal(figure.food.perDay)} a day
            </dd>
          </div>
        </dl>
        <div className="grid gap-1 text-xs text-muted-foreground">
          <p>
            Water: {standard.label}
            {standard.litresPerPersonPerDay === null
              ? ` (${formatVolume(household.customLitresPerPerson ?? 0, units, 2)} per person a day)`
              : ` — ${standard.source}`}
            . Pets: {PET_WATER_SOURCE}.
          </p>
          <p>Food: {FOOD_SOURCE}. Pets&apos; food is not counted.</p>
          <p>Rounded down to a tenth of a day, so the figure never overstates.</p>
        </div>
      </div>
    </Panel>
  );
}
