import {
  BackpackIcon,
  BriefcaseMedicalIcon,
  ChevronRightIcon,
  DropletsIcon,
  RadioIcon,
  ShieldIcon,
  StarIcon,
  TentIcon,
  UtensilsIcon,
  WrenchIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { pageIntlTag } from '@web/lib/i18n/i18n';
import { FEATURED_GEAR, GEAR_CATEGORIES, type FeaturedGear } from '../content';
import { messages } from '../messages';
import { LandingLink } from './landing-link';
import { SectionHeading } from './section-heading';

const { t } = messages;

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  'food-and-water': UtensilsIcon,
  shelter: TentIcon,
  medical: BriefcaseMedicalIcon,
  tools: WrenchIcon,
  defense: ShieldIcon,
  power: ZapIcon,
};

const GEAR_ICONS: Record<FeaturedGear['kind'], LucideIcon> = {
  backpack: BackpackIcon,
  water: DropletsIcon,
  radio: RadioIcon,
  medical: BriefcaseMedicalIcon,
};

/** A rating as "4.7" ("4,7" in German): one decimal always. */
const ratingFormat = () => new Intl.NumberFormat(pageIntlTag(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function FeaturedGearItem({ gear }: { gear: FeaturedGear }) {
  const Icon = GEAR_ICONS[gear.kind];
  return (
    <li className="hud-panel relative flex gap-4 bg-card p-4">
      <div
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center border border-border bg-background bg-scanlines"
      >
        <Icon className="size-8 text-accent" strokeWidth={1.5} />
      </div>
      <div className="grid min-w-0 content-start gap-1.5">
        <h4 className="text-sm leading-snug font-semibold text-foreground">{t(gear.name)}</h4>
        <p className="text-xs text-muted-foreground">{t(gear.note)}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono text-sm font-semibold text-primary">{t('price', { dollars: gear.price })}</span>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <StarIcon aria-hidden="true" className="size-3.5 fill-low text-low" />
            <span className="sr-only">{t('ratedBefore')}</span>
            <span className="font-mono text-foreground">{ratingFormat().format(gear.rating)}</span>
            <span className="sr-only">{t('ratedAfter')}</span>
            <span>{t('reviews', { count: gear.reviews })}</span>
          </span>
        </div>
      </div>
    </li>
  );
}

export function GearSection() {
  return (
    <section aria-labelledby="gear-title" className="border-b border-border">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="gear-title" eyebrow={t('gearEyebrow')} title={t('gearVault')}>
          {t('gearLead')}
        </SectionHeading>

        <div className="grid gap-4">
          <h3 className="font-tactical text-sm font-semibold text-primary">{t('equipmentCategories')}</h3>
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
            {GEAR_CATEGORIES.map((category) => {
              const Icon = CATEGORY_ICONS[category.slug] ?? WrenchIcon;
              return (
                <li key={category.slug}>
                  <LandingLink
                    to={`/gear-vault/${category.slug}`}
                    className="group flex items-center gap-3 border border-border bg-card p-4 transition-colors hover:border-primary hover:bg-secondary"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center border border-primary/40 bg-primary/10">
                      <Icon aria-hidden="true" className="size-5 text-primary" />
                    </span>
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="font-tactical truncate text-sm font-semibold text-foreground">
                        {t(category.name)}
                      </span>
                      <span className="font-mono text-xs text-muted-foreground">
                        {t('itemCount', { count: category.count })}
                      </span>
                    </span>
                    <ChevronRightIcon
                      aria-hidden="true"
                      className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    />
                  </LandingLink>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="font-tactical text-sm font-semibold text-primary">{t('featuredGear')}</h3>
            <Badge variant="secondary">{t('fieldTested')}</Badge>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {FEATURED_GEAR.map((gear) => (
              <FeaturedGearItem key={gear.name} gear={gear} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
