/**
 * The family plan's messages without zod: the schema (schemas.ts, which re-exports them) and the
 * catalogue of message codes (src/shared/i18n/errors/features/family-plan.*.ts, loaded by a German
 * page in its lazy chunk) share them.
 */
import { FAMILY_PLAN_LIMITS as L } from './figures';

export const FAMILY_PLAN_MESSAGES = {
  name: `Enter a name (up to ${L.nameMax} characters)`,
  phone: `Enter a phone number: digits, spaces, +, -, ( ) and . (3 to ${L.phoneMax} characters)`,
  email: 'Enter an email address like name@example.com',
  address: `Up to ${L.addressMax} characters`,
  note: `Up to ${L.noteMax.toLocaleString('en-US')} characters`,
  bloodType: `Up to ${L.bloodTypeMax} characters`,
  microchip: `Up to ${L.microchipMax} characters`,
  members: `A plan has at most ${L.membersMax} people`,
  numbers: `At most ${L.numbersMax} numbers`,
  contacts: `At most ${L.outOfTownContactsMax} out-of-town contacts`,
  region: 'Choose your emergency number',
  placeKind: 'Choose school, childcare or workplace',
} as const;
