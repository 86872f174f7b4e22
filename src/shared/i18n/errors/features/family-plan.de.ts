/** The messages of the family plan (src/shared/family-plan) in German (decision 0353). */
import { FAMILY_PLAN_LIMITS as L } from '../../../family-plan/figures';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { familyPlanEn } from './family-plan.en';

const n = (value: number) => formatsFor('de').number(value, 0);

export default {
  'familyPlan.name': `Geben Sie einen Namen ein (bis zu ${L.nameMax} Zeichen).`,
  'familyPlan.phone': `Geben Sie eine Telefonnummer ein: Ziffern, Leerzeichen, +, -, ( ) und . (3 bis ${L.phoneMax} Zeichen).`,
  'familyPlan.address': `Bis zu ${n(L.addressMax)} Zeichen.`,
  'familyPlan.note': `Bis zu ${n(L.noteMax)} Zeichen.`,
  'familyPlan.bloodType': `Bis zu ${n(L.bloodTypeMax)} Zeichen.`,
  'familyPlan.microchip': `Bis zu ${n(L.microchipMax)} Zeichen.`,
  'familyPlan.members': `Ein Plan hat höchstens ${L.membersMax} Personen.`,
  'familyPlan.numbers': `Höchstens ${L.numbersMax} Nummern.`,
  'familyPlan.contacts': `Höchstens ${L.outOfTownContactsMax} Kontaktpersonen außerhalb.`,
  'familyPlan.region': 'Wählen Sie Ihre Notrufnummer.',
  'familyPlan.placeKind': 'Wählen Sie Schule, Kinderbetreuung oder Arbeitsplatz.',
} satisfies Catalogue<typeof familyPlanEn>;
