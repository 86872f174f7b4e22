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
