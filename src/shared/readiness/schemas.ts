/**
 * Readiness (docs/product.md#readiness): the household form and PUT /api/readiness/household
 * share one schema; the supply rows' own fields (custom rows, per-unit amounts, targets) are in
 * ../resources/schemas.ts. Amounts are SI (litres, kilograms, kcal): the form converts what the
 * user typed in US units before it validates.
 */
import { z } from 'zod';
import { resourceSchema } from '../resources/schemas';
import { text } from '../text';
import { PET_KINDS, READINESS_LIMITS as L, WATER_STANDARD_IDS } from './figures';
import { READINESS_MESSAGES } from './messages';
import { UNIT_SYSTEMS } from './units';

export { READINESS_MESSAGES } from './messages';

const count = z
  .number({ error: READINESS_MESSAGES.count })
  .int(READINESS_MESSAGES.count)
  .min(0, READINESS_MESSAGES.count)
  .max(L.groupMax, READINESS_MESSAGES.count);

export const petSchema = z
  .object({
    /** A pet already saved keeps its id (the family plan's vet and microchip refer to it). */
    id: z.uuid().optional(),
    name: text().trim().min(1, READINESS_MESSAGES.petName).max(60, READINESS_MESSAGES.petName),
    kind: z.enum(PET_KINDS, { error: READINESS_MESSAGES.petKind }),
    weightKg: z
      .number({ error: READINESS_MESSAGES.petWeight })
      .gt(0, READINESS_MESSAGES.petWeight)
      .max(L.petWeightKgMax, READINESS_MESSAGES.petWeight),
  })
  .strict();
export type PetInput = z.input<typeof petSchema>;

/** PUT /api/readiness/household: the whole household (its pets replaced) and the goal. */
export const householdSchema = z
  .object({
    adults: count,
    children9to13: count,
    children4to8: count,
    childrenUnder4: count,
    pregnantOrBreastfeeding: count,
    pets: z.array(petSchema).max(L.pets, READINESS_MESSAGES.pets),
    standard: z.enum(WATER_STANDARD_IDS, { error: READINESS_MESSAGES.standard }),
    goalDays: z
      .number({ error: READINESS_MESSAGES.goalDays })
      .int(READINESS_MESSAGES.goalDays)
      .min(L.goalDaysMin, READINESS_MESSAGES.goalDays)
      .max(L.goalDaysMax, READINESS_MESSAGES.goalDays),
    /** Custom only (ignored and stored as null for the others). */
    customLitresPerPerson: z
      .number({ error: READINESS_MESSAGES.customLitres })
      .gt(0, READINESS_MESSAGES.customLitres)
      .max(L.customLitresMax, READINESS_MESSAGES.customLitres)
      .nullable(),
  })
  .strict()
  .superRefine((h, ctx) => {
    if (h.pregnantOrBreastfeeding > h.adults)
      ctx.addIssue({ code: 'custom', path: ['pregnantOrBreastfeeding'], message: READINESS_MESSAGES.pregnant });
    if (h.adults + h.children9to13 + h.children4to8 + h.childrenUnder4 > L.peopleMax)
      ctx.addIssue({ code: 'custom', path: ['adults'], message: READINESS_MESSAGES.people });
    if (h.standard === 'custom' && h.customLitresPerPerson === null)
      ctx.addIssue({ code: 'custom', path: ['customLitresPerPerson'], message: READINESS_MESSAGES.customLitres });
  });
export type HouseholdInput = z.input<typeof householdSchema>;

/** PUT /api/readiness/units. */
export const unitsSchema = z.object({ units: z.enum(UNIT_SYSTEMS, { error: READINESS_MESSAGES.units }) }).strict();

export const savedPetSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PET_KINDS),
  weightKg: z.number(),
});

export const savedHouseholdSchema = z.object({
  adults: z.number().int(),
  children9to13: z.number().int(),
  children4to8: z.number().int(),
  childrenUnder4: z.number().int(),
  pregnantOrBreastfeeding: z.number().int(),
  pets: z.array(savedPetSchema),
  standard: z.enum(WATER_STANDARD_IDS),
  goalDays: z.number().int(),
  customLitresPerPerson: z.number().nullable(),
  updatedAt: z.string(),
});
export type SavedHousehold = z.infer<typeof savedHouseholdSchema>;

/**
 * GET /api/readiness: everything the page needs in one answer. `household` is null until the
 * user first saves one; the figure is computed from these by ./calculator.ts (the page does the
 * same over its unsaved and queued changes).
 */
export const readinessSchema = z.object({
  household: savedHouseholdSchema.nullable(),
  units: z.enum(UNIT_SYSTEMS),
  /** "Expiring within N days": the user's window (7-180, default 30). */
  expiryWindowDays: z.number().int(),
  /**
   * The counts by group of the people named in the family plan (their ages on the server's day),
   * which replace the household's own counts; null while the plan names nobody.
   */
  memberCounts: z
    .object({
      adults: z.number().int(),
      children9to13: z.number().int(),
      children4to8: z.number().int(),
      childrenUnder4: z.number().int(),
      pregnantOrBreastfeeding: z.number().int(),
    })
    .nullable(),
  resources: z.array(resourceSchema),
  summary: z.object({
    daysCovered: z.number().nullable(),
    limitedBy: z.enum(['water', 'food']).nullable(),
    goalDays: z.number().int().nullable(),
    goalMet: z.boolean(),
  }),
});
export type ReadinessAnswer = z.infer<typeof readinessSchema>;
