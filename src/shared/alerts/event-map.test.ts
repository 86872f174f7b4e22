import { describe, expect, it } from 'vitest';
import { PLAN_EVENT_TYPE_VALUES } from '../constants/plans';
import { CAP_CATEGORIES, DWD_GROUPS, NWS_EVENT_NAMES, SAME_EVENT_CODES, planEventTypeFor } from './event-map';

const info = (event: string, eventCodes: { valueName: string; value: string }[] = [], categories: string[] = []) => ({
  event,
  eventCodes,
  categories,
});

describe('official event -> plan event type', () => {
  it('NWS event names the issue names, case and spacing ignored', () => {
    expect(planEventTypeFor(info('Hurricane Warning'))).toBe('hurricane');
    expect(planEventTypeFor(info('Flash Flood Warning'))).toBe('flood');
    expect(planEventTypeFor(info('Tornado Warning'))).toBe('tornado');
    expect(planEventTypeFor(info('Red Flag Warning'))).toBe('wildfire');
    expect(planEventTypeFor(info('  winter   storm WARNING '))).toBe('winter_storm');
    expect(planEventTypeFor(info('Blizzard Warning'))).toBe('winter_storm');
    expect(planEventTypeFor(info('Nuclear Power Plant Warning'))).toBe('chemical_nuclear');
    expect(planEventTypeFor(info('Civil Danger Warning'))).toBe('civil_unrest');
    expect(planEventTypeFor(info('Earthquake Warning'))).toBe('earthquake');
    expect(planEventTypeFor(info('Tsunami Warning'))).toBe('flood');
  });

  it("a SAME code wins over the event name (the code is the sender's classification)", () => {
    expect(planEventTypeFor(info('Storm', [{ valueName: 'SAME', value: 'TOW' }]))).toBe('tornado');
    expect(planEventTypeFor(info('Tornado Warning', [{ valueName: 'SAME', value: 'HUW' }]))).toBe('hurricane');
    // "NWS" is the generic SAME code of non-EAS products: the name decides.
    expect(planEventTypeFor(info('Ice Storm Warning', [{ valueName: 'SAME', value: 'NWS' }]))).toBe('winter_storm');
    // A code under another valueName is not a SAME code.
    expect(planEventTypeFor(info('Storm', [{ valueName: 'NationalWeatherService', value: 'TOW' }]))).toBe('custom');
  });

  it('DWD GROUP, then CAP categories, then custom', () => {
    expect(planEventTypeFor(info('GLATTEIS', [{ valueName: 'GROUP', value: 'GLAZE' }], ['Met']))).toBe('winter_storm');
    expect(planEventTypeFor(info('STURMBÖEN', [{ valueName: 'GROUP', value: 'WIND' }], ['Met']))).toBe('custom');
    expect(planEventTypeFor(info('Gefahreninformation', [], ['Health']))).toBe('pandemic');
    expect(planEventTypeFor(info('Fire', [], ['Fire', 'Met']))).toBe('wildfire');
    expect(planEventTypeFor(info('News', [], ['Met', 'Geo']))).toBe('earthquake');
    expect(planEventTypeFor(info('Gale Warning', [], ['Met']))).toBe('custom');
    expect(planEventTypeFor(info('Something new'))).toBe('custom');
  });

  it('every table value is a plan event type and NWS names are stored normalised', () => {
    for (const table of [SAME_EVENT_CODES, NWS_EVENT_NAMES, DWD_GROUPS, CAP_CATEGORIES]) {
      for (const value of Object.values(table)) expect(PLAN_EVENT_TYPE_VALUES).toContain(value);
    }
    for (const name of Object.keys(NWS_EVENT_NAMES)) expect(name).toBe(name.trim().toLowerCase());
    for (const code of Object.keys(SAME_EVENT_CODES)) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});
