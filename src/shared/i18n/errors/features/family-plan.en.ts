/** The messages of the family plan (src/shared/family-plan) in the catalogue of message codes (decision 0353). */
import { FAMILY_PLAN_MESSAGES as M } from '../../../family-plan/messages';

// The plan's email message is sign-up's ('auth.email'): the same words, found first.
export const familyPlanEn = {
  'familyPlan.name': M.name,
  'familyPlan.phone': M.phone,
  'familyPlan.address': M.address,
  'familyPlan.note': M.note,
  'familyPlan.bloodType': M.bloodType,
  'familyPlan.microchip': M.microchip,
  'familyPlan.members': M.members,
  'familyPlan.numbers': M.numbers,
  'familyPlan.contacts': M.contacts,
  'familyPlan.region': M.region,
  'familyPlan.placeKind': M.placeKind,
};
