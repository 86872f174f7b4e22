import { BookOpenIcon, ChevronRightIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Link } from '@web/lib/router';
import type { ArticleSummary } from '../content';
import { gearHref } from '../gear-links';
import { messages } from '../messages';
import { ArticleMeta } from './article-meta';

const { t } = messages;

/** A knowledge hub card: the guide's summary, READ INTEL, and its recommended-gear strip. */
export function ArticleCard({ article, onRead }: { article: ArticleSummary; onRead: (id: number) => void }) {
  const headingId = `article-${article.id}-title`;
  const gearLabelId = `article-${article.id}-gear`;
  return (
    <article aria-labelledby={headingId} className="hud-panel relative flex min-w-0 flex-col gap-4 bg-card p-4 sm:p-5">
      <ArticleMeta article={article} />
      <div className="grid gap-2">
        {article.featured ? <Badge>{t('featured')}</Badge> : null}
        <h2 id={headingId} className="text-xl leading-tight font-bold text-balance">
          {article.title}
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
      </div>
      <div>
        <Button
          variant="tactical"
          onClick={() => onRead(article.id)}
          aria-label={t('readIntelFor', { title: article.title })}
        >
          <BookOpenIcon aria-hidden="true" />
          {t('readIntel')}
        </Button>
      </div>
      <div className="mt-auto grid min-w-0 gap-2 border-t border-border pt-3">
        <h3 id={gearLabelId} className="font-tactical text-[0.6875rem] text-muted-foreground">
          {t('recommendedGear')}
        </h3>
        <ul aria-labelledby={gearLabelId} className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2">
          {article.recommendedGear.map((gear) => (
            <li
              key={gear.name}
              className="flex w-40 shrink-0 snap-start flex-col justify-between gap-2 border border-border bg-background/60 p-2.5"
            >
              <span className="line-clamp-2 text-xs font-medium">{gear.name}</span>
              <Link
                to={gearHref(article, gear)}
                aria-label={t('viewGearFor', { name: gear.name })}
                className="inline-flex min-h-11 items-center gap-0.5 font-mono text-[0.6875rem] font-semibold tracking-wider text-primary uppercase hover:underline sm:min-h-0"
              >
                {t('viewGear')}
                <ChevronRightIcon aria-hidden="true" className="size-3 rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
