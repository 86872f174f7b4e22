import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/auth/api-types';
import { configQueryOptions } from '@web/lib/config';

/**
 * The operator's affiliate tag (AFFILIATE_TAG), from the public config (the ['config'] query the
 * auth dialogs read too: one request serves both). A server that does not send the field, a blank
 * tag or a failed request all mean: no tag, and the links still work.
 */
const tagOf = (config: Partial<PublicConfig>): string | null =>
  typeof config.affiliateTag === 'string' && config.affiliateTag.trim() ? config.affiliateTag.trim() : null;

export function useAffiliateTag(): string | null {
  const { data } = useQuery({ ...configQueryOptions, select: tagOf });
  return data ?? null;
}
