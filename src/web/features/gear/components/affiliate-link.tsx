import { ExternalLinkIcon } from 'lucide-react';
import type { Affiliate } from '@shared/content';
import { AFFILIATE_REL, affiliateUrl } from '@shared/content/affiliate';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useAffiliateTag } from '../api/get-affiliate-tag';
import { messages } from '../messages';

type AffiliateLinkProps = {
  affiliate: Affiliate;
  /** The product's name, for screen readers ("Buy: Sawyer Squeeze..."). */
  productName: string;
  children: string;
} & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/** The one affiliate link of the gear pages: Amazon in a new tab, tagged when the operator set a tag. */
export function AffiliateLink({
  affiliate,
  productName,
  children,
  variant = 'gear',
  size,
  className,
}: AffiliateLinkProps) {
  const tag = useAffiliateTag();
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {/* The name starts with the visible words ("Buy: {name}"), the same in every browser. */}
      <a
        href={affiliateUrl(affiliate.target, tag)}
        target="_blank"
        rel={AFFILIATE_REL}
        aria-label={messages.t('buyLabel', { action: children, name: productName })}
      >
        {children}
        <ExternalLinkIcon aria-hidden="true" />
      </a>
    </Button>
  );
}
