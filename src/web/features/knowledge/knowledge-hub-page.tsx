import { DatabaseIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { BackHeader } from '@web/components/back-header';
import { Button } from '@web/components/ui/button';
import { lazyOrNothing } from '@web/lib/lazy-or-nothing';
import { ArticleCard } from './components/article-card';
import { EventGuideCard } from './components/event-guide-card';
import { GuideIndex } from './components/guide-index';
import { articleCards, eventGuideCards } from './content';
import { preloadAllBodies } from './guide-bodies';
import { useOpenArticle } from './hooks/use-open-article';
import { messages } from './messages';

const { t } = messages;

const INDEX_ID = 'full-intel-database';

/**
 * The modal READ INTEL opens on wide screens (Radix Dialog and the guide's view): loaded on the
 * first READ INTEL, not with the page (issue 41); the service worker has it precached.
 */
const ArticleDialog = lazyOrNothing(
  () => import('./components/article-dialog').then((m) => m.ArticleDialog),
  'The article dialog failed to load',
);

/** /knowledge-hub: the four field guides, READ INTEL, and the searchable full database. */
export function Component() {
  const { openId, openArticle, closeArticle } = useOpenArticle();
  const [indexOpen, setIndexOpen] = useState(false);
  // Mounted from the first READ INTEL on, so closing it plays out as before.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (openId !== null && !dialogMounted) setDialogMounted(true);

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={t('hub.back')} />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-2">
            <p className="font-tactical text-xs text-primary">{t('hub.eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('hub.title')}</h1>
            <p className="max-w-2xl text-muted-foreground">{t('hub.lead')}</p>
          </div>
          <Button
            variant="tactical"
            aria-expanded={indexOpen}
            aria-controls={indexOpen ? INDEX_ID : undefined}
            onClick={() => setIndexOpen((v) => !v)}
            // The search reads every guide's body: in German and Spanish they load when it is
            // about to be used, not with the page (decision 0357).
            onPointerEnter={preloadAllBodies}
            onFocus={preloadAllBodies}
          >
            <DatabaseIcon aria-hidden="true" />
            {t('hub.database')}
          </Button>
        </div>

        {indexOpen ? <GuideIndex id={INDEX_ID} onRead={openArticle} /> : null}

        <div className="grid gap-6 md:grid-cols-2">
          {articleCards().map((article) => (
            <ArticleCard key={article.id} article={article} onRead={openArticle} />
          ))}
        </div>

        <section aria-labelledby="event-guides" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="event-guides" className="text-xl font-black tracking-tight uppercase sm:text-2xl">
              {t('hub.eventsTitle')}
            </h2>
            <p className="max-w-2xl text-muted-foreground">{t('hub.eventsLead')}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {eventGuideCards().map((guide) => (
              <EventGuideCard key={guide.slug} guide={guide} />
            ))}
          </div>
        </section>
      </main>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <ArticleDialog id={openId} onClose={closeArticle} />
        </Suspense>
      ) : null}
    </div>
  );
}
