/**
 * The family emergency communication plan (docs/product.md#family-plan): one schema for the form
 * and the server. Saved whole. Phones and emails are checked leniently (international formats)
 * and stored as typed.
 */
import { z } from 'zod';
import { personName } from '../names';
import { PET_KINDS } from '../readiness/figures';
import { calendarDay } from '../supplies/date-schema';
import { text } from '../text';
import { EMERGENCY_REGIONS, FAMILY_PLAN_LIMITS as L } from './figures';
import { FAMILY_PLAN_MESSAGES } from './messages';

export { FAMILY_PLAN_MESSAGES } from './messages';

const M = FAMILY_PLAN_MESSAGES;
const optionalText = (max: number, message: string) => text().trim().max(max, message).default('');

/** Empty, or a phone as people write it: at least 3 digits, only phone punctuation. */
export const phoneSchema = text()
  .trim()
  .max(L.phoneMax, M.phone)
  .refine((v) => v === '' || (/^[+0-9 ()\-./]+$/.test(v) && (v.match(/[0-9]/g) ?? []).length >= 3), M.phone)
  .default('');

/** Empty, or something@something.tld (no stricter: addresses vary). */
export const emailSchema = text()
  .trim()
  .max(L.emailMax, M.email)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), M.email)
  .default('');

export const PLACE_KINDS = ['school', 'childcare', 'work'] as const;

export const memberSchema = z
  .object({
    id: z.string().max(64),
    name: personName().min(1, M.name).max(L.nameMax, M.name),
    dateOfBirth: calendarDay().nullable().default(null),
    pregnantOrBreastfeeding: z.boolean().default(false),
    mobilePhone: phoneSchema,
    otherPhone: phoneSchema,
    email: emailSchema,
    allergies: optionalText(L.noteMax, M.note),
    medicines: optionalText(L.noteMax, M.note),
    conditions: optionalText(L.noteMax, M.note),
    bloodType: optionalText(L.bloodTypeMax, M.bloodType),
    place: z
      .object({
        kind: z.enum(PLACE_KINDS, { error: M.placeKind }),
        name: optionalText(L.nameMax, M.name),
        address: optionalText(L.addressMax, M.address),
        phone: phoneSchema,
        plan: optionalText(L.noteMax, M.note),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();
export type Member = z.output<typeof memberSchema>;

export const contactSchema = z
  .object({
    name: personName().min(1, M.name).max(L.nameMax, M.name),
    mobilePhone: phoneSchema,
    otherPhone: phoneSchema,
    email: emailSchema,
  })
  .strict();

export const meetingPlaceSchema = z
  .object({
    name: optionalText(L.nameMax, M.name),
    address: optionalText(L.addressMax, M.address),
    instructions: optionalText(L.noteMax, M.note),
  })
  .strict()
  .nullable()
  .default(null);

export const numberSchema = z
  .object({
    label: text().trim().min(1, M.name).max(L.nameMax, M.name),
    number: text()
      .trim()
      .min(1, M.phone)
      .max(L.phoneMax + 30, M.phone),
    note: optionalText(L.addressMax, M.address),
  })
  .strict();

/** PUT /api/family-plan: the whole plan. */
export const familyPlanSchema = z
  .object({
    members: z.array(memberSchema).max(L.membersMax, M.members).default([]),
    outOfTownContacts: z.array(contactSchema).max(L.outOfTownContactsMax, M.contacts).default([]),
    meetingPlaces: z
      .object({
        indoor: meetingPlaceSchema,
        neighbourhood: meetingPlaceSchema,
        outsideNeighbourhood: meetingPlaceSchema,
        outOfTown: meetingPlaceSchema,
      })
      .strict()
      .default({ indoor: null, neighbourhood: null, outsideNeighbourhood: null, outOfTown: null }),
    emergencyRegion: z.enum(EMERGENCY_REGIONS, { error: M.region }).default('us'),
    numbers: z.array(numberSchema).max(L.numbersMax, M.numbers).default([]),
    pets: z
      .array(
        z
          .object({
            petId: z.string().max(64),
            vet: optionalText(L.addressMax, M.address),
            microchip: optionalText(L.microchipMax, M.microchip),
          })
          .strict(),
      )
      .max(L.membersMax)
      .default([]),
    lastPracticedOn: calendarDay().nullable().default(null),
  })
  .strict();
export type FamilyPlanInput = z.input<typeof familyPlanSchema>;
export type FamilyPlan = z.output<typeof familyPlanSchema>;

/** A pet of the household (set on the readiness page), as GET /api/family-plan lists them. */
export const householdPetSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(PET_KINDS) });
export type HouseholdPet = z.output<typeof householdPetSchema>;
