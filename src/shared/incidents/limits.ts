/**
 * The incident limits without zod (issue 41): the emergency page's check-in fields show them at
 * first paint and load schemas.ts (which re-exports them for the server) only to check a check-in.
 */
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

/**
 * A check-in's field messages: checkinSchema (schemas.ts, the server's) and checkCheckin
 * (checkin.ts, the emergency page's, without zod) both say these.
 */
export const CHECKIN_MESSAGES = {
  note: `Keep the note to ${INCIDENT_LIMITS.noteMax} characters`,
  subjectName: `Keep the name to ${INCIDENT_LIMITS.subjectNameMax} characters`,
  /** Both a member (subjectUserId) and a typed name (subjectName). */
  subject: 'Choose who this check-in is for.',
  latitude: 'Latitude is between -90 and 90',
  longitude: 'Longitude is between -180 and 180',
} as const;
