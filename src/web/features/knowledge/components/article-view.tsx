import { ChevronRightIcon, ShieldAlertIcon, TargetIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Article } from '@shared/content';
import { Button } from '@web/components/ui/button';
import { Link } from '@web/lib/router';
import { gearHref, topicHref } from '../gear-links';
import { messages } from '../messages';
import { ArticleMeta } from './article-meta';
import { SourceLinks } from './source-links';

type ArticleViewProps = {
  article: Article;
  /** The title element: an <h1> on /intel/{id}, the dialog's title in the modal. */
  renderTitle?: (title: string, className: string) => ReactNode;
  /** Heading level of the parts below the title (2 on the page, 3 in the modal under its h2). */
  partLevel?: 2 | 3;
};

const { t } = messages;

const titleClass = 'text-2xl leading-tight font-black tracking-tight text-balance text-foreground sm:text-3xl';

/** One guide, as the modal and the /intel page both show it (docs/product.md#knowledge-hub). */
export function ArticleView({
  article,
  renderTitle = (title, className) => <h1 className={className}>{title}</h1>,
  partLevel = 2,
}: ArticleViewProps) {
  const H = `h${partLevel}` as const;
  const label = 'font-tactical text-sm font-bold text-primary';
  return (
    <article className="grid gap-6 text-start">
      <header className="grid gap-3">
        <ArticleMeta article={article} />
        {renderTitle(article.title, titleClass)}
        <p className="text-base leading-relaxed text-muted-foreground">{article.intro}</p>
      </header>

      {article.sections.map((section) => (
        <section key={section.title} className="grid gap-2">
          <H className="text-lg font-bold text-foreground">{section.title}</H>
          <ul className="grid gap-1.5 ps-1">
            {section.lines.map((line) => (
              <li key={line} className="flex gap-2 leading-relaxed">
                <ChevronRightIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary rtl:-scale-x-100" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section className="hud-panel relative grid gap-3 bg-card p-4 sm:p-5">
        <H className={`flex items-center gap-2 ${label}`}>
          <TargetIcon aria-hidden="true" className="size-4" />
          {t('article.gear')}
        </H>
        <ul className="grid gap-2">
          {article.recommendedGear.map((gear) => (
            <li
              key={gear.name}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border border-border bg-background/60 px-3 py-2"
            >
              <span className="min-w-0 font-medium">{gear.name}</span>
              <Button asChild variant="gear" size="sm" className="min-h-11">
                <Link to={gearHref(article, gear)} aria-label={t('viewGearFor', { name: gear.name })}>
                  {t('viewGear')}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className="grid gap-2 border-s-4 border-primary bg-primary/5 p-4 sm:p-5">
        <H className={`flex items-center gap-2 ${label}`}>
          <ShieldAlertIcon aria-hidden="true" className="size-4" />
          {t('article.assessment')}
        </H>
        <p className="leading-relaxed">{article.conclusion}</p>
      </section>

      <section className="grid gap-2">
        <H className="text-sm font-semibold text-muted-foreground">{t('sources')}</H>
        <SourceLinks sources={article.sources} />
      </section>

      <div>
        {/* On a phone the German "Alle Ausrüstung zum Thema ansehen" is wider than the window: it wraps. */}
        <Button
          asChild
          variant="tactical"
          size="lg"
          className="h-auto min-h-11 w-full py-2 text-center whitespace-normal sm:w-auto"
        >
          <Link to={topicHref(article)}>{t('article.allGear')}</Link>
        </Button>
      </div>
    </article>
  );
}
