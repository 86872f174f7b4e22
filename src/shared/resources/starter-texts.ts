/**
 * The shape of a locale's starter supplies (decision 0350): per English name, the locale's name and
 * unit word, and, when the locale counts it in another unit, how many of its units make one of the
 * English unit (`from`), so the target and what a unit holds are converted, never retyped.
 */
import type { StarterName } from './catalogue';

export { LITRES_PER_US_GALLON } from '../readiness/figures';
/** Exact by definition (the international pound and foot, 1959). */
export const KG_PER_POUND = 0.45359237;
export const METRES_PER_FOOT = 0.3048;

export type StarterTexts = Readonly<Record<StarterName, { name: string; unit: string; from?: number }>>;
