import { ClockIcon, EyeIcon, StarIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import type { ArticleSummary } from '../content';
import { messages } from '../messages';

const { t } = messages;

/** Category, rating, read time and views: the line above a guide's title and on its card. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <li>
        <Badge variant="outline" className="border-primary/60 text-primary">
          {article.category}
        </Badge>
      </li>
      <li className="flex items-center gap-1">
        <StarIcon aria-hidden="true" className="size-4 fill-primary text-primary" />
        <span className="font-mono font-semibold text-foreground">{t('meta.rating', { rating: article.rating })}</span>
        <span className="sr-only">{t('meta.outOf5')}</span>
      </li>
      <li className="flex items-center gap-1">
        <ClockIcon aria-hidden="true" className="size-4" />
        {t('meta.readTime', { time: article.readTime })}
      </li>
      <li className="flex items-center gap-1">
        <EyeIcon aria-hidden="true" className="size-4" />
        {t('meta.views', { views: article.views })}
      </li>
    </ul>
  );
}
