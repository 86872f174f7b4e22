import { ArrowRightIcon, ClipboardCheckIcon, GaugeIcon, SirenIcon, TargetIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { TRACKER_FEATURES } from '../content';
import { messages } from '../messages';
import { LandingLink } from './landing-link';
import { SectionHeading } from './section-heading';

const { t } = messages;

const ICONS = [TargetIcon, SirenIcon, GaugeIcon];

export function TrackerSection() {
  return (
    <section aria-labelledby="tracker-title" className="bg-tactical-grid border-b border-border">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="tracker-title" eyebrow={t('trackerEyebrow')} title={t('resourceTracker')}>
          {t('trackerLead')}
        </SectionHeading>
        <ul className="grid gap-4 md:grid-cols-3">
          {TRACKER_FEATURES.map((feature, i) => {
            const Icon = ICONS[i] ?? ClipboardCheckIcon;
            return (
              <li key={feature.title} className="grid content-start gap-3 border border-border bg-card p-5">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="font-tactical text-sm font-semibold text-foreground">{t(feature.title)}</h3>
                <p className="text-sm text-muted-foreground">{t(feature.text)}</p>
              </li>
            );
          })}
        </ul>
        <div>
          <Button asChild variant="tactical" className="h-auto min-h-10 whitespace-normal">
            <LandingLink to="/resource-tracker">
              <ClipboardCheckIcon aria-hidden="true" />
              {t('openResourceTracker')}
              <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
            </LandingLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
