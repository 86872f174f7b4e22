/**
 * Emergency mode (issue 37): a household's incident, its check-ins and its shared ticks. The
 * zod schemas here are what the /emergency page sends and what the server accepts.
 */
import { z } from 'zod';
import { PLAN_EVENT_TYPE_VALUES } from '../constants/plans';

/** "I'm safe" and "I need help". */
export const CHECKIN_STATUSES = ['safe', 'help'] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

/** What a tick marks off on the emergency screen: a "Do now" step, or a kit item to grab. */
export const INCIDENT_TICK_KINDS = ['step', 'grab'] as const;
export type IncidentTickKind = (typeof INCIDENT_TICK_KINDS)[number];

export const INCIDENT_LIMITS = {
  /** A check-in's note ("at the school gym", "Leo is with me"): a text message's length. */
  noteMax: 280,
  /** The name of someone checked in for who has no account (a child of the family plan). */
  subjectNameMax: 80,
  /** A tick's key: a plan step's id or position, or a kit item's id. */
  tickKeyMax: 100,
  /** Recent ended incidents the page lists. */
  recentShown: 10,
} as const;

export const INCIDENT_MESSAGES = {
  alreadyOpen: 'An emergency is already open for your household. End it before starting another.',
  notOpen: 'This emergency has ended.',
  editorsOnly: 'Only owners and editors can start or end emergency mode.',
  subject: 'Choose who this check-in is for.',
} as const;

export const startIncidentSchema = z.object({
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES),
  practice: z.boolean().default(false),
});
export type StartIncident = z.infer<typeof startIncidentSchema>;
