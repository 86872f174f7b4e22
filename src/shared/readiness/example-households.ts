import type { HouseholdInput } from './schemas';

/**
 * One adult, no pets, the US standard, 14 days: the smallest household with a figure (tests of
 * the server, the browser and the projection start from it).
 */
export const ONE_ADULT_HOUSEHOLD = {
  adults: 1,
  children9to13: 0,
  children4to8: 0,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
} as const satisfies HouseholdInput;
