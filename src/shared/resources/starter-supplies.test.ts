import { describe, expect, it } from 'vitest';
import { isEssential } from '../readiness/shopping-figures';
import { DEFAULT_RESOURCES } from './catalogue';
import { starterName, starterSupplies } from './starter-supplies';

describe('the starter supplies in every locale', () => {
  it.each(['de', 'es'] as const)('are all translated in %s, each name found again by the table', (locale) => {
    const rows = starterSupplies(locale);
    expect(rows).toHaveLength(DEFAULT_RESOURCES.length);
    rows.forEach((row, i) => {
      const english = DEFAULT_RESOURCES[i]!;
      expect(row.name).not.toBe(english.name);
      expect(row.category).toBe(english.category);
      expect(starterName(row.name)).toBe(english.name);
    });
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('are the English rows, figures and all, in English and plain English', () => {
    for (const locale of ['en', 'en-x-plain'] as const)
      expect(starterSupplies(locale).map((r) => [r.name, r.unit, r.targetQuantity])).toEqual(
        DEFAULT_RESOURCES.map((r) => [r.name, r.unit, r.targetQuantity]),
      );
  });

  it('know a family’s own name from a starter, and find a German household’s essentials', () => {
    expect(starterName('Our own jam')).toBeUndefined();
    const essentials = starterSupplies('de')
      .filter(isEssential)
      .map((r) => r.name);
    expect(essentials).toEqual(expect.arrayContaining(['Taschenlampen', 'Batterien', 'Kurbelradio']));
  });
});
