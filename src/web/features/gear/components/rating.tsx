import { StarIcon } from 'lucide-react';
import { messages } from '../messages';

const { t } = messages;

/** "★ 4.7 (3,412 reviews)", "★ 4,7 (3.412 Bewertungen)": the star is decoration, the words carry the meaning. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <StarIcon aria-hidden="true" className="size-4 fill-primary text-primary" />
      <span className="font-mono font-semibold text-foreground">
        {t('rating', { rating })}
        <span className="sr-only"> {t('outOf5')}</span>
      </span>
      {reviews === undefined ? null : <span className="text-muted-foreground">{t('reviews', { count: reviews })}</span>}
    </p>
  );
}
