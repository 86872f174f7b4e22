import { BookOpenIcon } from 'lucide-react';
import { eventGuidePath } from '@shared/content/event-guide-refs';
import { Button } from '@web/components/ui/button';
import { Link } from '@web/lib/router';
import type { EventGuideSummary } from '../content';
import { messages } from '../messages';

const { t } = messages;

/** A knowledge hub card for a guide to an event families face (decision 0289). */
export function EventGuideCard({ guide }: { guide: EventGuideSummary }) {
  const headingId = `event-guide-${guide.slug}-title`;
  return (
    <article aria-labelledby={headingId} className="hud-panel relative flex min-w-0 flex-col gap-3 bg-card p-4 sm:p-5">
      <h3 id={headingId} className="text-lg leading-tight font-bold text-balance">
        {guide.title}
      </h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{guide.summary}</p>
      <div className="mt-auto">
        <Button asChild variant="tactical" size="sm" className="min-h-11">
          <Link to={eventGuidePath(guide.slug)} aria-label={t('readGuideFor', { title: guide.title })}>
            <BookOpenIcon aria-hidden="true" />
            {t('readGuide')}
          </Link>
        </Button>
      </div>
    </article>
  );
}
