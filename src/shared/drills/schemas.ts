/**
 * Household drills (/training-protocols): one schema for the "Record drill" form and the server.
 * A drill is recorded for a day that is not in the future; "today" is the device's own day in the
 * form, and the latest day anywhere on Earth (UTC+14) on the server, so nobody's today is refused.
 */
import { z } from 'zod';
import { listCursorSchema, listLimitSchema } from '../kits/schemas';
import { calendarDay } from '../supplies/date-schema';
import { DRILL_EVENT_TYPES, DRILL_MESSAGES } from './drills';

// Kept reachable from here for what imported them from this path (drills.ts has them without zod).
export { DRILL_MESSAGES, LEGACY_PRACTICE_LABEL } from './drills';

/** The latest calendar day anywhere on Earth at `now` (UTC+14, Kiribati). */
export const latestDayOnEarth = (now: number): string => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);

/** POST /api/drills: the drill done, and when; `today` gives the latest day allowed (YYYY-MM-DD). */
export const recordDrillSchema = (today: () => string) =>
  z
    .object({
      eventType: z.enum(DRILL_EVENT_TYPES, { error: DRILL_MESSAGES.eventType }),
      practisedOn: calendarDay(DRILL_MESSAGES.date).refine((d) => d <= today(), { message: DRILL_MESSAGES.future }),
    })
    .strict();
export type RecordDrillInput = z.input<ReturnType<typeof recordDrillSchema>>;
export type RecordDrill = z.output<ReturnType<typeof recordDrillSchema>>;

/** GET /api/drills?cursor=&limit= : one page of the household's drills, newest first. */
export const drillListQuerySchema = z.object({ cursor: listCursorSchema, limit: listLimitSchema });

export const recordedDrillSchema = z.object({
  id: z.string(),
  /** One of the drill event types; 'custom' for a practice noted on the family plan before drills existed. */
  eventType: z.string(),
  practisedOn: z.string(),
  /** The recorder's first name while they are in the household (else null: a former member). */
  recordedBy: z.string().nullable(),
  /** What happened, for a drill recorded from a practice emergency ("Practice: 3 of 4 checked in; ..."), else null. */
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type RecordedDrill = z.output<typeof recordedDrillSchema>;

export const drillListSchema = z.object({
  drills: z.array(recordedDrillSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  /** The household's latest drill day (the family plan's "last practised"), null when none. */
  lastPractisedOn: z.string().nullable(),
  /** Owners and editors record and delete drills; viewers read. */
  canRecord: z.boolean(),
});
export type DrillList = z.output<typeof drillListSchema>;
