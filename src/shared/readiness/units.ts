/**
 * Metric or US customary: what the user sees and types. Everything is stored in SI (litres,
 * kilograms, kcal); these convert at the edges (docs/product.md#readiness).
 */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** The US liquid gallon by definition (231 cubic inches). */
export const LITRES_PER_US_GALLON = 3.785411784;
/** The international avoirdupois pound by definition. */
export const KG_PER_LB = 0.45359237;

export const volumeUnit = (system: UnitSystem) => (system === 'us' ? 'gal' : 'L');
export const weightUnit = (system: UnitSystem) => (system === 'us' ? 'lb' : 'kg');

/** Litres -> the system's volume (litres or US gallons). */
export const fromLitres = (litres: number, system: UnitSystem) =>
  system === 'us' ? litres / LITRES_PER_US_GALLON : litres;
/** The system's volume -> litres. */
export const toLitres = (value: number, system: UnitSystem) => (system === 'us' ? value * LITRES_PER_US_GALLON : value);

export const fromKg = (kg: number, system: UnitSystem) => (system === 'us' ? kg / KG_PER_LB : kg);
export const toKg = (value: number, system: UnitSystem) => (system === 'us' ? value * KG_PER_LB : value);

/** A number for reading: at most `decimals` decimals, no trailing zeros, thousands separated. */
export function formatAmount(value: number, decimals = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals });
}

/** "16.6 L" / "4.4 gal". */
export const formatVolume = (litres: number, system: UnitSystem, decimals = 1) =>
  `${formatAmount(fromLitres(litres, system), decimals)} ${volumeUnit(system)}`;

/** "22.7 kg" / "50 lb". */
export const formatWeight = (kg: number, system: UnitSystem, decimals = 1) =>
  `${formatAmount(fromKg(kg, system), decimals)} ${weightUnit(system)}`;
