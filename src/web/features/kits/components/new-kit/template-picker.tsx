import { FileIcon, PackageCheckIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CORE_KIT_CATEGORIES } from '@shared/constants/kits';
import type { KitTemplate } from '@shared/kits/schemas';
import { TEMPLATE_72HOUR_ITEMS, TEMPLATE_72HOUR_NAME } from '@shared/kits/template-72hour';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

export const BLANK_KIT_NAME = 'Blank Kit';

interface TemplateOption {
  template: KitTemplate;
  title: string;
  icon: ReactNode;
  summary: string;
  facts: string[];
  recommended: boolean;
}

const OPTIONS: readonly TemplateOption[] = [
  {
    template: '72hour',
    title: TEMPLATE_72HOUR_NAME,
    icon: <PackageCheckIcon aria-hidden="true" className="size-8 text-primary" />,
    summary: 'A complete three-day loadout, pre-loaded and ready to adjust to your needs.',
    facts: [
      `${CORE_KIT_CATEGORIES.length} categories`,
      `${TEMPLATE_72HOUR_ITEMS.length} pre-loaded items`,
      'Ratings and pricing',
    ],
    recommended: true,
  },
  {
    template: 'blank',
    title: BLANK_KIT_NAME,
    icon: <FileIcon aria-hidden="true" className="size-8 text-muted-foreground" />,
    summary: 'Start from scratch and add your own gear, category by category.',
    facts: [`${CORE_KIT_CATEGORIES.length} categories`, '0 items'],
    recommended: false,
  },
];

function TemplateCard({ option, onPick }: { option: TemplateOption; onPick: (t: KitTemplate) => void }) {
  const detailsId = useId();
  // The button holds only the title, so its name is its visible text (axe's
  // label-content-name-mismatch); its ::after stretches over the card, so the whole card is
  // still the target, and the rest of the card is read as its description.
  return (
    <div
      className={cn(
        'group hud-panel relative flex h-full flex-col items-start gap-3 bg-card p-5 text-left transition-colors',
        'hover:border-primary hover:bg-secondary',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        option.recommended && 'border-primary/60',
      )}
    >
      <span className="flex w-full items-start justify-between gap-3">
        {option.icon}
        {option.recommended ? <Badge variant="default">RECOMMENDED</Badge> : null}
      </span>
      <button
        type="button"
        aria-describedby={detailsId}
        data-template={option.template}
        onClick={() => onPick(option.template)}
        className="min-h-11 w-full cursor-pointer text-left text-lg leading-tight font-bold focus-visible:outline-none after:absolute after:inset-0 after:content-['']"
      >
        {option.title}
      </button>
      <span id={detailsId} className="grid gap-3">
        <span className="text-sm text-muted-foreground">{option.summary}</span>
        <span className="flex flex-wrap gap-1.5">
          {option.facts.map((fact) => (
            <span
              key={fact}
              className="rounded-sm border border-border bg-background/60 px-2 py-0.5 font-mono text-xs text-foreground"
            >
              {fact}
            </span>
          ))}
        </span>
      </span>
    </div>
  );
}

/** Step 1: picking a card is the choice (no separate Next). */
export function TemplatePicker({ onPick }: { onPick: (template: KitTemplate) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {OPTIONS.map((option) => (
        <li key={option.template}>
          <TemplateCard option={option} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}
