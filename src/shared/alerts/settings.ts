/**
 * A member's official-warning preferences (issue 38, decision 281): which severities notify them,
 * and quiet hours. The profile settings form and PATCH /api/alerts/settings share this schema.
 */
import { z } from 'zod';
import { ALERT_SETTINGS_MESSAGES, ALERT_SEVERITY_CHOICES, isTimeZone, MINUTES_PER_DAY } from './settings-rules';

export {
  ALERT_SETTINGS_MESSAGES,
  ALERT_SEVERITY_CHOICES,
  DEFAULT_ALERT_SEVERITIES,
  isTimeZone,
  MINUTES_PER_DAY,
  minutesFromTime,
  severityChoices,
  timeFromMinutes,
  type AlertSeverityChoice,
} from './settings-rules';

const isChoice = (value: string): boolean => (ALERT_SEVERITY_CHOICES as readonly string[]).includes(value);
/** Each a choice, none twice (one message for the whole list: the form shows it under the checkboxes). */
const isSeverityList = (list: readonly string[]): boolean =>
  Array.isArray(list) && list.every(isChoice) && new Set(list).size === list.length;

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
