/**
 * The figures the event guides give (event-guides.ts, where each one's source is named), once, so
 * the German and Spanish guides (translations/event-guides.{de,es}.ts) interpolate them instead of
 * typing their own (issue 43, decision 0346). The English guides keep their sentences as written; a
 * unit test checks each figure below stands in them as given here.
 */
export const EVENT_GUIDE_FIGURES = {
  /** Water: at least this much per person per day (CDC), for at least this many days, two weeks if possible. */
  waterGallons: 1,
  waterLitres: 3.8,
  waterDays: 3,
  waterWeeks: 2,
  /** Prescriptions: a supply for this many days (American Red Cross). */
  medicineDays: 7,
  /** NWS: a hurricane watch about this many hours ahead, a warning about this many. */
  hurricaneWatchHours: 48,
  hurricaneWarningHours: 36,
  /** A generator at least this far from windows, doors and vents. */
  generatorFeet: 20,
  generatorMetres: 6,
  /** A new flood insurance policy usually starts this many days after purchase. */
  floodInsuranceDays: 30,
  /** Food above this temperature for this many hours or more is thrown away. */
  foodUnsafeFahrenheit: 40,
  foodUnsafeCelsius: 4,
  foodUnsafeHours: 2,
  /** A closed fridge keeps food cold this long; a full freezer this long, a half-full one this long. */
  fridgeHours: 4,
  freezerFullHours: 48,
  freezerHalfHours: 24,
  /** Moving water this deep can knock an adult down; this deep can carry a car away. */
  knockDownInches: 6,
  knockDownCentimetres: 15,
  carryCarFeet: 1,
  carryCarCentimetres: 30,
  /** Wet rooms: what cannot be cleaned and dried within this many hours is thrown out. */
  mouldHoursFrom: 24,
  mouldHoursTo: 48,
  /** Wildfire: the first this-many feet around the home kept clear. */
  clearFeet: 30,
  clearMetres: 9,
  /** Space heaters at least this far from anything that can burn. */
  heaterFeet: 3,
  heaterMetres: 1,
  /** A stuck car: run the engine about this many minutes an hour. */
  engineMinutesPerHour: 10,
  /** Heat stroke at this body temperature or higher. */
  heatStrokeFahrenheit: 103,
  heatStrokeCelsius: 39.4,
  /** A parked car heats up by about this much in this many minutes. */
  carHeatFahrenheit: 20,
  carHeatCelsius: 11,
  carHeatMinutes: 10,
  /** Heat: check on older neighbours at least this many times a day. */
  checksPerDay: 2,
  /** BBK: food and drink for this many days, this much fluid per person per day. */
  bbkDays: 10,
  bbkLitres: 2,
  /** The emergency numbers the guides name. */
  usEmergencyNumber: '911',
  euEmergencyNumber: '112',
} as const;
