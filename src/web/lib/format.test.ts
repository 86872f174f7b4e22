import { describe, expect, it } from 'vitest';
import { calendarDayLabel, isoDay, itemCountLabel, localeDate, localToday, longUsDate } from './format';

describe('date and count formats', () => {
  const noon = new Date(2026, 10, 21, 12).toISOString();
  const lateEvening = new Date(2026, 10, 21, 23, 30).toISOString();

  it('writes the long US date', () => {
    expect(longUsDate(noon)).toBe('November 21, 2026');
    expect(longUsDate(lateEvening)).toBe('November 21, 2026');
  });

  it("writes the long US date as toLocaleDateString('en-US') does, on every day of a leap year", () => {
    for (let day = 0; day < 366; day++) {
      const at = new Date(2028, 0, 1 + day, day % 24, 30);
      expect(longUsDate(at.toISOString())).toBe(
        at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      );
    }
  });

  it("writes YYYY-MM-DD on the viewer's own calendar, late in the evening included", () => {
    expect(isoDay(noon)).toBe('2026-11-21');
    expect(isoDay(lateEvening)).toBe('2026-11-21');
  });

  it('writes a calendar day as "12 Mar 2027" whatever the time zone, and today on the local calendar', () => {
    expect(calendarDayLabel('2027-03-12')).toBe('12 Mar 2027');
    expect(calendarDayLabel('2027-01-01')).toBe('1 Jan 2027');
    expect(calendarDayLabel(null)).toBe('Unknown');
    expect(calendarDayLabel('soon')).toBe('Unknown');
    expect(localToday(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });

  it("writes the viewer's locale date", () => {
    expect(localeDate(noon)).toBe(new Date(noon).toLocaleDateString());
  });

  it("answers 'Unknown' (or the given text) for a missing or unparsable date", () => {
    for (const f of [longUsDate, localeDate, isoDay]) {
      expect(f('not a date')).toBe('Unknown');
      expect(f(null)).toBe('Unknown');
      expect(f(undefined, '—')).toBe('—');
    }
  });

  it('counts items in the singular and the plural', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(3)).toBe('3 items');
  });
});
