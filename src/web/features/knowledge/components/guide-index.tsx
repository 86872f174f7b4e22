import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { eventGuidePath } from '@shared/content/event-guide-refs';
import { messages as common } from '@web/components/messages';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { Link } from '@web/lib/router';
import { articles, eventGuides } from '../content';
import { useAllBodiesLoaded } from '../guide-bodies';
import { messages } from '../messages';
import { searchArticles, searchEventGuides } from '../search';

const { t } = messages;

/**
 * ACCESS FULL DATABASE: every guide (the field guides, then the event guides), searchable by title,
 * category and text. It searches the words the reader sees, so in German and Spanish it waits for
 * every guide's body, loaded when it opens: a spinner holds the results' place meanwhile
 * (decision 0357).
 */
export function GuideIndex({ id, onRead }: { id: string; onRead: (id: number) => void }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const loaded = useAllBodiesLoaded();

  return (
    <Panel id={id} title={t('db.title')} statusLabel={t('db.online')}>
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>{t('db.search')}</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={inputRef}
              id={inputId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('db.placeholder')}
              className="ps-9"
              autoComplete="off"
            />
          </div>
        </div>
        {loaded ? <GuideResults query={query} onRead={onRead} /> : <Spinner label={common.t('loading')} />}
      </div>
    </Panel>
  );
}

/** The guides the query finds, searched in the words the reader sees (every body has loaded). */
function GuideResults({ query, onRead }: { query: string; onRead: (id: number) => void }) {
  const all = articles();
  const allEvents = eventGuides();
  const results = searchArticles(all, query);
  const eventResults = searchEventGuides(allEvents, query);
  const found = results.length + eventResults.length;
  return (
    <>
      <p role="status" className="text-xs text-muted-foreground">
        {t('db.found', { found, total: all.length + allEvents.length })}
      </p>
      {found === 0 ? (
        <p className="text-sm">{t('db.none', { query: query.trim() })}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('db.list')}>
          {results.map((article) => (
            <li
              key={article.id}
              className="flex flex-col gap-3 border border-border bg-background/60 p-3 sm:flex-row sm:items-center"
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="font-semibold">{article.title}</p>
                <p className="font-mono text-xs text-muted-foreground">
                  {t('db.articleMeta', {
                    category: article.category,
                    readTime: article.readTime,
                    views: article.views,
                  })}
                </p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{article.excerpt}</p>
              </div>
              <Button
                variant="tactical"
                size="sm"
                className="self-start sm:self-center"
                onClick={() => onRead(article.id)}
                aria-label={t('readIntelFor', { title: article.title })}
              >
                {t('readIntel')}
              </Button>
            </li>
          ))}
          {eventResults.map((guide) => (
            <li
              key={guide.slug}
              className="flex flex-col gap-3 border border-border bg-background/60 p-3 sm:flex-row sm:items-center"
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="font-semibold">{guide.title}</p>
                <p className="font-mono text-xs text-muted-foreground">{t('db.guideMeta')}</p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{guide.summary}</p>
              </div>
              <Button asChild variant="tactical" size="sm" className="self-start sm:self-center">
                <Link to={eventGuidePath(guide.slug)} aria-label={t('readGuideFor', { title: guide.title })}>
                  {t('readGuide')}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
