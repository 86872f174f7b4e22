import { Suspense } from 'react';
import type { EventGuideSlug } from '@shared/content/event-guide-refs';
import { BackHeader } from '@web/components/back-header';
import { messages as common } from '@web/components/messages';
import { Spinner } from '@web/components/ui/spinner';
import { Navigate, useParams } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { EventGuideView } from './components/event-guide-view';
import { eventGuideCard, eventGuide as getEventGuide } from './content';
import { useEventGuideBody } from './guide-bodies';
import { messages } from './messages';

/**
 * /guides/{slug}: a guide for an event families face (decision 0289). Public, like /intel/{id}, so
 * a plan shared publicly can link it; its text ships with the page's code, so it opens offline (in
 * German and Spanish its body is a chunk of its own, loaded here: decision 0357). An unknown slug
 * goes to the knowledge hub.
 */
export function Component() {
  const { slug = '' } = useParams();
  const card = eventGuideCard(slug);
  useDocumentTitle(card?.title);
  if (!card) return <Navigate to="/knowledge-hub" replace />;

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/knowledge-hub" label={messages.t('article.back')} />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="hud-panel relative bg-card p-4 sm:p-8">
          <Suspense fallback={<Spinner size="lg" label={common.t('loading')} />}>
            <WholeGuide slug={card.slug} />
          </Suspense>
        </div>
      </main>
    </div>
  );
}

function WholeGuide({ slug }: { slug: EventGuideSlug }) {
  useEventGuideBody(slug);
  return <EventGuideView guide={getEventGuide(slug)!} />;
}
