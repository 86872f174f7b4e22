import { useState } from 'react';
import { Link } from 'react-router';
import { eventTypeLabel } from '@shared/constants/plans';
import { DRILLS, drillOf, type DrillEventType } from '@shared/drills/drills';
import { PRACTICE_EVERY_MONTHS } from '@shared/family-plan/figures';
import { BackHeader } from '@web/components/back-header';
import { FormField } from '@web/components/ui/form-field';
import { familyPlanQueryKey } from '@web/lib/family-plan/family-plan-query';
import { calendarDayLabel } from '@web/lib/format';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { drillsQueryKey, useDrills } from './api/drills-api';
import { DrillChecklist } from './components/drill-checklist';
import { DrillHistory } from './components/drill-history';
import { DrillTimer } from './components/drill-timer';
import { RecordDrillForm } from './components/record-drill-form';

/** Another member's drill writes a household activity line (and moves the family plan): refetch. */
const REALTIME_TABLES = ['household_activity', 'family_plans'] as const;
const REALTIME_KEYS = [drillsQueryKey, familyPlanQueryKey];

const selectClass =
  'h-11 w-full rounded-sm border border-input bg-background px-3 text-base text-foreground sm:max-w-sm';

/**
 * /training-protocols: drills to practise the household's plans, one per event type, each with
 * a checklist and a timer, and "Record drill" (issue 21, decision 250). The latest
 * recorded drill is the family plan's "last practised"; practise twice a year (Ready.gov).
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const [eventType, setEventType] = useState<DrillEventType>('earthquake');
  // This run of the drill (ticks and timer): a fresh one for another drill and after recording.
  const [run, setRun] = useState({ ticked: new Set<number>() as ReadonlySet<number>, key: 0 });
  const newRun = () => setRun((r) => ({ ticked: new Set(), key: r.key + 1 }));
  const drill = drillOf(eventType);
  const last = useDrills().data?.pages[0]?.lastPractisedOn;

  const toggle = (step: number) => {
    const ticked = new Set(run.ticked);
    if (ticked.has(step)) ticked.delete(step);
    else ticked.add(step);
    setRun({ ...run, ticked });
  };

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">Drills</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">Training Protocols</h1>
          <p className="max-w-2xl text-muted-foreground">
            Practise your plans with everyone at home: pick a drill, follow its checklist against the timer, then record
            it. Practise at least every {PRACTICE_EVERY_MONTHS} months, twice a year (Ready.gov).
          </p>
          <p className="text-sm" data-testid="last-practised">
            {last === undefined ? null : last ? `Last practised ${calendarDayLabel(last)}.` : 'No drill recorded yet.'}{' '}
            <Link
              to="/family-plan"
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
            >
              Family plan
            </Link>
          </p>
        </div>

        <FormField label="Drill" description="One drill for each kind of emergency in your plans.">
          <select
            className={selectClass}
            value={eventType}
            onChange={(e) => {
              setEventType(e.target.value as DrillEventType);
              newRun();
            }}
          >
            {DRILLS.map((d) => (
              <option key={d.eventType} value={d.eventType}>
                {eventTypeLabel(d.eventType)}: {d.title}
              </option>
            ))}
          </select>
        </FormField>

        <div className="grid gap-6 md:grid-cols-[3fr_2fr] md:items-start">
          <DrillChecklist drill={drill} ticked={run.ticked} onToggle={toggle} />
          <div className="grid gap-6">
            <DrillTimer key={`timer ${run.key}`} />
            <RecordDrillForm key={`form ${run.key}`} eventType={eventType} onRecorded={newRun} />
          </div>
        </div>

        <DrillHistory />
      </main>
    </div>
  );
}
