import { DownloadIcon, PrinterIcon } from 'lucide-react';
import type { Readiness } from '@shared/readiness/calculator';
import type { SavedHousehold } from '@shared/readiness/schemas';
import { ESSENTIALS_SOURCE, PET_FOOD_SOURCE } from '@shared/readiness/shopping-figures';
import { formatAmount, type UnitSystem } from '@shared/readiness/units';
import type { Resource } from '@shared/resources/schemas';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { downloadText } from '@web/lib/download';
import { localToday } from '@web/lib/format';
import {
  shoppingCsv,
  shoppingFileName,
  shoppingList,
  type ShoppingItem,
  type ShoppingSection,
  type ShoppingSectionTitle,
} from '../shopping-list';

type Figure = Extract<Readiness, { kind: 'figure' }>;

/** What each section says under its lines (why an empty section is empty, where a figure comes from). */
const NOTES: Readonly<Record<ShoppingSectionTitle, { none: string; note?: string }>> = {
  Water: {
    none: 'No supply says how much water one unit holds: set the litres per unit of a water supply in the tracker.',
  },
  Food: { none: 'No supply says how many kcal one unit holds: set the kcal per unit of a food supply in the tracker.' },
  Essentials: { none: '', note: `First aid, medicines, batteries, light and radio: ${ESSENTIALS_SOURCE}.` },
  Pets: {
    none: '',
    note: `The tracker does not count pet food: buy what you do not already have. Their water is in Water. ${PET_FOOD_SOURCE}.`,
  },
};

const amount = (item: ShoppingItem) => `${formatAmount(item.quantity ?? 0)} ${item.unit}`;

/** A box to tick on paper, printed only. */
const PrintBox = () => (
  <span aria-hidden="true" className="hidden size-3.5 shrink-0 border border-foreground print:inline-block" />
);

function Section({ section }: { section: ShoppingSection }) {
  const { none, note } = NOTES[section.title];
  const choices = section.lines.some((l) => l.alternatives.length > 0);
  return (
    <section aria-label={section.title} className="grid gap-2 break-inside-avoid">
      <h3 className="font-semibold">
        {section.title}: {section.summary}
      </h3>
      {section.lines.length ? (
        <ul className="grid gap-1">
          {section.lines.map((line) => (
            <li key={line.id} className="grid gap-0.5 font-mono text-sm">
              <span className="flex items-center gap-2">
                <PrintBox />
                {line.quantity === null ? `${line.name}: ${line.note}` : `${line.name}: buy ${amount(line)}`}
              </span>
              {line.alternatives.length ? (
                <ul aria-label={`Instead of ${line.name}`} className="grid gap-0.5 ps-6 text-muted-foreground">
                  {line.alternatives.map((a) => (
                    <li key={a.id}>
                      or {amount(a)} ({a.name})
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{none}</p>
      )}
      {choices ? (
        <p className="text-xs text-muted-foreground">
          Each “or” is something else you keep: it covers the shortfall on its own.
        </p>
      ) : null}
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </section>
  );
}

/**
 * What to buy (shopping-list.ts): water and food short of the goal in what the family keeps,
 * other supplies it keeps as alternatives, the essentials below target and food per pet.
 */
export function ShoppingListPanel({
  figure,
  resources,
  pets,
  units,
}: {
  figure: Figure;
  resources: readonly Resource[];
  pets: SavedHousehold['pets'];
  units: UnitSystem;
}) {
  const sections = shoppingList({ figure, resources, pets, units });
  const shortOfGoal = sections.some((s) => s.title !== 'Pets');
  return (
    <Panel
      title="What to buy"
      status={shortOfGoal ? 'standby' : 'online'}
      statusLabel={`${figure.goalDays}-day goal`}
      actions={
        sections.length ? (
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
              onClick={() => downloadText(shoppingCsv(sections), shoppingFileName(figure.goalDays, localToday()))}
            >
              <DownloadIcon aria-hidden="true" />
              Download CSV
            </Button>
          </div>
        ) : null
      }
    >
      <div className="grid gap-4">
        {sections.length === 0 ? (
          <p>
            Nothing to buy: your water and food cover the {figure.goalDays}-day goal and your essentials are at their
            targets.
          </p>
        ) : figure.goalMet ? (
          <p>Your water and food cover the {figure.goalDays}-day goal.</p>
        ) : null}
        {sections.map((s) => (
          <Section key={s.title} section={s} />
        ))}
      </div>
    </Panel>
  );
}
