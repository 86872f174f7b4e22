import { describe, expect, it } from 'vitest';
import { ageOn, isValidIsoDate, todayIso } from './age';

describe('ageOn', () => {
  it.each([
    ['2013-06-15', '2026-06-15', 13],
    ['2013-06-16', '2026-06-15', 12], // 12 years 364 days
    ['2013-07-01', '2026-06-15', 12],
    ['2013-05-31', '2026-06-15', 13],
    ['2012-02-29', '2025-02-28', 12], // leap-day birthday turns over on Mar 1 in common years
    ['2012-02-29', '2025-03-01', 13],
    ['2012-02-29', '2024-02-29', 12],
  ])('born %s, on %s: %i', (dob, today, age) => {
    expect(ageOn(dob, today)).toBe(age);
  });
});

describe('isValidIsoDate', () => {
  it.each(['2024-02-29', '1999-12-31', '2000-01-01'])('accepts %s', (d) => expect(isValidIsoDate(d)).toBe(true));
  it.each(['2023-02-29', '1999-13-01', '1999-04-31', '99-01-01', '', '2020-1-1', 'yesterday'])('rejects %s', (d) =>
    expect(isValidIsoDate(d)).toBe(false),
  );
});

describe('todayIso', () => {
  it('formats the local calendar date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
