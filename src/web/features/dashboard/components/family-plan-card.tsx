import { CheckIcon, ChevronRightIcon, CircleAlertIcon } from 'lucide-react';
import { completeness } from '@shared/family-plan/completeness';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { checkText } from '@web/lib/family-plan/check-text';
import { useFamilyPlan } from '@web/lib/family-plan/family-plan-query';
import { calendarDayLabel, localToday } from '@web/lib/format';
import { Link } from '@web/lib/router';
import { messages } from '../messages';

const { t } = messages;

/** What the family plan still lacks (docs/product.md#family-plan), with the way to /family-plan. */
export function FamilyPlanCard({ className }: { className?: string }) {
  const query = useFamilyPlan();
  const checks = query.data ? completeness(query.data.plan, localToday(), (d) => calendarDayLabel(d)) : null;
  const missing = checks?.filter((c) => !c.done) ?? [];
  const done = checks ? checks.length - missing.length : 0;
  return (
    <Panel
      className={className}
      title={t('familyPlan')}
      status={!checks ? 'standby' : missing.length === 0 ? 'online' : 'alert'}
      statusLabel={!checks ? t('familyPlanStatus') : t('checksDone', { done, total: checks.length })}
    >
      <div className="grid gap-3">
        {!checks ? (
          query.isError ? (
            <p className="text-muted-foreground">{t('familyPlanFailed')}</p>
          ) : (
            <Skeleton className="h-20" />
          )
        ) : missing.length === 0 ? (
          <p className="flex items-center gap-2">
            <CheckIcon aria-hidden="true" className="size-4 text-primary" />
            {t('familyPlanComplete')}
          </p>
        ) : (
          <ul aria-label={t('familyPlanMissing')} className="grid gap-1.5">
            {missing.map((c) => (
              <li key={c.id} className="flex items-start gap-2 text-sm">
                <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                {checkText(c)}
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="min-h-11 justify-self-start">
          <Link to="/family-plan">
            {t('openFamilyPlan')}
            <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
    </Panel>
  );
}
