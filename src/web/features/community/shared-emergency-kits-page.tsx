import { DEFAULT_COMMUNITY_SORT } from '@shared/community/sorts';
import { KIT_CATEGORIES } from '@shared/constants/kits';
import { KIT_SEARCH_MAX } from '@shared/kits/limits';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useListUrlState } from '@web/lib/use-list-url-state';
import { communityQueryKey, useCommunityKits } from './api/community-api';
import { CommunityFilters, parseChoice, parseSort } from './components/community-filters';
import { CommunityLayout } from './components/community-layout';
import { CommunityResults } from './components/community-results';
import { KitCommunityCard } from './components/kit-community-card';

const REALTIME_TABLES = ['kits'] as const;
const REALTIME_KEYS = [communityQueryKey];
const CATEGORY_OPTIONS = KIT_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * /shared-emergency-kits: everyone's public kits, searched, filtered by a category they hold
 * items of, newest or most acquired first, 24 a page. Search, category and sort live in the address.
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const { params, q, search, setParam, onSearchChange, clearSearch } = useListUrlState();
  const category = parseChoice(KIT_CATEGORIES, params.get('category'));
  const sort = parseSort(params.get('sort'));
  const list = useCommunityKits({ q: q || undefined, category, sort });

  return (
    <CommunityLayout
      title="Shared Emergency Kits"
      intro="Kits other operatives have made public. Preview the items, then acquire a private copy to pack your own."
    >
      <CommunityFilters
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search kits..."
        searchMax={KIT_SEARCH_MAX}
        filter={{
          label: 'Category',
          allLabel: 'All Categories',
          options: CATEGORY_OPTIONS,
          value: category,
          onChange: (value) => setParam({ category: value }),
        }}
        sort={sort}
        onSortChange={(value) => setParam({ sort: value === DEFAULT_COMMUNITY_SORT ? undefined : value })}
      />
      <CommunityResults
        list={list}
        noun="shared kits"
        title="Shared Kits"
        filtered={q !== '' || category !== undefined}
        onClearFilters={() => clearSearch(['category'])}
        card={(kit) => <KitCommunityCard kit={kit} />}
      />
    </CommunityLayout>
  );
}
