import { DEFAULT_COMMUNITY_SORT } from '@shared/community/sorts';
import { PLAN_EVENT_TYPE_VALUES, PLAN_SEARCH_MAX } from '@shared/constants/plans';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useListUrlState } from '@web/lib/use-list-url-state';
import { communityQueryKey, useCommunityPlans } from './api/community-api';
import { CommunityFilters, parseChoice, parseSort } from './components/community-filters';
import { CommunityLayout } from './components/community-layout';
import { CommunityResults } from './components/community-results';
import { PlanCommunityCard } from './components/plan-community-card';
import { messages } from './messages';

const { t } = messages;

/** A plan turning public, changing or going private refreshes the list. */
const REALTIME_TABLES = ['survival_plans'] as const;
const REALTIME_KEYS = [communityQueryKey];

/**
 * /public-survival-plans: everyone's public plans, searched, filtered by event type, newest or
 * most acquired first, 24 a page. Search, event type and sort live in the address.
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const { params, q, search, setParam, onSearchChange, clearSearch } = useListUrlState();
  const eventType = parseChoice(PLAN_EVENT_TYPE_VALUES, params.get('eventType'));
  const sort = parseSort(params.get('sort'));
  const list = useCommunityPlans({ q: q || undefined, eventType, sort });

  return (
    <CommunityLayout title={t('plans.title')} intro={t('plans.intro')}>
      <CommunityFilters
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder={t('plans.search')}
        searchMax={PLAN_SEARCH_MAX}
        filter={{
          label: t('plans.filter'),
          allLabel: t('plans.all'),
          options: PLAN_EVENT_TYPE_VALUES.map((value) => ({ value, label: t(`event.${value}`) })),
          value: eventType,
          onChange: (value) => setParam({ eventType: value }),
        }}
        sort={sort}
        onSortChange={(value) => setParam({ sort: value === DEFAULT_COMMUNITY_SORT ? undefined : value })}
      />
      <CommunityResults
        list={list}
        kind="plans"
        filtered={q !== '' || eventType !== undefined}
        onClearFilters={() => clearSearch(['eventType'])}
        card={(plan) => <PlanCommunityCard plan={plan} />}
      />
    </CommunityLayout>
  );
}
