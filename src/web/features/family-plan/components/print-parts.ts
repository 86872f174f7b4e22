import { EMERGENCY_NUMBERS, MEETING_PLACES, US_POISON_CONTROL } from '@shared/family-plan/figures';
import type { FamilyPlan, HouseholdPet, Member } from '@shared/family-plan/schemas';

/** What the printouts show of a saved family plan: the pieces shared by the fridge sheet and the wallet cards. */

export const PLACE_KIND_LABEL = { school: 'School', childcare: 'Childcare', work: 'Workplace' } as const;
export const PET_KIND_LABEL = { dog: 'Dog', cat: 'Cat', other: 'Other' } as const;

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
  MEETING_PLACES.flatMap(({ key, label }) => {
    const place = plan.meetingPlaces[key];
    return place && (place.name || place.address || place.instructions) ? [{ key, label, ...place }] : [];
  });

export const isPoisonControl = (n: { label: string; number: string }) =>
  n.number === US_POISON_CONTROL || /poison/i.test(n.label);

/** A person's medical notes, the empty ones left out. */
export const medicalNotes = (m: Member) =>
  (
    [
      ['Allergies', m.allergies],
      ['Medicines', m.medicines],
      ['Conditions', m.conditions],
      ['Blood type', m.bloodType],
    ] as const
  ).filter(([, v]) => v !== '');
