import { ChevronRightIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { readinessQueryKey, useReadinessFigure } from '@web/lib/readiness/readiness-query';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { resourcesQueryKey } from '@web/lib/resources/resources-query';
import { Link } from '@web/lib/router';
import { messages } from '../messages';

const { t } = messages;

const TABLES = ['user_resources', 'households'] as const;
const KEYS = [readinessQueryKey, resourcesQueryKey];

/** Days covered against the goal (docs/product.md#readiness), with the way to /readiness. */
export function ReadinessCard({ className }: { className?: string }) {
  useRealtimeInvalidation(TABLES, KEYS);
  const { figure } = useReadinessFigure();
  const link = (label: string) => (
    <Button asChild variant="outline" className="min-h-11 justify-self-start">
      <Link to="/readiness">
        {label}
        <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
      </Link>
    </Button>
  );

  let body;
  if (!figure) body = <Skeleton className="h-20" />;
  else if (figure.kind === 'no-household')
    body = (
      <>
        <p className="text-muted-foreground">{t('readinessNoHousehold')}</p>
        {link(t('setUpReadiness'))}
      </>
    );
  else {
    const percent = Math.floor(figure.progress * 100);
    body = (
      <>
        <p className="text-2xl font-black tracking-tight">
          {t('figure', { days: figure.daysCovered, limitedBy: figure.limitedBy })}
        </p>
        <Progress aria-label={t('goalProgress', { goalDays: figure.goalDays })} value={percent} />
        <p className="text-sm text-muted-foreground">
          {figure.goalMet
            ? t('goalMetDays', { goalDays: figure.goalDays })
            : t('goalShare', { days: figure.daysCovered, goalDays: figure.goalDays, percent })}
        </p>
        {link(t('openReadiness'))}
      </>
    );
  }

  return (
    <Panel
      className={className}
      title={t('readiness')}
      status={figure?.kind === 'figure' ? (figure.goalMet ? 'online' : 'alert') : 'standby'}
      statusLabel={figure?.kind === 'figure' ? (figure.goalMet ? t('goalMet') : t('belowGoal')) : t('daysCovered')}
    >
      <div className="grid gap-3">{body}</div>
    </Panel>
  );
}
