import { useQuery } from '@tanstack/react-query';
import { CarIcon, FileIcon, HomeIcon, PackageCheckIcon, PawPrintIcon, UsersIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CORE_KIT_CATEGORIES } from '@shared/constants/kits';
import { FAMILY_TEMPLATES, ONE_PERSON_BASIS, scaleTemplate } from '@shared/kits/family-templates';
import type { FamilyTemplateId, KitTemplate, TemplateBasis } from '@shared/kits/schemas';
import { KIT_SOURCES } from '@shared/kits/sources';
import { TEMPLATE_72HOUR_ITEMS } from '@shared/kits/template-72hour';
import type { ShippedKitTemplateId } from '@shared/kits/templates';
import { Badge } from '@web/components/ui/badge';
import { templateBasisQueryOptions } from '@web/features/kits/api/kits-api';
import { cn } from '@web/lib/utils';
import { messages } from '../../messages';
import { scaledFor, templateDescription, templateName } from '../kit-labels';
import { messages as preview } from './messages';

const { t } = messages;

interface TemplateOption {
  template: KitTemplate;
  title: string;
  icon: ReactNode;
  summary: string;
  facts: string[];
  /** Who the kit will be scaled for (family templates, once the household is known). */
  scaledFor?: string;
  /** The names of the items a kit made from it gets, in the page's language (decision 0349). */
  items?: string[];
  recommended: boolean;
}

/** The template's item names in the page's language: as many as the English has, each from the locale's module. */
const itemNames = (id: ShippedKitTemplateId, basis: TemplateBasis, count: number): string[] =>
  Array.from({ length: count }, (_, index) => preview.t('picker.item', { id, basis, index }));

const iconClass = 'size-8 text-primary';
const FAMILY_ICONS: Record<FamilyTemplateId, ReactNode> = {
  'family-go-bag': <UsersIcon aria-hidden="true" className={iconClass} />,
  'stay-home': <HomeIcon aria-hidden="true" className={iconClass} />,
  car: <CarIcon aria-hidden="true" className={iconClass} />,
  pet: <PawPrintIcon aria-hidden="true" className={iconClass} />,
};

/** The family templates' cards: what each scales by and its sources; the item count and who once the basis is in. */
function familyOptions(basis: TemplateBasis | undefined): TemplateOption[] {
  return FAMILY_TEMPLATES.map((tpl) => ({
    template: tpl.id,
    title: templateName(tpl.id),
    icon: FAMILY_ICONS[tpl.id],
    summary: templateDescription(tpl.id),
    facts: [
      t('picker.days', { count: tpl.days }),
      t(`picker.scalesBy.${tpl.id}`),
      ...(basis ? [t('items', { count: scaleTemplate(tpl.id, basis).length })] : []),
      t('picker.source', { names: [...new Set(tpl.sources.map((s) => KIT_SOURCES[s].name))].join(', ') }),
    ],
    scaledFor: basis ? scaledFor(tpl.id, basis) : undefined,
    items: itemNames(tpl.id, basis ?? ONE_PERSON_BASIS, scaleTemplate(tpl.id, basis ?? ONE_PERSON_BASIS).length),
    recommended: false,
  }));
}

/** Built when the picker renders: the texts are the page locale's. */
const otherOptions = (): readonly TemplateOption[] => [
  {
    template: '72hour',
    title: templateName('72hour'),
    icon: <PackageCheckIcon aria-hidden="true" className="size-8 text-primary" />,
    summary: t('picker.72hourSummary'),
    facts: [
      t('categories', { count: CORE_KIT_CATEGORIES.length }),
      t('picker.preloaded', { count: TEMPLATE_72HOUR_ITEMS.length }),
      t('picker.ratings'),
    ],
    items: itemNames('72hour', ONE_PERSON_BASIS, TEMPLATE_72HOUR_ITEMS.length),
    recommended: true,
  },
  {
    template: 'blank',
    title: t('picker.blank'),
    icon: <FileIcon aria-hidden="true" className="size-8 text-muted-foreground" />,
    summary: t('picker.blankSummary'),
    facts: [t('categories', { count: CORE_KIT_CATEGORIES.length }), t('items', { count: 0 })],
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
        'group hud-panel relative flex h-full flex-col items-start gap-3 bg-card p-5 text-start transition-colors',
        'hover:border-primary hover:bg-secondary',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        option.recommended && 'border-primary/60',
      )}
    >
      <span className="flex w-full items-start justify-between gap-3">
        {option.icon}
        {option.recommended ? <Badge variant="default">{t('picker.recommended')}</Badge> : null}
      </span>
      <button
        type="button"
        aria-describedby={detailsId}
        data-template={option.template}
        onClick={() => onPick(option.template)}
        className="min-h-11 w-full cursor-pointer text-start text-lg leading-tight font-bold focus-visible:outline-none after:absolute after:inset-0 after:content-['']"
      >
        {option.title}
      </button>
      <span id={detailsId} className="grid gap-3">
        <span className="text-sm text-muted-foreground">{option.summary}</span>
        {option.scaledFor ? (
          <span data-slot="scaled-for" className="text-sm font-semibold text-foreground">
            {option.scaledFor}
          </span>
        ) : null}
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
      {option.items ? (
        // Above the button's stretched ::after, so it opens instead of picking the card.
        <details className="relative z-10 w-full text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-foreground">
            {preview.t('picker.contents')}
          </summary>
          <ul aria-label={preview.t('picker.contents')} className="grid list-disc gap-1 ps-5 text-muted-foreground">
            {option.items.map((name, i) => (
              <li key={i}>{name}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function TemplateGroup({
  heading,
  options,
  onPick,
}: {
  heading: string;
  options: readonly TemplateOption[];
  onPick: (t: KitTemplate) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-tactical text-xs text-primary uppercase">
        {heading}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.template}>
            <TemplateCard option={option} onPick={onPick} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Step 1: picking a card is the choice (no separate Next). The family templates say who they
 * will be scaled for (the household's basis: one request; without it they still show).
 */
export function TemplatePicker({ onPick }: { onPick: (template: KitTemplate) => void }) {
  const basis = useQuery(templateBasisQueryOptions());
  return (
    <div className="grid gap-6">
      <TemplateGroup heading={t('picker.family')} options={familyOptions(basis.data)} onPick={onPick} />
      <TemplateGroup heading={t('picker.other')} options={otherOptions()} onPick={onPick} />
    </div>
  );
}
