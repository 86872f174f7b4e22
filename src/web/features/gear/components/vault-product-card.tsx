import { BellIcon } from 'lucide-react';
import type { GearProduct } from '@shared/content';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { messages } from '../messages';
import { AffiliateLink } from './affiliate-link';
import { GearImage } from './gear-image';
import { Rating } from './rating';

const { t } = messages;

const PRIORITY_VARIANT = { critical: 'critical', high: 'low', medium: 'good', low: 'secondary' } as const;

/** A gear vault card (docs/product.md#gear-vault): only the first two features. */
export function VaultProductCard({ product, lazyImage = false }: { product: GearProduct; lazyImage?: boolean }) {
  const headingId = `${product.id}-name`;
  return (
    <article
      id={product.id}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-md border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-4">
        <GearImage src={product.image} alt={product.name} lazy={lazyImage} className="size-20 sm:size-24" />
        <div className="grid min-w-0 gap-1.5">
          <Badge variant={PRIORITY_VARIANT[product.priority]}>{t(`priority.${product.priority}`)}</Badge>
          <h3 id={headingId} className="leading-tight font-semibold text-balance">
            {product.name}
          </h3>
          <p className="font-mono text-base font-bold text-primary">{product.priceText}</p>
          <Rating rating={product.rating} reviews={product.reviews} />
        </div>
      </div>
      <ul className="grid list-disc gap-1 ps-5 text-sm marker:text-primary">
        {product.features.slice(0, 2).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2">
        {product.inStock ? null : <p className="text-xs font-semibold text-low">{t('outOfStock')}</p>}
        {product.inStock ? (
          <AffiliateLink affiliate={product.affiliate} productName={product.name} className="min-h-11 w-full">
            {t('buy')}
          </AffiliateLink>
        ) : (
          <Button variant="secondary" disabled className="w-full font-mono tracking-wider">
            <BellIcon aria-hidden="true" />
            {t('notify')}
          </Button>
        )}
      </div>
    </article>
  );
}
