/**
 * Official-warning settings without zod (issue 41, decision 0306): the choices, messages and time
 * helpers the profile page shows at first paint. settings.ts holds the schema and re-exports these.
 */
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

/** The chosen severities in the form's order (Extreme first), typed. */
export const severityChoices = (list: readonly string[]): AlertSeverityChoice[] =>
  ALERT_SEVERITY_CHOICES.filter((s) => list.includes(s));

/** "22:30" -> 1350; "" -> null; anything else -> NaN (refused by the schema with a field message). */
export const minutesFromTime = (value: string): number | null => {
  if (value === '') return null;
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};
/** 1350 -> "22:30"; null -> "". */
export const timeFromMinutes = (value: number | null): string =>
  value === null ? '' : `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
