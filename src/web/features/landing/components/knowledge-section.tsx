import { ArrowRightIcon, BookOpenIcon, DropletsIcon, RadioTowerIcon, BackpackIcon, Building2Icon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { KNOWLEDGE_TOPICS } from '../content';
import { messages } from '../messages';
import { LandingLink } from './landing-link';
import { SectionHeading } from './section-heading';

const { t } = messages;

const ICONS = [BackpackIcon, DropletsIcon, RadioTowerIcon, Building2Icon];

export function KnowledgeSection() {
  return (
    <section aria-labelledby="knowledge-title" className="border-b border-border">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="knowledge-title" eyebrow={t('knowledgeEyebrow')} title={t('knowledgeHub')}>
          {t('knowledgeLead')}
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {KNOWLEDGE_TOPICS.map((topic, i) => {
            const Icon = ICONS[i] ?? BookOpenIcon;
            return (
              <li key={topic.title} className="hud-panel relative grid content-start gap-3 bg-card p-5">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="font-tactical text-sm font-semibold text-foreground">{t(topic.title)}</h3>
                <p className="text-sm text-muted-foreground">{t(topic.text)}</p>
              </li>
            );
          })}
        </ul>
        <div>
          <Button asChild variant="tactical" className="h-auto min-h-10 whitespace-normal">
            <LandingLink to="/knowledge-hub">
              <BookOpenIcon aria-hidden="true" />
              {t('openKnowledgeHub')}
              <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
            </LandingLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
