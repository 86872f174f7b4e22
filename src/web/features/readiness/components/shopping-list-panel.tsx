import { DownloadIcon, PrinterIcon } from 'lucide-react';
import type { Readiness } from '@shared/readiness/calculator';
import type { SavedHousehold } from '@shared/readiness/schemas';
import type { UnitSystem } from '@shared/readiness/units';
import type { Resource } from '@shared/resources/schemas';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { downloadText } from '@web/lib/download';
import { localToday } from '@web/lib/format';
import { pageFormats } from '@web/lib/i18n/i18n';
import { messages } from '../messages';
import {
  sectionTitle,
  shoppingCsv,
  shoppingFileName,
  shoppingList,
  type ShoppingItem,
  type ShoppingSection,
  type ShoppingSectionTitle,
} from '../shopping-list';

type Figure = Extract<Readiness, { kind: 'figure' }>;

const { t } = messages;

/** What each section says under its lines (why an empty section is empty, where a figure comes from). */
const NOTES: Readonly<Record<ShoppingSectionTitle, () => { none: string; note?: string }>> = {
  Water: () => ({ none: t('shop.noWater') }),
  Food: () => ({ none: t('shop.noFood') }),
  Essentials: () => ({ none: '', note: t('shop.essentialsNote', { source: t('source.essentials') }) }),
  Pets: () => ({ none: '', note: t('shop.petsNote', { source: t('source.petFood') }) }),
};

const amount = (item: ShoppingItem) => `${pageFormats().number(item.quantity ?? 0)} ${item.unit}`;

/** A box to tick on paper, printed only. */
const PrintBox = () => (
  <span aria-hidden="true" className="hidden size-3.5 shrink-0 border border-foreground print:inline-block" />
);

function Section({ section }: { section: ShoppingSection }) {
  const { none, note } = NOTES[section.title]();
  const choices = section.lines.some((l) => l.alternatives.length > 0);
  const title = sectionTitle(section.title);
  return (
    <section aria-label={title} className="grid gap-2 break-inside-avoid">
      <h3 className="font-semibold">
        {title}: {section.summary}
      </h3>
      {section.lines.length ? (
        <ul className="grid gap-1">
          {section.lines.map((line) => (
            <li key={line.id} className="grid gap-0.5 font-mono text-sm">
              <span className="flex items-center gap-2">
                <PrintBox />
                {line.quantity === null
                  ? `${line.name}: ${line.note}`
                  : t('shop.buy', { name: line.name, amount: amount(line) })}
              </span>
              {line.alternatives.length ? (
                <ul
                  aria-label={t('shop.insteadOf', { name: line.name })}
                  className="grid gap-0.5 ps-6 text-muted-foreground"
                >
                  {line.alternatives.map((a) => (
                    <li key={a.id}>{t('shop.or', { amount: amount(a), name: a.name })}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{none}</p>
      )}
      {choices ? <p className="text-xs text-muted-foreground">{t('shop.orNote')}</p> : null}
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
      title={t('shop.title')}
      status={shortOfGoal ? 'standby' : 'online'}
      statusLabel={t('shop.goal', { goalDays: figure.goalDays })}
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
              {t('shop.print')}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-8"
              onClick={() => downloadText(shoppingCsv(sections), shoppingFileName(figure.goalDays, localToday()))}
            >
              <DownloadIcon aria-hidden="true" />
              {t('shop.csv')}
            </Button>
          </div>
        ) : null
      }
    >
      <div className="grid gap-4">
        {sections.length === 0 ? (
          <p>{t('shop.nothing', { goalDays: figure.goalDays })}</p>
        ) : figure.goalMet ? (
          <p>{t('shop.covered', { goalDays: figure.goalDays })}</p>
        ) : null}
        {sections.map((s) => (
          <Section key={s.title} section={s} />
        ))}
      </div>
    </Panel>
  );
}
