/**
 * The one place an affiliate link is built (issue 5, docs/product.md#gear-vault). Content carries
 * only a target (an Amazon search query or a product path); the tag comes from configuration
 * (AFFILIATE_TAG) and is added only when one is set, so nobody's tag is hard-coded.
 */

export const AMAZON_ORIGIN = 'https://www.amazon.com';

/** The rel every affiliate link carries. */
export const AFFILIATE_REL = 'sponsored noopener noreferrer';

/**
 * "lifestraw personal water filter" -> https://www.amazon.com/s?k=lifestraw+personal+water+filter
 * "/dp/B00XXXXXXX"                  -> https://www.amazon.com/dp/B00XXXXXXX
 * With a tag, `tag=<tag>` is appended; a blank tag counts as none.
 */
export function affiliateUrl(target: string, tag?: string | null): string {
  const trimmed = target.trim();
  const isPath = trimmed.startsWith('/');
  const url = new URL(isPath ? trimmed : '/s', AMAZON_ORIGIN);
  // A path is taken as given minus any query it may carry: the tag is ours to add, not the data's.
  url.search = '';
  if (!isPath) url.searchParams.set('k', trimmed);
  const cleanTag = tag?.trim();
  if (cleanTag) url.searchParams.set('tag', cleanTag);
  return url.toString();
}
