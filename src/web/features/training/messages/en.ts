/**
 * /training-protocols in English, word for word as before issue 43. The drills' own texts (names,
 * summaries, steps, sources) come from drills.ts through ../drill-content.ts; the event types'
 * names are the shared module's (plans.ts), referenced, not copied.
 */
import { eventTypeLabel } from '@shared/constants/plans';
import { drillOf, LEGACY_PRACTICE_LABEL, type DrillEventType } from '@shared/drills/drills';

export const en = {
  // The page
  'page.back': 'Back to Dashboard',
  'page.eyebrow': 'Drills',
  'page.title': 'Training Protocols',
  'page.lead': (p: { months: number }) =>
    `Practise your plans with everyone at home: pick a drill, follow its checklist against the timer, then record it. Practise at least every ${p.months} months, twice a year (Ready.gov).`,
  'page.lastPractised': (p: { day: string }) => `Last practised ${p.day}.`,
  'page.noDrillYet': 'No drill recorded yet.',
  'page.familyPlan': 'Family plan',
  'page.readGuide': (p: { title: string }) => `Read the guide: ${p.title}`,
  'picker.label': 'Drill',
  'picker.hint': 'One drill for each kind of emergency in your plans.',
  'picker.forPlans': 'For your plans',
  'picker.others': 'Other drills',
  'picker.option': (p: { event: string; title: string }) => `${p.event}: ${p.title}`,
  'event.earthquake': eventTypeLabel('earthquake'),
  'event.hurricane': eventTypeLabel('hurricane'),
  'event.blackout': eventTypeLabel('blackout'),
  'event.wildfire': eventTypeLabel('wildfire'),
  'event.pandemic': eventTypeLabel('pandemic'),
  'event.civil_unrest': eventTypeLabel('civil_unrest'),
  'event.winter_storm': eventTypeLabel('winter_storm'),
  'event.flood': eventTypeLabel('flood'),
  'event.tornado': eventTypeLabel('tornado'),
  'event.chemical_nuclear': eventTypeLabel('chemical_nuclear'),
  'event.wilderness_lost': eventTypeLabel('wilderness_lost'),
  'event.vehicle_breakdown': eventTypeLabel('vehicle_breakdown'),
  // A drill's own words (drills.ts; the other locales' in ../drills/<locale>.ts), read through ../drill-content.ts.
  'drill.title': (p: { type: DrillEventType }) => drillOf(p.type).title,
  'drill.summary': (p: { type: DrillEventType }) => drillOf(p.type).summary,
  'drill.step': (p: { type: DrillEventType; index: number }) => drillOf(p.type).steps[p.index]!,
  /** A drill by its event type: "Flood drill". */
  drillName: (p: { event: string }) => `${p.event} drill`,
  legacyPractice: LEGACY_PRACTICE_LABEL,
  error: 'Error',
  newTab: '(opens in a new tab)',

  // Checklist
  'checklist.title': 'Checklist',
  'checklist.status': 'Ticks are for this run only',
  'checklist.steps': (p: { title: string }) => `${p.title} steps`,
  'checklist.step': (p: { n: number }) => `Step ${p.n}: `,
  'checklist.done': (p: { done: number; total: number }) => `${p.done} of ${p.total} done`,
  'checklist.basedOn': 'Based on:',

  // Timer
  'timer.title': 'Timer',
  'timer.running': 'Running',
  'timer.stopped': 'Stopped',
  'timer.elapsed': 'Elapsed time',
  'timer.start': 'Start',
  'timer.resume': 'Resume',
  'timer.pause': 'Pause',
  'timer.reset': 'Reset',
  'timer.started': 'Timer started',
  'timer.paused': (p: { time: string }) => `Timer paused at ${p.time}`,
  'timer.resetDone': 'Timer reset to 0 seconds',
  /** "1 minute 23 seconds", for screen readers. */
  'timer.spoken': (p: { h: number; m: number; s: number }) => {
    const parts: [number, string][] = [
      [p.h, 'hour'],
      [p.m, 'minute'],
      [p.s, 'second'],
    ];
    const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
    return said.length ? said.join(' ') : '0 seconds';
  },

  // Record drill
  'record.title': 'Record drill',
  'record.intro': (p: { event: string }) =>
    `Done the ${p.event.toLowerCase()} drill? Record the day: the family plan shows the latest drill as last practised.`,
  'record.date': 'Date of the drill',
  'record.dateHint': 'Today unless you practised on another day; not in the future.',
  'record.recording': 'Recording...',
  'record.recorded': (p: { name: string; day: string }) => `${p.name} recorded for ${p.day}`,
  'record.failed': 'The drill was not recorded. Please try again.',

  // Recorded drills
  'history.title': 'Recorded drills',
  'history.total': (p: { count: number }) => `${p.count} recorded`,
  'history.loadFailed': 'Failed to Load the Drills',
  'history.loading': 'Loading the drills',
  'history.empty': 'No drills recorded yet.',
  'history.entry': (p: { name: string; day: string }) => `${p.name}, ${p.day}`,
  'history.recordedBy': (p: { who: string; day: string }) => `Recorded by ${p.who} on ${p.day}`,
  'history.formerMember': 'a former member',
  'history.delete': (p: { name: string; day: string }) => `Delete ${p.name} of ${p.day}`,
  'history.deleted': (p: { name: string; day: string }) => `${p.name} of ${p.day} deleted`,
  'history.deleteFailed': 'The drill was not deleted. Please try again.',
  'history.noun': 'drills',
  'confirm.title': 'Delete this drill?',
  'confirm.description': (p: { name: string; day: string }) =>
    `${p.name} of ${p.day}. The family plan's last practised day becomes the latest drill left.`,
  'confirm.delete': 'Delete drill',
};
