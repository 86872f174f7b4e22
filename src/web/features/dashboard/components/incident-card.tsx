import { CircleCheckIcon, SirenIcon } from 'lucide-react';
import { useState } from 'react';
import type { IncidentView } from '@shared/incidents/schemas';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { incidentTime } from '@web/lib/incidents/incident-text';
import { useCheckin } from '@web/lib/incidents/use-checkin';
import { Link } from '@web/lib/router';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';

const { t } = messages;

/**
 * While the household's incident is open it leads the dashboard (issue 37): the event (PRACTICE
 * clearly labelled), "I'm safe" in one tap, and the way to the emergency screen. Loaded only
 * then (dashboard-page.tsx), so the dashboard's own chunk stays as it was.
 */
export default function IncidentCard({ incident }: { incident: IncidentView }) {
  const checkin = useCheckin();
  const [sent, setSent] = useState<string | null>(null);
  const safe = () =>
    checkin.mutate(
      { incidentId: incident.id, checkin: { status: 'safe' }, subjectLabel: 'you' },
      {
        onSuccess: (outcome) =>
          setSent(
            outcome === 'queued' ? t('queuedSafe') : t('sentSafe', { time: incidentTime(new Date().toISOString()) }),
          ),
        onError: (err) => {
          if (!isSessionExpired(err))
            toast.error(t('checkinNotSent'), expectedErrorMessage(err) ?? t('somethingWrong'));
        },
      },
    );
  return (
    <section
      aria-labelledby="incident-card-title"
      className={cn(
        'grid gap-3 rounded-sm border-4 p-4 text-lg sm:p-5',
        incident.practice ? 'border-dashed border-foreground bg-background' : 'border-destructive bg-destructive/15',
      )}
    >
      {incident.practice ? (
        <p className="w-fit rounded-sm bg-foreground px-3 py-1 font-black tracking-widest text-background">
          {t('practice')}
        </p>
      ) : null}
      <h2 id="incident-card-title" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
        <SirenIcon aria-hidden="true" className="size-6 shrink-0" />
        {t('headline', { incident })}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button
          className="min-h-12 bg-optimal px-5 text-lg text-optimal-foreground max-sm:min-h-12"
          disabled={checkin.isPending}
          onClick={safe}
        >
          <CircleCheckIcon aria-hidden="true" />
          {t('imSafe')}
        </Button>
        <Button asChild variant="outline" className="min-h-12 border-2 border-foreground px-5 text-lg max-sm:min-h-12">
          <Link to="/emergency">{t('openEmergencyScreen')}</Link>
        </Button>
      </div>
      {sent ? (
        <p role="status" className="font-semibold">
          {sent}
        </p>
      ) : null}
    </section>
  );
}
