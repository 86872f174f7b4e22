import { DownloadIcon, PrinterIcon } from 'lucide-react';
import type { Readiness } from '@shared/readiness/calculator';
import { formatAmount, formatVolume, type UnitSystem } from '@shared/readiness/units';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { downloadText } from '@web/lib/download';
import { localToday } from '@web/lib/format';
import { shoppingCsv, shoppingFileName } from '../shopping-list';

type Figure = Extract<Readiness, { kind: 'figure' }>;

/** What to buy to reach the goal, per resource, in the rows' own units, rounded up. */
export function ShoppingListPanel({ figure, units }: { figure: Figure; units: UnitSystem }) {
  const sections = [
    {
      title: 'Water',
      short: figure.water.shortfall > 0 ? `${formatVolume(figure.water.shortfall, units, 2)} short` : null,
      rows: figure.water.toBuy,
      none: 'No supply says how much water one unit holds: set the litres per unit of a water supply in the tracker.',
    },
    {
      title: 'Food',
      short: figure.food.shortfall > 0 ? `${formatAmount(Math.ceil(figure.food.shortfall), 0)} kcal short` : null,
      rows: figure.food.toBuy,
      none: 'No supply says how many kcal one unit holds: set the kcal per unit of a food supply in the tracker.',
    },
  ];
  return (
    <Panel
      title="What to buy"
      status={figure.goalMet ? 'online' : 'standby'}
      statusLabel={`${figure.goalDays}-day goal`}
      actions={
        figure.goalMet ? null : (
          <div className="flex gap-2 print:hidden">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-8"
              onClick={() => window.print()}
            >
              <PrinterIcon aria-hidden="true" />
              Print
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-8"
              onClick={() => downloadText(shoppingCsv(figure), shoppingFileName(figure.goalDays, localToday()))}
            >
              <DownloadIcon aria-hidden="true" />
              Download CSV
            </Button>
          </div>
        )
      }
    >
      {figure.goalMet ? (
        <p>Nothing to buy: your water and food cover the {figure.goalDays}-day goal.</p>
      ) : (
        <div className="grid gap-4">
          {sections
            .filter((s) => s.short)
            .map((s) => (
              <section key={s.title} aria-label={`${s.title} to buy`} className="grid gap-2">
                <h3 className="font-semibold">
                  {s.title}: {s.short}
                </h3>
                {s.rows.length ? (
                  <ul className="grid gap-1">
                    {s.rows.map((r) => (
                      <li key={r.id} className="flex items-center gap-2 font-mono text-sm">
                        <span
                          aria-hidden="true"
                          className="hidden size-3.5 border border-foreground print:inline-block"
                        />
                        {r.name}: buy {formatAmount(r.quantity, 0)} {r.unit}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">{s.none}</p>
                )}
              </section>
            ))}
        </div>
      )}
    </Panel>
  );
}
