import { ChevronRightIcon } from 'lucide-react';
import type { EventGuide } from '@shared/content';
import { Link } from '@web/lib/router';
import { messages } from '../messages';
import { SourceLinks } from './source-links';

const { t } = messages;

const PARTS = ['before', 'during', 'after', 'family', 'germany'] as const satisfies readonly (keyof EventGuide)[];

/**
 * One guide for an event (decision 0289), as /guides/{slug} shows it: what to do before, during and
 * after, for children and pets, where Germany's BBK advises otherwise, and its sources.
 */
export function EventGuideView({ guide }: { guide: EventGuide }) {
  return (
    <article className="grid gap-6 text-start">
      <header className="grid gap-3">
        <p className="font-tactical text-xs text-primary">{t('guide.eyebrow')}</p>
        <h1 className="text-2xl leading-tight font-black tracking-tight text-balance sm:text-3xl">{guide.title}</h1>
        <p className="text-base leading-relaxed text-muted-foreground">{guide.intro}</p>
      </header>

      {PARTS.map((key) => {
        const lines = guide[key];
        if (!lines) return null;
        const id = `guide-${key}`;
        return (
          <section key={key} aria-labelledby={id} className="grid gap-2">
            <h2 id={id} className="text-lg font-bold text-foreground">
              {t(`part.${key}`)}
            </h2>
            <ul className="grid gap-1.5 ps-1">
              {lines.map((line) => (
                <li key={line} className="flex gap-2 leading-relaxed">
                  <ChevronRightIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary rtl:-scale-x-100" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      {guide.eventType ? (
        <section
          aria-labelledby="guide-practise"
          className="grid gap-2 border-s-4 border-primary bg-primary/5 p-4 sm:p-5"
        >
          <h2 id="guide-practise" className="font-tactical text-sm font-bold text-primary">
            {t('guide.practise')}
          </h2>
          <p className="leading-relaxed">{t('guide.practiseText', { event: t(`event.${guide.eventType}`) })}</p>
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <Link
                to={`/training-protocols?drill=${guide.eventType}`}
                className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
              >
                {t('guide.drill', { event: t(`event.${guide.eventType}`) })}
              </Link>
            </li>
            <li>
              <Link to="/plans" className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
                {t('guide.plans')}
              </Link>
            </li>
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="guide-sources" className="grid gap-2">
        <h2 id="guide-sources" className="text-sm font-semibold text-muted-foreground">
          {t('sources')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('guide.sourcesNote')}</p>
        <SourceLinks sources={guide.sources} />
      </section>
    </article>
  );
}
