/**
 * The community lists' sorts and page size: plain data, without the schemas (schemas.ts re-exports
 * it), so the pages that show them do not load the validation library (issue 41).
 */
/** Newest first, or the most acquired first (all-time acquisitions; ties newest first). */
export const COMMUNITY_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'most-acquired', label: 'Most acquired' },
] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number]['value'];
export const COMMUNITY_SORT_VALUES = COMMUNITY_SORTS.map((s) => s.value) as [CommunitySort, ...CommunitySort[]];
export const DEFAULT_COMMUNITY_SORT: CommunitySort = 'newest';

/** Every page of the community lists holds this many cards. */
export const COMMUNITY_PAGE_SIZE = 24;
