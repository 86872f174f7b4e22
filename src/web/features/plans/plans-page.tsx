import { LockIcon, PlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import type { PlanListTab } from '@shared/plans/schemas';
import { BackHeader } from '@web/components/back-header';
import { CardsLoading, CollectionPanel, ListLoadError, useOpeningTab } from '@web/components/collection-tabs';
import { OnlineOnlyLink } from '@web/components/online-only';
import { SignInButton } from '@web/components/sign-in-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { useSession } from '@web/lib/auth/session';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useListUrlState } from '@web/lib/use-list-url-state';
import { plansQueryKey, usePlanList } from './api/plans-api';
import { PlanCard } from './components/plan-list/plan-card';
import { PlanListEmpty, type PlanTab } from './components/plan-list/plan-list-empty';
import { PlanSearch } from './components/plan-list/plan-search';
import { messages } from './messages';

const { t } = messages;

/**
 * Plans of others turning public, household or private, and my own changes in other tabs,
 * refresh the list.
 */
const REALTIME_TABLES = ['survival_plans'] as const;
const REALTIME_KEYS = [plansQueryKey];

/** The server filters; typing waits this long before asking it. */
export { SEARCH_DEBOUNCE_MS } from '@web/lib/use-list-url-state';

/**
 * My Plans holds the family's own: the user's and the ones their household shares (decision 0291).
 * Arriving without a tab, the list opens on the first of these that holds something.
 */
const TAB_ORDER = ['mine', 'acquired', 'community'] as const satisfies readonly (PlanTab & PlanListTab)[];
const tabs = () => TAB_ORDER.map((value) => ({ value, label: t(`tab.${value}`) }));
const DEFAULT_TAB: PlanTab = 'mine';

/** `household` was a tab of its own before decision 0291: its links open My Plans. */
const parseTab = (value: string | null): PlanTab => TAB_ORDER.find((tab) => tab === value) ?? DEFAULT_TAB;

function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return <ListLoadError title={t('list.loadError')} message={message} onRetry={onRetry} retrying={retrying} />;
}

function ListLoading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p className="sr-only" role="status">
        {t('list.loading')}
      </p>
      <Skeleton className="h-10 w-96 max-w-full" />
      <CardsLoading />
    </div>
  );
}

/** The documented prompt for visitors, with a way to act on it (decision 050). */
function AuthRequired() {
  return (
    <div className="hud-panel relative grid justify-items-center gap-3 bg-card px-6 py-12 text-center">
      <LockIcon aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-xl font-bold">{t('list.authTitle')}</h2>
      <p className="max-w-md text-muted-foreground">{t('list.authText')}</p>
      <SignInButton>{t('list.signIn')}</SignInButton>
    </div>
  );
}

/**
 * The search and the three tabs. Tab and search live in the URL (replaced, not pushed), so
 * coming back from a plan restores them.
 */
function SignedInPlans() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const { params, q, search, setParam, onSearchChange, clearSearch } = useListUrlState();
  const tab = parseTab(params.get('tab'));
  const list = usePlanList(tab, { q: q || undefined });
  const hasData = list.data !== undefined;
  const first = list.data?.pages[0];
  const choosing = useOpeningTab({
    chosen: params.has('tab'),
    // Decided on the server's answer, not on the copy kept on the device shown while it comes
    // (that copy's counts may be older than this visit: decision 0303, a race Preact exposed).
    counts: first?.tab === tab && !list.isFetching ? first.counts : undefined,
    order: TAB_ORDER,
    open: (value) => setParam({ tab: value }),
  });

  // A page that fails to load under the ones on screen: say so, keep them.
  useEffect(() => {
    if (list.isFetchNextPageError && hasData) toast.error(t('list.moreFailed'));
  }, [list.isFetchNextPageError, hasData]);

  // The tab stays in the address, My Plans too: arriving without one is what opens the first with something.
  const onTabChange = (value: string) => setParam({ tab: value });

  let content;
  if (list.data && choosing) {
    content = <ListLoading />;
  } else if (list.data) {
    // A failed background refresh keeps the plans on screen.
    content = (
      <CollectionPanel
        pages={list.data.pages}
        tab={tab}
        tabs={tabs()}
        label={t('list.collections')}
        noun={t('list.noun')}
        list={list}
        onTabChange={onTabChange}
        empty={(value) => (
          <PlanListEmpty
            tab={value}
            searching={q !== ''}
            onClearSearch={() => clearSearch()}
            onBrowseCommunity={() => onTabChange('community')}
          />
        )}
        card={(plan, _value, onDeleted) => <PlanCard plan={plan} onDeleted={onDeleted} />}
      />
    );
  } else if (list.isError) {
    content = <LoadError message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else {
    content = <ListLoading />;
  }

  return (
    <>
      <PlanSearch value={search} onChange={onSearchChange} />
      {/* min-w-0: a grid item may not grow past the screen to fit the row of tabs. */}
      <div className="min-w-0" aria-busy={(hasData && list.isPlaceholderData) || undefined}>
        {content}
      </div>
    </>
  );
}

/**
 * /plans: my plans with the plans other members share with my household, my acquired copies and
 * other users' public plans. The route is public:
 * a visitor gets the documented "Authentication Required" prompt here instead of a redirect.
 */
export function Component() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);

  let body;
  if (session.isPending) {
    body = <ListLoading />;
  } else if (!session.data) {
    // The session could not be checked (API unreachable): never guess either way.
    body = (
      <LoadError
        message={session.error?.message ?? t('list.sessionError')}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  } else if (!signedIn) {
    body = <AuthRequired />;
  } else {
    body = <SignedInPlans />;
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      {session.data && !signedIn ? (
        <BackHeader to="/" label={t('list.backHome')} />
      ) : (
        <BackHeader to="/dashboard" label={t('list.backHq')} />
      )}
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid min-w-0 gap-2">
            <p className="font-tactical text-xs text-primary">{t('list.eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('list.title')}</h1>
            <p className="max-w-2xl text-muted-foreground">{t('list.intro')}</p>
          </div>
          {signedIn ? (
            <OnlineOnlyLink to="/plans/new" variant="tactical">
              <PlusIcon aria-hidden="true" />
              {t('list.newPlan')}
            </OnlineOnlyLink>
          ) : null}
        </div>
        {body}
      </main>
    </div>
  );
}
