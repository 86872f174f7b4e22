import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/auth/api-types';
import { api } from '@web/lib/api';

/**
 * The operator's affiliate tag (AFFILIATE_TAG), from the public config. Shares the ['config']
 * cache entry with the auth feature's query, so one request serves both. A server that does not
 * send the field, a blank tag or a failed request all mean: no tag, and the links still work.
 */
export const affiliateConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get<Partial<PublicConfig>>('/api/config', { signal }),
  // Fixed for the life of the server process.
  staleTime: Infinity,
});

const tagOf = (config: Partial<PublicConfig>): string | null =>
  typeof config.affiliateTag === 'string' && config.affiliateTag.trim() ? config.affiliateTag.trim() : null;

export function useAffiliateTag(): string | null {
  const { data } = useQuery({ ...affiliateConfigQueryOptions, select: tagOf });
  return data ?? null;
}
