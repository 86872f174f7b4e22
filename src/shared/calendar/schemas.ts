/**
 * The calendar feed (issue 16): a secret iCalendar URL listing the user's expiry dates, for
 * Google Calendar, Apple Calendar and Thunderbird to subscribe to.
 */
import { z } from 'zod';

/** GET /api/calendar and POST /api/calendar/reset: the feed's absolute URL (null: none yet). */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The feed's name in the calendar app (X-WR-CALNAME). */
export const CALENDAR_NAME = 'Holdfast expiry dates';

/** The secret: 32 random bytes, base64url (43 characters). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
