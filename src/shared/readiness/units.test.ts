import { describe, expect, it } from 'vitest';
import { formatsFor } from '../i18n/format';
import {
  formatAmount,
  formatAmountIn,
  formatKcalIn,
  formatVolume,
  formatVolumeIn,
  formatWeightIn,
  volumeUnit,
  volumeUnitIn,
  weightUnit,
  weightUnitIn,
  formatWeight,
  fromKg,
  fromLitres,
  KG_PER_LB,
  LITRES_PER_US_GALLON,
  toKg,
  toLitres,
} from './units';

describe('units', () => {
  it('converts litres and US gallons both ways', () => {
    expect(fromLitres(LITRES_PER_US_GALLON, 'us')).toBe(1);
    expect(toLitres(14, 'us')).toBeCloseTo(52.996, 3);
    expect(fromLitres(16.6155, 'metric')).toBe(16.6155);
    for (const v of [0, 0.5, 1, 3.785, 227.1, 1000]) {
      expect(toLitres(fromLitres(v, 'us'), 'us')).toBeCloseTo(v, 10);
      expect(fromLitres(toLitres(v, 'us'), 'us')).toBeCloseTo(v, 10);
    }
  });

  it('converts kilograms and pounds both ways', () => {
    expect(toKg(50, 'us')).toBeCloseTo(22.68, 2);
    expect(fromKg(KG_PER_LB, 'us')).toBe(1);
    expect(toKg(22.7, 'metric')).toBe(22.7);
    for (const v of [0.1, 4, 22.7, 150]) expect(toKg(fromKg(v, 'us'), 'us')).toBeCloseTo(v, 10);
  });

  it('formats with the unit of the system', () => {
    expect(formatVolume(16.6155, 'metric')).toBe('16.6 L');
    expect(formatVolume(16.6155, 'us')).toBe('4.4 gal');
    expect(formatVolume(2271, 'metric', 0)).toBe('2,271 L');
    expect(formatWeight(22.7, 'metric')).toBe('22.7 kg');
    expect(formatWeight(toKg(50, 'us'), 'us')).toBe('50 lb');
  });
});

describe('units in a locale', () => {
  it('writes English as formatVolume and formatWeight do', () => {
    const en = formatsFor('en');
    for (const [litres, system, decimals] of [
      [227.1, 'metric', 1],
      [227.1, 'us', 1],
      [57.2, 'us', 2],
      [2271, 'metric', 0],
      [0, 'us', 1],
    ] as const) {
      expect(formatVolumeIn(en, litres, system, decimals)).toBe(formatVolume(litres, system, decimals));
    }
    expect(formatWeightIn(en, toKg(50, 'us'), 'us')).toBe('50 lb');
    expect(formatAmountIn(en, 12345.67)).toBe(formatAmount(12345.67));
    expect(formatKcalIn(en, 12000)).toBe('12,000 kcal');
    for (const system of ['metric', 'us'] as const) {
      expect(volumeUnitIn(en, system)).toBe(volumeUnit(system));
      expect(weightUnitIn(en, system)).toBe(weightUnit(system));
    }
  });

  it('writes German with a decimal comma, whichever units the user chose', () => {
    const de = formatsFor('de');
    expect(formatVolumeIn(de, 16.5, 'metric')).toBe('16,5 l');
    expect(formatVolumeIn(de, toLitres(4.4, 'us'), 'us')).toBe('4,4 gal');
    expect(formatWeightIn(de, 22.7, 'metric')).toBe('22,7 kg');
    expect(formatAmountIn(de, 1234)).toBe('1.234');
    expect(formatKcalIn(de, 12000)).toBe('12.000 kcal');
    expect(volumeUnitIn(de, 'metric')).toBe('l');
    expect(volumeUnitIn(de, 'us')).toBe('gal');
  });
});
