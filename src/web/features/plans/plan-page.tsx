import { useEffect, useRef } from 'react';
import { BackHeader } from '@web/components/back-header';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useNavigate, useParams } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { planDetailQueryKey, usePlan } from './api/plans-api';
import { PlanActions } from './components/plan-view/plan-actions';
import { PlanPrintStyle } from './components/plan-view/plan-print-style';
import { PlanView } from './components/plan-view/plan-view';
import { messages } from './messages';

const { t } = messages;

/** Edits made elsewhere (another tab, another member, the author of a public plan) show up here. */
const REALTIME_TABLES = ['survival_plans'] as const;

/**
 * /plans/{id}: anyone may open a public plan (visitors too); the server answers 404 for a
 * private plan of someone else exactly as for a missing one. Any other load failure is the
 * documented toast and a return to /plans.
 */
export function Component() {
  const { id = '' } = useParams();
  const plan = usePlan(id);
  useRealtimeInvalidation(REALTIME_TABLES, [planDetailQueryKey(id)]);
  useDocumentTitle(plan.data?.title);
  const navigate = useNavigate();
  const notFound = isApiError(plan.error) && plan.error.status === 404;
  const failed = plan.isError && !plan.data && !notFound;
  const left = useRef(false);

  useEffect(() => {
    if (!failed || left.current) return;
    left.current = true;
    if (!isApiError(plan.error) || plan.error.status >= 500) console.error('Loading the plan failed', plan.error);
    toast.error(t('loadFailed'));
    void navigate('/plans', { replace: true });
  }, [failed, plan.error, navigate]);

  return (
    <div data-plan-page className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <PlanPrintStyle />
      <BackHeader to="/plans" label={t('backToPlans')} />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        {plan.data ? (
          // A failed background refetch keeps the loaded plan on screen.
          <PlanView plan={plan.data} actions={<PlanActions plan={plan.data} />} />
        ) : notFound ? (
          <div className="grid justify-items-start gap-3 py-10">
            <h1 className="text-2xl font-bold">{t('view.notFound')}</h1>
            <p className="text-muted-foreground">{t('view.notFoundText')}</p>
          </div>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label={t('loadingPlan')} showLabel />
          </div>
        )}
      </main>
    </div>
  );
}
