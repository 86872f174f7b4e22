import { BadgePercentIcon, CrownIcon, PackageIcon, RadarIcon, ZapIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { PREMIUM_BENEFITS } from '../content';
import { messages } from '../messages';

const { t } = messages;

const ICONS = [RadarIcon, BadgePercentIcon, ZapIcon, PackageIcon];

/**
 * The advertised membership (docs/product.md#landing-page). There is no purchase flow, so nothing
 * here pretends to sell it: the panel says it is coming.
 */
export function PremiumSection() {
  return (
    <section aria-labelledby="premium-title" className="border-b border-border">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="hud-panel relative grid gap-8 bg-card p-6 [--hud-bracket-size:22px] sm:p-8 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
          <div className="grid content-start gap-4">
            <p className="font-tactical flex items-center gap-2 text-xs text-primary">
              <CrownIcon aria-hidden="true" className="size-4 text-accent" />
              {t('premiumEyebrow')}
            </p>
            <h2 id="premium-title" className="text-2xl font-black tracking-tight uppercase sm:text-3xl">
              {t('premiumTitle')}
            </h2>
            <p className="text-muted-foreground">{t('premiumLead')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Badge variant="low">{t('comingSoon')}</Badge>
              <p className="font-mono text-sm font-semibold tracking-wider text-foreground uppercase">
                {t('membershipOpensSoon')}
              </p>
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PREMIUM_BENEFITS.map((benefit, i) => {
              const Icon = ICONS[i] ?? CrownIcon;
              return (
                <li key={benefit.title} className="grid content-start gap-2 border border-border bg-background/60 p-4">
                  <Icon aria-hidden="true" className="size-5 text-accent" />
                  <h3 className="font-tactical text-sm font-semibold text-foreground">{t(benefit.title)}</h3>
                  <p className="text-sm text-muted-foreground">{t(benefit.text)}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
