/**
 * The official figures of the family emergency communication plan (docs/product.md#family-plan),
 * each with its source. The one place they live.
 */

/**
 * Emergency numbers by country, the user picks one (Ready.gov / FEMA; the EU's single emergency
 * number; Ofcom; Triple Zero Australia). 112 also works on mobiles in most other countries.
 */
export const EMERGENCY_NUMBERS = [
  { id: 'us', number: '911', label: '911 (United States, Canada)' },
  { id: 'eu', number: '112', label: '112 (European Union)' },
  { id: 'uk', number: '999', label: '999 (United Kingdom)' },
  { id: 'au', number: '000', label: '000 (Australia)' },
] as const;
export type EmergencyRegion = (typeof EMERGENCY_NUMBERS)[number]['id'];
export const EMERGENCY_REGIONS = EMERGENCY_NUMBERS.map((e) => e.id) as [EmergencyRegion, ...EmergencyRegion[]];

/** America's Poison Centers (US): 1-800-222-1222, offered as the first important number. */
export const US_POISON_CONTROL = '1-800-222-1222';

/**
 * Ready.gov "Make a Plan": meeting places inside the home, in the neighbourhood, outside the
 * neighbourhood and outside the town (accessible; pet-friendly if you have pets).
 */
export const MEETING_PLACES = [
  { key: 'indoor', label: 'Indoor safe spot' },
  { key: 'neighbourhood', label: 'In the neighbourhood' },
  { key: 'outsideNeighbourhood', label: 'Outside the neighbourhood' },
  { key: 'outOfTown', label: 'Outside the town' },
] as const;
export type MeetingPlaceKey = (typeof MEETING_PLACES)[number]['key'];

/** Ready.gov / Red Cross: practise the plan twice a year. */
export const PRACTICE_EVERY_MONTHS = 6;

/** Limits of the plan (validated by the forms and the server). */
export const FAMILY_PLAN_LIMITS = {
  membersMax: 30,
  numbersMax: 40,
  outOfTownContactsMax: 2,
  nameMax: 80,
  phoneMax: 30,
  emailMax: 254,
  addressMax: 300,
  noteMax: 2000,
  bloodTypeMax: 10,
  microchipMax: 40,
} as const;
