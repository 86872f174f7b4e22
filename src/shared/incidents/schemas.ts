/**
 * Emergency mode (issue 37): a household's incident, its check-ins and its shared ticks. The
 * zod schemas here are what the /emergency page sends and what the server accepts.
 */
import { z } from 'zod';
import { ALERT_SEVERITIES, ALERT_URGENCIES } from '../alerts/schemas';
import { PLAN_EVENT_TYPE_VALUES, type PlanEventType } from '../constants/plans';
import { personName } from '../names';
import { text, uuid } from '../text';
import { CHECKIN_MESSAGES, INCIDENT_LIMITS, INCIDENT_MESSAGES } from './limits';

type PlanEventTypeValue = PlanEventType;

/** "I'm safe" and "I need help". */
export const CHECKIN_STATUSES = ['safe', 'help'] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

/** What a tick marks off on the emergency screen: a "Do now" step, or a kit item to grab. */
export const INCIDENT_TICK_KINDS = ['step', 'grab'] as const;
export type IncidentTickKind = (typeof INCIDENT_TICK_KINDS)[number];

export { CHECKIN_MESSAGES, INCIDENT_LIMITS, INCIDENT_MESSAGES } from './limits';

export const startIncidentSchema = z.object({
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES),
  practice: z.boolean().default(false),
  /**
   * The official warning it is started for (issue 38, "Start emergency mode for this"): one
   * matched to the household's watched places, else 404 "Warning not found".
   */
  alertId: uuid().optional(),
});
export type StartIncident = z.infer<typeof startIncidentSchema>;

/** A note on one line, without control, bidi or zero-width characters (cleanName), capped. */
const checkinNote = () => personName().max(INCIDENT_LIMITS.noteMax, CHECKIN_MESSAGES.note);

/** Where the member was when they checked in: only sent when they tapped "Share my location". */
export const checkinLocationSchema = z.object({
  latitude: z.number().finite().min(-90, CHECKIN_MESSAGES.latitude).max(90, CHECKIN_MESSAGES.latitude),
  longitude: z.number().finite().min(-180, CHECKIN_MESSAGES.longitude).max(180, CHECKIN_MESSAGES.longitude),
  /** The browser's accuracy radius in metres, when it gives one. */
  accuracyM: z.number().finite().min(0).max(1_000_000).nullable().default(null),
});
export type CheckinLocation = z.infer<typeof checkinLocationSchema>;

/**
 * POST /api/incidents/:id/checkins (checkin.ts checks the same without zod, on the emergency page). `id` is made by the device (a queued offline check-in is
 * sent again with the same id and stored once). The subject is the sender unless
 * `subjectUserId` (another member) or `subjectName` (someone without an account: "Leo") is given.
 */
export const checkinSchema = z
  .object({
    id: uuid(),
    status: z.enum(CHECKIN_STATUSES),
    note: checkinNote()
      .nullable()
      .default(null)
      .transform((v) => (v === '' ? null : v)),
    subjectUserId: text().max(200).nullable().default(null),
    subjectName: personName()
      .max(INCIDENT_LIMITS.subjectNameMax, CHECKIN_MESSAGES.subjectName)
      .nullable()
      .default(null)
      .transform((v) => (v === '' ? null : v)),
    location: checkinLocationSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.subjectUserId !== null && v.subjectName !== null) {
      ctx.addIssue({ code: 'custom', path: ['subjectName'], message: INCIDENT_MESSAGES.subject });
    }
  });
export type CheckinInput = z.input<typeof checkinSchema>;
export type Checkin = z.infer<typeof checkinSchema>;

/** PUT /api/incidents/:id/ticks: tick or untick one "Do now" step or one kit item to grab. */
export const tickSchema = z.object({
  kind: z.enum(INCIDENT_TICK_KINDS),
  itemKey: text().trim().min(1).max(INCIDENT_LIMITS.tickKeyMax),
  ticked: z.boolean(),
});
export type TickInput = z.infer<typeof tickSchema>;

/** A person as the emergency screen names them. */
export interface IncidentPerson {
  id: string;
  name: string;
}

/** One check-in as GET /api/incidents/current answers it. */
export interface IncidentCheckinView {
  id: string;
  status: CheckinStatus;
  note: string | null;
  /** The member it is about, or null for someone without an account (subjectName). */
  subject: IncidentPerson | null;
  subjectName: string | null;
  /** Who sent it (differs from the subject for "Leo is with me"); null once their account is gone. */
  reportedBy: IncidentPerson | null;
  location: CheckinLocation | null;
  createdAt: string;
}

export interface IncidentTickView {
  kind: IncidentTickKind;
  itemKey: string;
  tickedBy: IncidentPerson | null;
  tickedAt: string;
}

/**
 * The official warning an incident was started for (issue 38, decision 0282), as the emergency
 * screen shows it above everything else: who sent it, its headline and its instruction first. Texts
 * are the sender's, plain text (never HTML). `endedAt`: the warning was cancelled, replaced or expired.
 */
export const incidentWarningSchema = z.object({
  id: z.string(),
  senderName: z.string(),
  headline: z.string().nullable(),
  event: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  urgency: z.enum(ALERT_URGENCIES),
  instruction: z.string().nullable(),
  description: z.string().nullable(),
  expires: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type IncidentWarning = z.infer<typeof incidentWarningSchema>;

export interface IncidentView {
  id: string;
  eventType: PlanEventTypeValue;
  practice: boolean;
  startedAt: string;
  startedBy: IncidentPerson | null;
  endedAt: string | null;
  endedBy: IncidentPerson | null;
  /** Each subject's latest check-in, "I need help" first, then newest first. */
  latest: IncidentCheckinView[];
  /** Every check-in of the incident, newest first (its history). */
  checkins: IncidentCheckinView[];
  /** Members with no check-in about them since the incident started. */
  notHeardFrom: IncidentPerson[];
  ticks: IncidentTickView[];
  /** The official warning it was started for, or null (started from the emergency screen). */
  warning: IncidentWarning | null;
}

/** GET /api/incidents/current: the household's open incident (or null) and the last ended ones. */
export interface IncidentsCurrent {
  incident: IncidentView | null;
  recent: Array<Pick<IncidentView, 'id' | 'eventType' | 'practice' | 'startedAt' | 'endedAt'>>;
  /** Whether the caller may start and end an incident (owner or editor). */
  canManage: boolean;
  /** The event type the household used last, to offer first. */
  lastEventType: PlanEventTypeValue | null;
}
