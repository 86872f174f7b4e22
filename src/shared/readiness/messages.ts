/**
 * The readiness page's messages without zod (issue 41): the page shows them at first paint and
 * loads schemas.ts (which re-exports them for the server) only to check the household form.
 */
import { READINESS_LIMITS as L } from './figures';

export const READINESS_MESSAGES = {
  count: `Enter a whole number from 0 to ${L.groupMax}`,
  people: `A household has at most ${L.peopleMax} people`,
  pregnant: 'Cannot be more than the adults',
  petName: 'Enter a name (up to 60 characters)',
  petKind: 'Choose dog, cat or other',
  petWeight: `Enter a weight above 0 and up to ${L.petWeightKgMax} kg`,
  pets: `At most ${L.pets} pets`,
  standard: 'Choose a standard',
  goalDays: `Enter a whole number of days from ${L.goalDaysMin} to ${L.goalDaysMax}`,
  customLitres: `Enter the litres per person per day: above 0 and up to ${L.customLitresMax}`,
  units: 'Choose metric or US',
  saved: 'Household saved',
  saveFailed: 'Could not save the household.',
  followGoal: 'Target follows your goal again',
  followGoalFailed: 'Could not change the target.',
} as const;
