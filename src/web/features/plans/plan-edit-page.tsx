import { useEffect, useRef, type ReactNode } from 'react';
import { BackHeader } from '@web/components/back-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { isSessionExpired } from '@web/lib/api';
import { useNavigate, useParams } from '@web/lib/router';
import { usePlan } from './api/plans-api';
import { PlanWizard } from './components/plan-wizard/plan-wizard';
import { messages } from './messages';

const { t } = messages;

function Shell({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to={`/plans/${encodeURIComponent(id)}`} label={t('edit.back')} />
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}

/**
 * /plans/{id}/edit (signed-in only, by the route guard): the wizard, prefilled, for whoever may
 * edit the plan (canEdit: its creator, or an owner or editor of its household when it is shared
 * there). A plan the user may not edit, or one that does not load, sends them back to /plans with
 * the documented toast.
 */
export function Component() {
  const { id = '' } = useParams();
  const plan = usePlan(id);
  const navigate = useNavigate();
  // A failed background refetch keeps the loaded plan (and the edits on screen).
  const denied = plan.data !== undefined && !plan.data.canEdit;
  const failed = plan.data === undefined && plan.isError && !isSessionExpired(plan.error);
  const left = useRef(false);

  useEffect(() => {
    if (left.current || !(denied || failed)) return;
    left.current = true;
    if (denied) toast.error(t('accessDenied'), t('editOwnOnly'));
    else toast.error(t('error'), t('loadFailed'));
    void navigate('/plans', { replace: true });
  }, [denied, failed, navigate]);

  if (plan.data?.canEdit) {
    return (
      <Shell id={id}>
        <div className="grid justify-items-start gap-2">
          <p className="font-tactical text-xs text-primary">{t('edit.eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight break-words uppercase sm:text-4xl">{plan.data.title}</h1>
        </div>
        <PlanWizard key={plan.data.id} mode="edit" plan={plan.data} />
      </Shell>
    );
  }

  return (
    <Shell id={id}>
      <div aria-busy="true" className="grid gap-6">
        <p className="sr-only" role="status">
          {t('loadingPlan')}
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-12" />
        <Skeleton className="h-80" />
      </div>
    </Shell>
  );
}
