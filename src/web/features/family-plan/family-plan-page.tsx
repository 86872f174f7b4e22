import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/collection-tabs';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFamilyPlan } from '@web/lib/family-plan/family-plan-query';
import { FamilyPlanForm } from './components/family-plan-form';

/**
 * /family-plan: the household's emergency communication plan (docs/product.md#family-plan):
 * people, out-of-town contacts, meeting places, important numbers and practice, with a checklist
 * of what is missing. One request to load, one to save. Private to its owner.
 */
export function Component() {
  const query = useFamilyPlan();

  let content;
  if (query.data) {
    content = <FamilyPlanForm plan={query.data.plan} />;
  } else if (query.isError) {
    content = (
      <ListLoadError
        title="Failed to Load the Family Plan"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          Loading the family plan
        </p>
        <Skeleton className="h-48" />
        <Skeleton className="h-96" />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">Family plan</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">Family emergency plan</h1>
          <p className="max-w-2xl text-muted-foreground">
            Who is in your household, who everyone calls, where you meet and the numbers you need. Private: only you can
            see it.
          </p>
        </div>
        {content}
      </main>
    </div>
  );
}
