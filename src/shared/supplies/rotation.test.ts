import { describe, expect, it } from 'vitest';
import { DEFAULT_RESOURCES } from '../resources/catalogue';
import { addMonths, DEFAULT_SHELF_LIFE, defaultExpiry, keepsOf, SHELF_LIFE_CLASSES } from './rotation';

describe('rotation defaults', () => {
  it.each([
    ['water-home', '2026-11-24', '2027-05-24'],
    ['water-commercial', '2026-11-24', '2027-11-24'],
    ['six-months', '2026-08-31', '2027-02-28'],
    ['one-year', '2028-02-29', '2029-02-28'],
    ['none', '2026-11-24', null],
  ] as const)('%s added %s expires %s', (shelfLife, addedOn, expected) => {
    expect(defaultExpiry(shelfLife, addedOn)).toBe(expected);
  });

  it('adds months across year ends and into shorter months', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('names only default supplies and known classes', () => {
    const names = new Set<string>(DEFAULT_RESOURCES.map((r) => r.name));
    for (const [name, shelfLife] of Object.entries(DEFAULT_SHELF_LIFE)) {
      expect(names.has(name)).toBe(true);
      expect(SHELF_LIFE_CLASSES).toContain(shelfLife);
    }
  });

  it.each([
    ['an undated batch', 'one-year', '2026-11-24', null, 'none'],
    ["the supply's own default", 'one-year', '2026-11-24', '2027-11-24', 'one-year'],
    ['the same months, the supply first', 'water-commercial', '2026-11-24', '2027-11-24', 'water-commercial'],
    ["another class's default", 'one-year', '2026-11-24', '2027-05-24', 'six-months'],
    ['6 months of water bottled at home', 'water-home', '2026-11-24', '2027-05-24', 'water-home'],
    ['a date the user chose', 'one-year', '2026-11-24', '2027-01-09', 'one-year'],
  ] as const)('Keeps beside %s', (_label, supply, addedOn, expiresOn, keeps) => {
    expect(keepsOf(supply, addedOn, expiresOn)).toBe(keeps);
  });
});
