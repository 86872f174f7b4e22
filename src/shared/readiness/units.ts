import type { Formats } from '../i18n/format';

/**
 * Metric or US customary: what the user sees and types. Everything is stored in SI (litres,
 * kilograms, kcal); these convert at the edges (docs/product.md#readiness).
 */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/**
 * The units a new profile starts with, by its account's language (issue 43, decision 0344):
 * German readers measure in litres and kilograms (Germany uses SI only, Einheiten- und
 * Zeitgesetz); English and Spanish keep today's US customary default (Holdfast's US audience,
 * Listo.gov's Spanish readers). The user's own setting wins from then on.
 */
export const defaultUnits = (locale: string): UnitSystem => (locale === 'de' ? 'metric' : 'us');

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

// The same in a locale's way (issue 43): "16,5 l" and "4,4 gal" in German, "16.5 L" in English.
// The user's units setting still picks litres or gallons; the locale only writes them.

const volumeIntlUnit = (system: UnitSystem) => (system === 'us' ? 'gallon' : 'liter');
const weightIntlUnit = (system: UnitSystem) => (system === 'us' ? 'pound' : 'kilogram');

/** formatAmount in the locale's digits: "1,234.5" / "1.234,5". */
export const formatAmountIn = (f: Formats, value: number, decimals = 1) => f.number(value, decimals);

/** formatVolume in the locale: "16.6 L" (en) / "16,6 l" (de) / "4,4 gal" (de, US units). */
export const formatVolumeIn = (f: Formats, litres: number, system: UnitSystem, decimals = 1) =>
  f.unit(fromLitres(litres, system), volumeIntlUnit(system), decimals);

/** formatWeight in the locale: "22.7 kg" / "22,7 kg" / "50 lb". */
export const formatWeightIn = (f: Formats, kg: number, system: UnitSystem, decimals = 1) =>
  f.unit(fromKg(kg, system), weightIntlUnit(system), decimals);

/** "12,000 kcal" / "12.000 kcal" (`Intl` has no kilocalorie unit). */
export const formatKcalIn = (f: Formats, kcal: number) => `${f.number(kcal, 0)} kcal`;

const unitSymbol = (f: Formats, unit: string) =>
  new Intl.NumberFormat(f.tag, { style: 'unit', unit, unitDisplay: 'short' })
    .formatToParts(1)
    .find((part) => part.type === 'unit')?.value ?? unit;

/** volumeUnit as the locale writes it: "L" (en), "l" (de, es), "gal". */
export const volumeUnitIn = (f: Formats, system: UnitSystem) => unitSymbol(f, volumeIntlUnit(system));

/** weightUnit as the locale writes it: "kg", "lb". */
export const weightUnitIn = (f: Formats, system: UnitSystem) => unitSymbol(f, weightIntlUnit(system));
