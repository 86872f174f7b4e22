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
import { messages } from './messages';

const { t } = messages;

const REALTIME_TABLES = ['kits'] as const;
const REALTIME_KEYS = [communityQueryKey];
/** Each category's key in the catalogue (the stored value stays the English name). */
const CATEGORY_KEYS = {
  'Bag & Carrying System': 'bag',
  'Shelter & Warmth': 'shelter',
  'Water & Hydration': 'water',
  'Food & Cooking': 'food',
  'Fire & Light': 'fire',
  'First Aid & Hygiene': 'firstAid',
  'Tools & Self-Defense': 'tools',
  'Navigation & Communication': 'navigation',
  'Documents & Cash': 'documents',
  Clothing: 'clothing',
  Misc: 'misc',
} as const satisfies Record<(typeof KIT_CATEGORIES)[number], string>;

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
    <CommunityLayout title={t('kits.title')} intro={t('kits.intro')}>
      <CommunityFilters
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder={t('kits.search')}
        searchMax={KIT_SEARCH_MAX}
        filter={{
          label: t('kits.filter'),
          allLabel: t('kits.all'),
          options: KIT_CATEGORIES.map((value) => ({ value, label: t(`category.${CATEGORY_KEYS[value]}`) })),
          value: category,
          onChange: (value) => setParam({ category: value }),
        }}
        sort={sort}
        onSortChange={(value) => setParam({ sort: value === DEFAULT_COMMUNITY_SORT ? undefined : value })}
      />
      <CommunityResults
        list={list}
        kind="kits"
        filtered={q !== '' || category !== undefined}
        onClearFilters={() => clearSearch(['category'])}
        card={(kit) => <KitCommunityCard kit={kit} />}
      />
    </CommunityLayout>
  );
}
