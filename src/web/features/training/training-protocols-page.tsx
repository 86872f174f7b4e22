import { useState } from 'react';
import { eventGuideFor, eventGuidePath } from '@shared/content/event-guide-refs';
import { DRILL_EVENT_TYPES, type Drill, type DrillEventType } from '@shared/drills/drills';
import { PRACTICE_EVERY_MONTHS } from '@shared/family-plan/figures';
import { BackHeader } from '@web/components/back-header';
import { FormField } from '@web/components/ui/form-field';
import { useEmergency } from '@web/lib/emergency/emergency-query';
import { eventGuideTitle } from '@web/lib/event-guides/event-guide-title';
import { familyPlanQueryKey } from '@web/lib/family-plan/family-plan-query';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { Link, useSearchParams } from '@web/lib/router';
import { drillsQueryKey, useDrills } from './api/drills-api';
import { DrillChecklist } from './components/drill-checklist';
import { DrillHistory } from './components/drill-history';
import { DrillTimer } from './components/drill-timer';
import { RecordDrillForm } from './components/record-drill-form';
import { drill as drillOf, drillsFor } from './drill-content';
import { dayShort, messages } from './messages';

const { t } = messages;

/** Another member's drill writes a household activity line (and moves the family plan): refetch. */
const REALTIME_TABLES = ['household_activity', 'family_plans'] as const;
const REALTIME_KEYS = [drillsQueryKey, familyPlanQueryKey];

const selectClass =
  'h-11 w-full rounded-sm border border-input bg-background px-3 text-base text-foreground sm:max-w-sm';

const isDrillType = (v: string | null): v is DrillEventType =>
  v !== null && (DRILL_EVENT_TYPES as readonly string[]).includes(v);

const drillOption = (d: Drill) => (
  <option key={d.eventType} value={d.eventType}>
    {t('picker.option', { event: t(`event.${d.eventType}`), title: d.title })}
  </option>
);

/**
 * /training-protocols: drills to practise the household's plans, one per event type, each with
 * a checklist and a timer, and "Record drill" (issue 21, decision 250). The latest
 * recorded drill is the family plan's "last practised"; practise twice a year (Ready.gov).
 *
 * The drills for the household's plans come first, and the first of them is open (decision 0289):
 * the plans' event types come from the emergency screen's answer, which every signed-in page
 * already asks for and keeps on the device (one query, no request of its own). `?drill=` (a
 * guide's "Practise it" link) opens that drill.
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const [params] = useSearchParams();
  const asked = params.get('drill');
  // Chosen by the user (or the link); until then the first drill of the household's plans.
  const [chosen, setChosen] = useState<DrillEventType | null>(isDrillType(asked) ? asked : null);
  const plans = useEmergency().data?.plans;
  const { forPlans, others } = drillsFor(plans?.map((p) => p.eventType) ?? []);
  const eventType = chosen ?? (forPlans[0] ?? others[0]!).eventType;
  // This run of the drill (ticks and timer): a fresh one for another drill and after recording.
  const [run, setRun] = useState({ ticked: new Set<number>() as ReadonlySet<number>, key: 0 });
  const newRun = () => setRun((r) => ({ ticked: new Set(), key: r.key + 1 }));
  const drill = drillOf(eventType);
  const guide = eventGuideFor(eventType);
  const last = useDrills().data?.pages[0]?.lastPractisedOn;

  const toggle = (step: number) => {
    // A run under way keeps its drill even if the household's plans change meanwhile.
    setChosen(eventType);
    const ticked = new Set(run.ticked);
    if (ticked.has(step)) ticked.delete(step);
    else ticked.add(step);
    setRun({ ...run, ticked });
  };

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={t('page.back')} />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('page.eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('page.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('page.lead', { months: PRACTICE_EVERY_MONTHS })}</p>
          <p className="text-sm" data-testid="last-practised">
            {last === undefined ? null : last ? t('page.lastPractised', { day: dayShort(last) }) : t('page.noDrillYet')}{' '}
            <Link
              to="/family-plan"
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
            >
              {t('page.familyPlan')}
            </Link>
          </p>
        </div>

        <FormField label={t('picker.label')} description={t('picker.hint')}>
          <select
            className={selectClass}
            value={eventType}
            onChange={(e) => {
              setChosen(e.target.value as DrillEventType);
              newRun();
            }}
          >
            {forPlans.length > 0 ? (
              <>
                <optgroup label={t('picker.forPlans')}>{forPlans.map(drillOption)}</optgroup>
                <optgroup label={t('picker.others')}>{others.map(drillOption)}</optgroup>
              </>
            ) : (
              others.map(drillOption)
            )}
          </select>
        </FormField>
        {guide ? (
          <p className="-mt-3 text-sm">
            <Link
              to={eventGuidePath(guide.slug)}
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
            >
              {t('page.readGuide', { title: eventGuideTitle(guide.slug) })}
            </Link>
          </p>
        ) : null}

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
