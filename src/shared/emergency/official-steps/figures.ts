/**
 * The figures the official "Do now" steps give (../official-steps.ts), once: every locale's steps
 * interpolate them, so no translation types a figure of its own (issue 43, decision 0338). US
 * measures first where the English step gives them ("20 feet (6 m)"); the German and Spanish steps
 * use the metric figure (and the Spanish the US one beside it, as Listo.gov does).
 */
export const STEP_FIGURES = {
  /** Hurricane: a generator at least this far from windows and doors. */
  generatorFeet: 20,
  generatorMetres: 6,
  /** Blackout: food stays cold this long in a closed fridge, and in a full closed freezer. */
  fridgeHours: 4,
  freezerHours: 48,
  /** Blackout: food above this temperature for this long is thrown out. */
  foodSafeFahrenheit: 40,
  foodSafeCelsius: 4,
  foodUnsafeHours: 2,
  /** Pandemic: wash hands at least this long. */
  handWashSeconds: 20,
  /** Winter storm, vehicle breakdown: run the engine this many minutes an hour. */
  engineMinutesPerHour: 10,
  /** Flood: this much moving water can knock you down. */
  floodWaterInches: 6,
  floodWaterCentimetres: 15,
} as const;
