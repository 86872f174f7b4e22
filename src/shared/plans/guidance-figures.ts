/**
 * The figures the recommended plan steps give (./guidance.ts), once: the English, German and
 * Spanish steps interpolate them, so no translation types a figure of its own (issue 43, decision
 * 0348). The figures they share with the emergency screen's official steps come from that module.
 * Sources: /work/shared/GUIDANCE.md (CDC water; Red Cross medicines) and the pages guidance.ts names.
 */
import { STEP_FIGURES } from '../emergency/official-steps/figures';

export const GUIDANCE_FIGURES = {
  ...STEP_FIGURES,
  /** CDC: at least 1 US gallon (about 3.8 L) of water per person per day, for at least 3 days, 2 weeks if possible. */
  waterGallons: 1,
  waterLitres: 3.8,
  waterDays: 3,
  waterWeeks: 2,
  /** American Red Cross: a 7-day supply of medicines. */
  medicineDays: 7,
  /** Pandemic (Ready.gov): food and water for at least 2 weeks at home. */
  pandemicWeeks: 2,
  /** Wildfire (Ready.gov): clear what burns within 30 feet (9 m) of the house. */
  clearFeet: 30,
  clearMetres: 9,
  /** Flood (NWS): this much moving water can sweep a car away. */
  floodCarFeet: 1,
  floodCarCentimetres: 30,
} as const;
