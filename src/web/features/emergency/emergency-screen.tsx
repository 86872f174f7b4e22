import type { ReactNode } from 'react';
import type { PlanEventType } from '@shared/constants/plans';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { CallSection } from './components/call-section';
import { DoNowSection } from './components/do-now-section';
import { EventChooser } from './components/event-chooser';
import { GrabSection } from './components/grab-section';
import { HoldOutSection } from './components/hold-out-section';
import { MeetSection } from './components/meet-section';
import { PeopleSection } from './components/people-section';
import type { Ticks } from './ticks';

/** The household's plan for `type`: the most recently changed one when there are several. */
export const planFor = (answer: EmergencyAnswer, type: PlanEventType | null) =>
  type === null ? null : (answer.plans.find((p) => p.eventType === type) ?? null);

/** What to grab: the kits the plan links, or else every kit of the household. */
export function kitsToGrab(answer: EmergencyAnswer, type: PlanEventType | null) {
  const plan = planFor(answer, type);
  const linked = plan ? answer.kits.filter((k) => plan.kitIds.includes(k.id)) : [];
  return linked.length > 0
    ? { kits: linked, fromPlan: true }
    : { kits: answer.kits.filter((k) => k.household), fromPlan: false };
}

export interface EmergencyScreenProps {
  answer: EmergencyAnswer;
  /** The event chosen (null: nothing yet; Call and Meet show regardless). */
  eventType: PlanEventType | null;
  /** The event to offer first (the last one used). */
  lastEventType: PlanEventType | null;
  onChooseEventType: (type: PlanEventType) => void;
  /** Ticks of "Do now" and "Grab": the device's, or an open incident's shared ticks. */
  ticks: Ticks;
  /** Shown above Call (the open incident and check-ins). */
  incident?: ReactNode;
  /** Shown right after "What is happening" (starting emergency mode for the household). */
  startIncident?: ReactNode;
}

/**
 * The emergency screen, read-only, one column (docs/product.md#emergency-screen): Call, Meet,
 * What is happening, Do now, Grab, Hold out, People, all from one answer.
 */
export function EmergencyScreen({
  answer,
  eventType,
  lastEventType,
  onChooseEventType,
  ticks,
  incident,
  startIncident,
}: EmergencyScreenProps) {
  const plan = planFor(answer, eventType);
  const grab = kitsToGrab(answer, eventType);
  return (
    <>
      {incident}
      <CallSection answer={answer} />
      <MeetSection answer={answer} />
      <EventChooser chosen={eventType} last={lastEventType} onChoose={onChooseEventType} />
      {startIncident}
      <DoNowSection type={eventType} plan={plan} ticks={ticks} canEdit={answer.canEdit} />
      <GrabSection kits={grab.kits} fromPlan={grab.fromPlan} ticks={ticks} />
      <HoldOutSection holdOut={answer.holdOut} />
      <PeopleSection answer={answer} />
    </>
  );
}
