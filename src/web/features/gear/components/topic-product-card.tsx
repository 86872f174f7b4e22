import { CheckIcon } from 'lucide-react';
import type { GearTopicProduct } from '@shared/content';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { AffiliateLink } from './affiliate-link';
import { GearImage } from './gear-image';
import { Rating } from './rating';

/** The line under the price: the product's own disclaimer, else the wording in docs/product.md#gear-topic-pages. */
export const priceNote = (product: Pick<GearTopicProduct, 'disclaimer' | 'priceRange'>): string =>
  product.disclaimer ?? messages.t('priceNote', { price: product.priceRange });

type TopicProductCardProps = {
  product: GearTopicProduct;
  /** The card the visitor was sent to (View gear, #product-id): ringed so it stands out. */
  highlighted?: boolean;
  lazyImage?: boolean;
};

/** A gear topic product: the card's id is the product id, the target of /gear/{topic}#{id}. */
export function TopicProductCard({ product, highlighted = false, lazyImage = false }: TopicProductCardProps) {
  const headingId = `${product.id}-name`;
  return (
    <article
      id={product.id}
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex scroll-mt-24 flex-col gap-4 rounded-md border border-border bg-card p-4 text-card-foreground shadow-sm transition-shadow sm:p-5',
        highlighted && 'border-primary shadow-[0_0_0_2px_var(--primary),0_0_24px_-4px_var(--primary)]',
      )}
    >
      <div className="flex items-start gap-4">
        <GearImage src={product.image} alt={product.name} lazy={lazyImage} className="size-20 sm:size-24" />
        <div className="grid min-w-0 gap-1.5">
          <h3 id={headingId} className="leading-tight font-semibold text-balance">
            {product.name}
          </h3>
          <p className="font-mono text-base font-bold text-primary">{product.priceRange}</p>
          <Rating rating={product.rating} reviews={product.reviewCount} />
        </div>
      </div>
      <ul className="grid gap-1.5 text-sm">
        {product.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-optimal" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="border-s-2 border-accent ps-3 text-sm">
        <span className="font-tactical block text-[0.6875rem] text-muted-foreground">{messages.t('useCase')}</span>
        {product.useCase}
      </p>
      <div className="mt-auto grid gap-3">
        <p className="text-xs text-muted-foreground">{priceNote(product)}</p>
        <AffiliateLink affiliate={product.affiliate} productName={product.name} className="min-h-11 w-full">
          {messages.t('buy')}
        </AffiliateLink>
      </div>
    </article>
  );
}
