/**
 * A member's official-warning preferences (issue 38, decision 281): which severities notify them,
 * and quiet hours. The profile settings form and PATCH /api/alerts/settings share this schema.
 */
import { z } from 'zod';

/** The severities a member can choose (CAP's words); "Unknown" is never offered. */
export const ALERT_SEVERITY_CHOICES = ['Extreme', 'Severe', 'Moderate', 'Minor'] as const;
export type AlertSeverityChoice = (typeof ALERT_SEVERITY_CHOICES)[number];
/** What a member gets until they choose (the database's default too, migration 0021). */
export const DEFAULT_ALERT_SEVERITIES = ['Extreme', 'Severe', 'Moderate'] as const;
/** Minutes in a day: quiet hours are minutes after local midnight, 0..1439. */
export const MINUTES_PER_DAY = 1440;

export const ALERT_SETTINGS_MESSAGES = {
  severity: 'Choose from Extreme, Severe, Moderate and Minor',
  minute: 'Enter a time of day',
  bothTimes: 'Set both times, or neither',
  sameTimes: 'Quiet hours must end at a different time than they start',
  timeZone: 'Not a time zone this server knows',
  saved: 'Warning settings saved',
  saveFailed: 'Could not save the warning settings.',
} as const;

/** An IANA time zone name the runtime knows ("Europe/Berlin", "America/New_York", "UTC"). */
export const isTimeZone = (value: string): boolean => {
  if (value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const isChoice = (value: string): value is AlertSeverityChoice =>
  (ALERT_SEVERITY_CHOICES as readonly string[]).includes(value);
/** Each a choice, none twice (one message for the whole list: the form shows it under the checkboxes). */
const isSeverityList = (list: readonly string[]): boolean =>
  Array.isArray(list) && list.every(isChoice) && new Set(list).size === list.length;
/** The chosen severities in the form's order (Extreme first), typed. */
export const severityChoices = (list: readonly string[]): AlertSeverityChoice[] =>
  ALERT_SEVERITY_CHOICES.filter((s) => list.includes(s));

const minuteOfDay = z
  .number({ error: ALERT_SETTINGS_MESSAGES.minute })
  .int(ALERT_SETTINGS_MESSAGES.minute)
  .min(0, ALERT_SETTINGS_MESSAGES.minute)
  .max(MINUTES_PER_DAY - 1, ALERT_SETTINGS_MESSAGES.minute);

/**
 * Any field may be left out (it keeps its value); quiet hours are set or cleared together: both
 * times (different) or both null. A time zone of null means UTC.
 */
export const updateAlertSettingsSchema = z
  .object({
    severities: z
      .array(z.string(), { error: ALERT_SETTINGS_MESSAGES.severity })
      .refine(isSeverityList, ALERT_SETTINGS_MESSAGES.severity)
      .optional(),
    quietFrom: minuteOfDay.nullable().optional(),
    quietTo: minuteOfDay.nullable().optional(),
    timeZone: z
      .string({ error: ALERT_SETTINGS_MESSAGES.timeZone })
      .refine((value) => value.length <= 64 && isTimeZone(value), ALERT_SETTINGS_MESSAGES.timeZone)
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine(({ quietFrom: from, quietTo: to }, ctx) => {
    if (from === undefined && to === undefined) return;
    if (from === null && to === null) return;
    const issue = (path: 'quietFrom' | 'quietTo', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (from === undefined || from === null) issue('quietFrom', ALERT_SETTINGS_MESSAGES.bothTimes);
    if (to === undefined || to === null) issue('quietTo', ALERT_SETTINGS_MESSAGES.bothTimes);
    else if (from === to) issue('quietTo', ALERT_SETTINGS_MESSAGES.sameTimes);
  });
export type UpdateAlertSettingsInput = z.input<typeof updateAlertSettingsSchema>;
export type UpdateAlertSettings = z.output<typeof updateAlertSettingsSchema>;

export const alertSettingsSchema = z.object({
  severities: z.array(z.enum(ALERT_SEVERITY_CHOICES)),
  quietFrom: z.number().int().nullable(),
  quietTo: z.number().int().nullable(),
  timeZone: z.string().nullable(),
  /** Warning emails go only to a verified address (pushes go to the member's devices). */
  emailVerified: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** "22:30" -> 1350; "" -> null; anything else -> NaN (refused by the schema with a field message). */
export const minutesFromTime = (value: string): number | null => {
  if (value === '') return null;
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};
/** 1350 -> "22:30"; null -> "". */
export const timeFromMinutes = (value: number | null): string =>
  value === null ? '' : `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
