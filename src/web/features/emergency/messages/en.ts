/**
 * The emergency screen's texts (issue 43, decision 0338), today's English word for word. Texts the
 * code already holds (the event types' names, the official steps, the readiness figure, the
 * incident's headline and times, the "We are OK" text) are taken from it, so the English
 * catalogue adds no copy of them.
 */
import { eventTypeLabel, PLAN_EVENT_TYPES, type PlanEventType } from '@shared/constants/plans';
import { OFFICIAL_STEPS } from '@shared/emergency/official-steps';
import type { EmergencyMeetingPlace } from '@shared/emergency/schemas';
import type { Formats } from '@shared/i18n/format';
import type { CheckinStatus, IncidentView } from '@shared/incidents/schemas';
import { figureText, formatDays } from '@shared/readiness/calculator';
import type { PetKind } from '@shared/readiness/figures';
import { calendarDayLong } from '@web/lib/format';
import { incidentHeadline, incidentTime, STATUS_TEXT } from '@web/lib/incidents/incident-text';
import { WE_ARE_OK_TEXT } from '../links';

type Resource = 'water' | 'food';
export type Headline = Pick<IncidentView, 'eventType' | 'practice' | 'startedAt' | 'startedBy'>;

/** What a check-in made offline says until it is sent (issue 37). */
export const QUEUED_TEXT = 'Queued — will send when you are back online';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * An event's name in lower case inside a sentence ("hurricane"). Looked up without falling back to
 * the value itself: for one-word types the lower-case name is the value, so the pseudo-locale, which
 * marks parameters to keep them as they are, took the name for a parameter and left it plain
 * (decision 0366); a marked value now finds no name and the whole sentence is accented.
 */
const lowerName = (type: PlanEventType): string =>
  PLAN_EVENT_TYPES.find((t) => t.value === type)?.label.toLowerCase() ?? 'this event';

export const en = {
  // The page
  title: 'Emergency',
  loadFailed: 'Failed to Load the Emergency Screen',
  loading: 'Loading the emergency screen…',
  back: 'Back to Dashboard',

  // Shared by the sections
  /** An event type's name ("Civil Unrest"), as the chooser shows it. */
  eventType: (p: { type: PlanEventType }) => eventTypeLabel(p.type),
  /** A time of the incident: "14:05" today, "Nov 26, 14:05" another day. */
  time: (p: { iso: string }) => incidentTime(p.iso),
  callNamed: (p: { label: string; number: string }) => `Call ${p.label}: ${p.number}`,
  readGuide: (p: { title: string }) => `Read the guide: ${p.title}`,
  somethingWrong: SOMETHING_WRONG,

  // Call
  call: 'Call',
  callNumber: (p: { number: string }) => `Call ${p.number}`,
  outOfTownContact: ', out-of-town contact',
  callContact: (p: { phone: string; name: string }) => `Call ${p.phone} (${p.name})`,
  textOk: 'Text “We are OK”',
  textOkTo: (p: { name: string }) => `Text “We are OK” to ${p.name}`,
  /** The `sms:` link's prefilled text. */
  weAreOkSms: WE_ARE_OK_TEXT,
  otherPhone: (p: { name: string }) => `${p.name}, other phone`,
  ourHousehold: 'Our household',
  importantNumbers: 'Important numbers',
  noPhones: 'No phone numbers saved yet.',
  addPhones: 'Add them to the family plan',

  // Meet
  meet: 'Meet',
  /** A meeting place's heading: the plan's own label in English. */
  meetingPlace: (p: { key: EmergencyMeetingPlace['key']; label: string }) => p.label,
  openInMaps: (p: { address: string }) => `${p.address} (open in a maps app)`,
  onOpenStreetMap: (p: { address: string }) => `${p.address} on OpenStreetMap`,
  noPlaces: 'No meeting places saved yet.',
  choosePlaces: 'Choose them in the family plan',

  // What is happening
  whatIsHappening: 'What is happening',
  notChosen: 'Not chosen',

  // Do now
  doNow: 'Do now',
  chooseFirst: 'Choose what is happening above to see what to do now.',
  source: 'Source:',
  noSteps: 'This plan has no steps.',
  stepsOf: (p: { title: string }) => `Steps of ${p.title}`,
  noPlanYet: (p: { type: PlanEventType }) =>
    `We have no plan for ${lowerName(p.type)} yet. Recommended steps from official guidance:`,
  recommendedFor: (p: { type: PlanEventType }) => `Recommended steps for ${eventTypeLabel(p.type)}`,
  /** An official step's text (the locale's step module: ../../../../shared/emergency/official-steps/). */
  officialStep: (p: { type: PlanEventType; index: number }) => OFFICIAL_STEPS[p.type][p.index]!.text,
  saveAsOurPlan: 'Save as our plan',
  /** The title "Save as our plan" gives (decision 0275). */
  ourPlanTitle: (p: { type: PlanEventType }) => `Our ${lowerName(p.type)} plan`,
  saveFailed: (p: { message: string }) => `Could not save the plan: ${p.message}`,

  // Grab
  grab: 'Grab',
  noKits: 'No kits yet.',
  buildOne: 'Build one',
  kitsOfPlan: 'The kits our plan names:',
  ourKits: 'Our kits:',
  grabbed: (p: { grabbed: number; total: number }) => `(grabbed ${p.grabbed} of ${p.total})`,
  grabFrom: (p: { kit: string }) => `Grab from ${p.kit}`,

  // Hold out
  holdOut: 'Hold out',
  figure: (p: { days: number; limitedBy: Resource }) => figureText(p.days, p.limitedBy),
  runsOut: (p: { first: Resource; firstDays: number; then: Resource; thenDays: number }) =>
    `Runs out first: ${p.first} after ${formatDays(p.firstDays)}, then ${p.then} after ${formatDays(p.thenDays)}.`,
  forPeople: (p: { people: number; goalDays: number }, f: Formats) =>
    `For ${p.people} ${f.plural(p.people, { one: 'person', other: 'people' })}; our goal is ${p.goalDays} days.`,
  nextDrop: (p: { on: string; days: number }) =>
    `From ${calendarDayLong(p.on)}, expiring stock leaves ${formatDays(p.days)}.`,
  holdOutUnknown: 'How long our water and food last is not known yet.',
  setUpReadiness: 'Set up the household on the Readiness page',

  // People
  people: 'People',
  nobodyNamed: 'Nobody is named yet.',
  addHousehold: 'Add your household to the family plan',
  bloodType: 'Blood type',
  allergies: 'Allergies',
  medicines: 'Medicines',
  conditions: 'Conditions',
  noMedicalNotes: 'No medical notes saved.',
  petKind: (p: { kind: PetKind }) => ({ dog: 'dog', cat: 'cat', other: 'pet' })[p.kind],
  vet: 'Vet',
  microchip: 'Microchip',
  noVet: 'No vet or microchip saved.',

  // The official warning
  warningFrom: (p: { sender: string }) => `Official warning from ${p.sender}`,
  warningEnded: (p: { time: string }) => `This warning has ended (${p.time}).`,
  warningUntil: (p: { time: string }) => `Until ${p.time}.`,
  whatToDo: 'What to do',
  noInstructions: 'The warning gives no instructions: follow your plan below.',
  moreFromWarning: 'More from the warning',
  allWarnings: 'All official warnings',

  // Emergency mode (the incident)
  emergencyMode: 'Emergency mode',
  loadingIncident: "Loading the household's emergency…",
  incidentFailed: "The household's emergency could not be loaded. Check your connection.",
  event: 'Event',
  startsIt: (p: { type: PlanEventType }) =>
    `${eventTypeLabel(p.type)}: starting it tells every member of your household at once.`,
  chooseThenStart: 'Choose what is happening, then start it for your household: every member is told at once.',
  startEmergency: 'Start emergency',
  startPractice: 'Start practice',
  noneOpen: 'No emergency is open. An owner or editor of your household starts one here.',
  lastIncident: (p: { practice: boolean; type: PlanEventType; time: string }) =>
    `Last ${p.practice ? 'practice' : 'emergency'}: ${eventTypeLabel(p.type)}, ended ${p.time}.`,
  practiceBadge: 'PRACTICE',
  /** "Hurricane — emergency since 14:05, started by Ana". */
  headline: (p: { incident: Headline }) => incidentHeadline(p.incident),
  practiceNote: 'This is a practice: nobody is in danger. It ends as a recorded drill.',
  endPractice: 'End practice',
  endEmergency: 'End emergency',
  endPracticeQuestion: 'End the practice for everyone?',
  endEmergencyQuestion: 'End the emergency for everyone?',
  endPracticeDetail: 'It is recorded as a drill, with who checked in and how long it took. Check-ins stop.',
  endEmergencyDetail: 'Check-ins stop. The household keeps its history.',
  keepPractising: 'Keep practising',
  keepOpen: 'Keep it open',
  notEnded: 'Emergency not ended',
  locationNotRemoved: 'Location not removed',
  tickNotSaved: 'Tick not saved',

  // Check in
  checkIn: 'Check in',
  needsHelp: 'Needs help',
  checkedIn: 'Checked in',
  nobodySafeYet: 'Nobody has checked in safe yet.',
  notHeardFrom: 'Not heard from',
  everyoneHeard: 'Everyone in the household has been heard from.',
  /** A check-in's status: "Safe", "Needs help". */
  status: (p: { status: CheckinStatus }) => STATUS_TEXT[p.status],
  someone: 'Someone',
  atTime: (p: { time: string }) => `at ${p.time}`,
  checkedInBy: (p: { name: string }) => `Checked in by ${p.name}`,
  whereWas: (p: { subject: string; accuracyM: number | null }) =>
    `Where ${p.subject} was${p.accuracyM !== null ? ` (within ${Math.round(p.accuracyM)} m)` : ''}`,
  announce: (p: { subject: string; status: CheckinStatus; time: string; note: string | null }) =>
    `${p.subject}: ${STATUS_TEXT[p.status]} at ${p.time}${p.note ? `, ${p.note}` : ''}.`,
  nameMissing: 'Type the name of who this check-in is for.',
  /** What the form says once a check-in is sent or queued; `label` null: for oneself. */
  checkinQueued: (p: { help: boolean; label: string | null }) =>
    `${p.help ? 'Help request' : 'Check-in'} for ${p.label ?? 'you'}: ${QUEUED_TEXT}.`,
  checkinSent: (p: { help: boolean; label: string | null; time: string }) =>
    `Sent at ${p.time}: ${p.label === null ? 'you are' : `${p.label} is`} ${p.help ? 'in need of help' : 'safe'}.`,
  notSent: 'Check-in not sent',
  noGeolocation: 'This browser cannot tell where you are.',
  locating: 'Finding where you are…',
  locationShared: 'Your location is shared with your household only.',
  locationGoesWith: 'Your location goes with your check-in, to your household only.',
  locationBlocked: 'Location is blocked for Holdfast in this browser. Check in without it.',
  locationNotFound: 'Your location could not be found. Check in without it.',
  locationRemoved: 'Your location was removed.',
  offline: 'You are offline. A check-in is kept on this device and sent when you are back online.',
  whoFor: 'Who is this check-in for?',
  me: (p: { name: string | null }) => `Me (${p.name ?? 'Me'})`,
  someoneElse: 'Someone else (type their name)',
  them: 'them',
  theirName: 'Their name',
  note: 'Note (optional)',
  notePlaceholder: 'At the school gym, Leo is with me',
  imSafe: "I'm safe",
  needHelp: 'I need help',
  shareLocation: 'Share my location',
  removeLocation: 'Remove my location',
  waitingToSend: 'Waiting to send',
  /** A queued check-in's subject: oneself ("You"), else the name. */
  queuedSubject: (p: { label: string | null }) => p.label ?? 'You',
  queued: QUEUED_TEXT,
};
