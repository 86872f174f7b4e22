import { SirenIcon } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { PLAN_EVENT_TYPES, type PlanEventType } from '@shared/constants/plans';
import type { IncidentsCurrent } from '@shared/incidents/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { lazyOrNothing } from '@web/lib/lazy-or-nothing';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { useEndIncident, useIncident, useStartIncident } from './use-incident';

const { t } = messages;

/** The question before ending, loaded on the first press of "End emergency" (end-incident-dialog.tsx). */
const EndIncidentDialog = lazyOrNothing(
  () => import('./end-incident-dialog').then((m) => m.EndIncidentDialog),
  'The end-emergency question failed to load',
);

/** The 13 event types, the household's last one first. */
export function eventTypeChoices(last: PlanEventType | null) {
  return last
    ? [...PLAN_EVENT_TYPES.filter((t) => t.value === last), ...PLAN_EVENT_TYPES.filter((t) => t.value !== last)]
    : [...PLAN_EVENT_TYPES];
}

/** A large, high-contrast primary button (at least 48 px tall, 18 px text). */
export const bigButton = 'min-h-12 px-5 text-lg max-sm:min-h-12';

/**
 * "What is happening" (issue 37): with no open incident, owners and editors choose the event and
 * start an emergency or a practice; with one open, everyone sees it as a banner ("Hurricane —
 * emergency since 14:05, started by Ana", PRACTICE clearly labelled) and owners and editors can
 * end it after a confirmation.
 *
 * Standalone it has its own event select. On a page with its own chooser, pass `eventType` (null:
 * nothing chosen yet): the start buttons use it. `show` limits it to the open incident's banner
 * ("open") or to the start ("start"), for a page that places them apart.
 */
export function IncidentControls({
  eventType,
  onEventTypeChange,
  show = 'both',
  className,
}: {
  eventType?: PlanEventType | null;
  onEventTypeChange?: (eventType: PlanEventType) => void;
  show?: 'both' | 'open' | 'start';
  className?: string;
}) {
  const { data, incident, isPending, isError } = useIncident();
  const headingId = useId();
  if (incident ? show === 'start' : show === 'open') return null;
  const ownChooser = eventType === undefined;
  return (
    // Printed, the screen is a sheet for the fridge: the banner stays, the buttons to start do not.
    <section aria-labelledby={headingId} className={cn('grid gap-4 text-lg', !incident && 'print:hidden', className)}>
      {incident ? (
        <OpenIncident data={data!} headingId={headingId} />
      ) : (
        <>
          <h2 id={headingId} className="border-b-2 border-foreground pb-1 text-2xl font-black tracking-tight uppercase">
            {ownChooser ? t('whatIsHappening') : t('emergencyMode')}
          </h2>
          {isPending ? (
            <p>{t('loadingIncident')}</p>
          ) : isError && !data ? (
            <p>{t('incidentFailed')}</p>
          ) : data ? (
            <StartIncident data={data} eventType={eventType} onEventTypeChange={onEventTypeChange} />
          ) : null}
        </>
      )}
    </section>
  );
}

function StartIncident({
  data,
  eventType,
  onEventTypeChange,
}: {
  data: IncidentsCurrent;
  eventType?: PlanEventType | null;
  onEventTypeChange?: (eventType: PlanEventType) => void;
}) {
  const choices = eventTypeChoices(data.lastEventType);
  const [own, setOwn] = useState<PlanEventType>(choices[0]!.value);
  const ownChooser = eventType === undefined;
  const chosen = ownChooser ? own : eventType;
  const choose = (value: PlanEventType) => {
    setOwn(value);
    onEventTypeChange?.(value);
  };
  const start = useStartIncident();
  const selectId = useId();
  const last = data.recent[0];
  return (
    <div className="grid gap-4">
      {data.canManage ? (
        <>
          {ownChooser ? (
            <div className="grid gap-2">
              <label htmlFor={selectId} className="font-semibold">
                {t('event')}
              </label>
              <select
                id={selectId}
                value={own}
                onChange={(e) => choose(e.target.value as PlanEventType)}
                className="min-h-12 rounded-sm border-2 border-foreground bg-background px-3 text-lg text-foreground"
              >
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {t('eventType', { type: c.value })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <p>{chosen ? t('startsIt', { type: chosen }) : t('chooseThenStart')}</p>
          <div className="flex flex-wrap gap-3">
            <OnlineOnly>
              <Button
                variant="destructive"
                className={bigButton}
                disabled={start.isPending || !chosen}
                onClick={() => chosen && start.mutate({ eventType: chosen, practice: false })}
              >
                <SirenIcon aria-hidden="true" />
                {t('startEmergency')}
              </Button>
            </OnlineOnly>
            <OnlineOnly>
              <Button
                variant="outline"
                className={cn(bigButton, 'border-2 border-foreground')}
                disabled={start.isPending || !chosen}
                onClick={() => chosen && start.mutate({ eventType: chosen, practice: true })}
              >
                {t('startPractice')}
              </Button>
            </OnlineOnly>
          </div>
        </>
      ) : (
        <p>{t('noneOpen')}</p>
      )}
      {last?.endedAt ? (
        <p>
          {t('lastIncident', {
            practice: last.practice,
            type: last.eventType,
            time: t('time', { iso: last.endedAt }),
          })}
        </p>
      ) : null}
    </div>
  );
}

function OpenIncident({ data, headingId }: { data: IncidentsCurrent; headingId: string }) {
  const incident = data.incident!;
  const end = useEndIncident();
  const [confirming, setConfirming] = useState(false);
  const [confirmMounted, setConfirmMounted] = useState(false);
  const endLabel = incident.practice ? t('endPractice') : t('endEmergency');
  return (
    <div
      className={cn(
        'grid gap-3 rounded-sm border-4 p-4',
        incident.practice ? 'border-dashed border-foreground bg-background' : 'border-destructive bg-destructive/15',
      )}
    >
      {incident.practice ? (
        <p className="w-fit rounded-sm bg-foreground px-3 py-1 text-lg font-black tracking-widest text-background">
          {t('practiceBadge')}
        </p>
      ) : null}
      <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
        {t('headline', { incident })}
      </h2>
      {incident.practice ? <p>{t('practiceNote')}</p> : null}
      {data.canManage ? (
        <>
          <OnlineOnly>
            <Button
              variant={incident.practice ? 'outline' : 'secondary'}
              className={cn(bigButton, 'justify-self-start border-2 border-foreground print:hidden')}
              disabled={end.isPending}
              onClick={() => {
                setConfirmMounted(true);
                setConfirming(true);
              }}
            >
              {endLabel}
            </Button>
          </OnlineOnly>
          {/* Mounted from the first press on: its chunk loads then, and it stays for the next press. */}
          {confirmMounted ? (
            <Suspense fallback={null}>
              <EndIncidentDialog
                open={confirming}
                practice={incident.practice}
                onCancel={() => setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false);
                  end.mutate(incident.id);
                }}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
