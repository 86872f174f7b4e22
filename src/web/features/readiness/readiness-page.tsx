import type { QueryClient } from '@tanstack/react-query';
import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/collection-tabs';
import { PrintStyle } from '@web/components/print-style';
import { Skeleton } from '@web/components/ui/skeleton';
import { readinessQueryKey, readinessQueryOptions, useReadinessFigure } from '@web/lib/readiness/readiness-query';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { resourcesQueryKey } from '@web/lib/resources/resources-query';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ExpiryPanel } from './components/expiry-panel';
import { ExpiryWindowForm } from './components/expiry-window-form';
import { FigurePanel } from './components/figure-panel';
import { HouseholdForm } from './components/household-form';
import { ShoppingListPanel } from './components/shopping-list-panel';
import { TargetsPanel } from './components/targets-panel';
import { UnitsToggle } from './components/units-toggle';
import { messages } from './messages';

const { t } = messages;

/** A change on another device (supplies, household, units) refreshes the figure here. */
const REALTIME_TABLES = ['user_resources', 'households', 'profiles', 'family_plans'] as const;
const REALTIME_KEYS = [readinessQueryKey, resourcesQueryKey];

/** The readiness answer (it fills the supplies too), asked for as soon as the page's code has loaded (app/routes.tsx). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(readinessQueryOptions(queryClient));
}

/**
 * /readiness: how many days the household would last, what limits it, and what to buy to reach
 * the goal (docs/product.md#readiness). One request; offline it computes from the device's copy,
 * supply quantities queued in the tracker included.
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  useDocumentTitle(t('page.eyebrow'));
  const { readinessQuery, answer, household, resources, figure } = useReadinessFigure();
  const units = answer?.units ?? 'us';

  let content;
  if (answer && resources && figure) {
    content = (
      <>
        <UnitsToggle units={units} />
        <FigurePanel figure={figure} household={household} units={units} />
        <ExpiryPanel
          household={household}
          resources={resources}
          windowDays={answer.expiryWindowDays}
          windowControl={<ExpiryWindowForm key={answer.expiryWindowDays} windowDays={answer.expiryWindowDays} />}
        />
        {figure.kind === 'figure' && household ? (
          <>
            <ShoppingListPanel figure={figure} resources={resources} pets={household.pets} units={units} />
            <TargetsPanel resources={resources} />
          </>
        ) : null}
        <div className="print:hidden">
          <HouseholdForm
            key={`${units} ${household?.updatedAt ?? 'new'} ${JSON.stringify(answer.memberCounts)}`}
            household={household}
            units={units}
            memberCounts={answer.memberCounts}
          />
        </div>
      </>
    );
  } else if (readinessQuery.isError) {
    content = (
      <ListLoadError
        title={t('page.loadFailed')}
        message={readinessQuery.error.message}
        onRetry={() => void readinessQuery.refetch()}
        retrying={readinessQuery.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          {t('page.loading')}
        </p>
        <Skeleton className="h-48" />
        <Skeleton className="h-96" />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <PrintStyle />
      <div className="print:hidden">
        <BackHeader to="/dashboard" label={t('page.back')} />
      </div>
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('page.eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('page.title')}</h1>
          <p className="max-w-2xl text-muted-foreground print:hidden">{t('page.lead')}</p>
        </div>
        {content}
      </main>
    </div>
  );
}
