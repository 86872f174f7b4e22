import { EMERGENCY_NUMBERS, MEETING_PLACES, US_POISON_CONTROL } from '@shared/family-plan/figures';
import type { FamilyPlan, HouseholdPet, Member } from '@shared/family-plan/schemas';
import { messages } from '../messages';
import { meetingPlaceLabel } from './labels';

const { t } = messages;

/** What the printouts show of a saved family plan: the pieces shared by the fridge sheet and the wallet cards. */

/** The household's pets with the plan's vet and microchip for each (blank when none saved). */
export const petsWithCare = (plan: FamilyPlan, householdPets: readonly HouseholdPet[]) =>
  householdPets.map((pet) => {
    const care = plan.pets.find((p) => p.petId === pet.id);
    return { ...pet, vet: care?.vet ?? '', microchip: care?.microchip ?? '' };
  });

export const emergencyNumber = (plan: FamilyPlan) =>
  EMERGENCY_NUMBERS.find((e) => e.id === plan.emergencyRegion)?.number ?? EMERGENCY_NUMBERS[0].number;

/** A phone's `tel:` address (null for anything not written like a phone). */
export { telHref } from '@web/lib/contact-links';

/** The meeting places that are set, in the order of the plan (Ready.gov). */
export const meetingPlaces = (plan: FamilyPlan) =>
  MEETING_PLACES.flatMap(({ key }) => {
    const place = plan.meetingPlaces[key];
    return place && (place.name || place.address || place.instructions)
      ? [{ key, label: meetingPlaceLabel(key), ...place }]
      : [];
  });

/** Poison control: the US number, or a label that says so (as the quick button writes it in each language). */
export const isPoisonControl = (n: { label: string; number: string }) =>
  n.number === US_POISON_CONTROL || /poison|giftnotruf|envenenamiento/i.test(n.label);

/** A person's medical notes (which, its label in the page's language, the note), the empty ones left out. */
export const medicalNotes = (m: Member) =>
  (['allergies', 'medicines', 'conditions', 'bloodType'] as const)
    .filter((key) => m[key] !== '')
    .map((key) => ({ key, label: t(key), value: m[key] }));
