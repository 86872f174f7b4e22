import { describe, expect, it } from 'vitest';
import {
  ALERT_SETTINGS_MESSAGES,
  isTimeZone,
  minutesFromTime,
  severityChoices,
  timeFromMinutes,
  updateAlertSettingsSchema,
} from './settings';

const fieldsOf = (input: unknown) =>
  updateAlertSettingsSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('warning settings schema', () => {
  it('accepts any subset of the four severities, quiet hours both or neither, and a known time zone', () => {
    expect(fieldsOf({})).toEqual([]);
    expect(fieldsOf({ severities: [], quietFrom: null, quietTo: null, timeZone: null })).toEqual([]);
    expect(
      fieldsOf({ severities: ['Minor', 'Extreme'], quietFrom: 1439, quietTo: 0, timeZone: 'America/New_York' }),
    ).toEqual([]);
    expect(fieldsOf({ timeZone: 'UTC' })).toEqual([]);
  });

  it('refuses with one message per field', () => {
    expect(fieldsOf({ severities: ['Unknown'] })).toEqual([['severities', ALERT_SETTINGS_MESSAGES.severity]]);
    expect(fieldsOf({ quietTo: 60 })).toEqual([['quietFrom', ALERT_SETTINGS_MESSAGES.bothTimes]]);
    expect(fieldsOf({ quietFrom: 60, quietTo: null })).toEqual([['quietTo', ALERT_SETTINGS_MESSAGES.bothTimes]]);
    expect(fieldsOf({ quietFrom: 60, quietTo: 60 })).toEqual([['quietTo', ALERT_SETTINGS_MESSAGES.sameTimes]]);
    expect(fieldsOf({ quietFrom: Number.NaN, quietTo: 60 })).toEqual([['quietFrom', ALERT_SETTINGS_MESSAGES.minute]]);
    expect(fieldsOf({ timeZone: 'x'.repeat(65) })).toEqual([['timeZone', ALERT_SETTINGS_MESSAGES.timeZone]]);
    expect(fieldsOf({ extra: true }).map(([path]) => path)).toEqual(['']);
  });

  it('converts time inputs to minutes and back, and orders severities as the form lists them', () => {
    expect(minutesFromTime('22:30')).toBe(1350);
    expect(minutesFromTime('00:00')).toBe(0);
    expect(minutesFromTime('')).toBeNull();
    expect(minutesFromTime('7:5')).toBeNaN();
    expect(timeFromMinutes(1350)).toBe('22:30');
    expect(timeFromMinutes(5)).toBe('00:05');
    expect(timeFromMinutes(null)).toBe('');
    expect(severityChoices(['Minor', 'Unknown', 'Extreme'])).toEqual(['Extreme', 'Minor']);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
