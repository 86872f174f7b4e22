import { CheckIcon, ChevronRightIcon } from 'lucide-react';
import { completeness } from '@shared/family-plan/completeness';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFamilyPlan } from '@web/lib/family-plan/family-plan-query';
import { localToday } from '@web/lib/format';
import { useReadinessFigure } from '@web/lib/readiness/readiness-query';
import { Link } from '@web/lib/router';
import { useMyStats } from '@web/lib/stats/my-stats';
import { messages } from '../messages';
import { nextStep } from '../next-step';

const { t } = messages;

/**
 * The one thing to do next (docs/product.md#dashboard). It asks nothing of its own: the readiness
 * figure, My Overview's counts and the family plan are what the dashboard's cards already load
 * (the same queries, so the same requests).
 */
export function NextStepCard({ className }: { className?: string }) {
  const { figure, readinessQuery } = useReadinessFigure();
  const stats = useMyStats();
  const familyPlan = useFamilyPlan();
  const failed = readinessQuery.isError || stats.isError || familyPlan.isError;
  const step =
    figure && stats.data && familyPlan.data
      ? nextStep({
          figure,
          kitsCount: stats.data.kitsCount,
          plansCount: stats.data.plansCount,
          familyPlanComplete: completeness(familyPlan.data.plan, localToday()).every((c) => c.done),
        })
      : undefined;

  let body;
  if (step === undefined)
    body = failed ? <p className="text-muted-foreground">{t('nextStepFailed')}</p> : <Skeleton className="h-16" />;
  else if (step === null)
    body = (
      <p className="flex items-start gap-2">
        <CheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
        {t('allDone')}
      </p>
    );
  else
    body = (
      <>
        <p data-step={step.id}>{step.text}</p>
        <Button asChild variant="tactical" className="min-h-11 justify-self-start">
          <Link to={step.to}>
            {step.action}
            <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </>
    );

  return (
    <Panel
      className={className}
      title={t('nextStep')}
      status={step === null ? 'online' : step ? 'alert' : 'standby'}
      statusLabel={step === null ? t('everyStepDone') : t('oneAtATime')}
    >
      <div className="grid gap-3">{body}</div>
    </Panel>
  );
}
