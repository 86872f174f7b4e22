/**
 * The incident limits and messages without zod (issue 41): the emergency page's check-in fields
 * show them at first paint and load schemas.ts (which re-exports them for the server) only to check
 * a check-in; the catalogue of message codes is built from the messages (decision 0361).
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

/** The server's refusals of emergency mode (incidents.handlers.ts). */
export const INCIDENT_MESSAGES = {
  alreadyOpen: 'An emergency is already open for your household. End it before starting another.',
  notOpen: 'This emergency has ended.',
  editorsOnly: 'Only owners and editors can start or end emergency mode.',
  subject: CHECKIN_MESSAGES.subject,
  /** A check-in id already used by another check-in (ids are the device's uuids: a broken client). */
  checkinIdTaken: 'This check-in id is already used. Send it with a new id.',
  /** The alertId of a start is not a warning matched to the household's places (issue 38). */
  warningNotFound: 'Warning not found',
} as const;
