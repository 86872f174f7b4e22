/**
 * Watched places (issue 38, decision 0278): up to 5 places a household watches for official
 * warnings (home, work, school, grandparents…). A name, a country (ISO 3166-1 alpha-2), a point
 * (latitude and longitude, never an address: nothing is geocoded, so no place leaves the server)
 * and, for Germany, the district key (Amtlicher Regionalschlüssel, 12 digits) that official
 * warnings name. One schema for the form and the server.
 */
import { z } from 'zod';
import { personName } from '../names';
import { text } from '../text';
import { PLACE_MESSAGES, PLACE_NAME_MAX } from './place-limits';

export * from './place-limits';

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).finite(message).min(min, message).max(max, message);

/** POST /api/household/places and PUT /api/household/places/:id. */
export const placeInputSchema = z
  .object({
    name: personName().min(1, PLACE_MESSAGES.name).max(PLACE_NAME_MAX, PLACE_MESSAGES.name),
    country: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, PLACE_MESSAGES.country),
    latitude: coordinate(-90, 90, PLACE_MESSAGES.latitude),
    longitude: coordinate(-180, 180, PLACE_MESSAGES.longitude),
    /** Germany only; optional there (recommended: NINA's warnings are by district). Empty means none. */
    ars: text()
      .trim()
      .transform((v) => (v === '' ? null : v))
      .pipe(
        z
          .string()
          .regex(/^[0-9]{12}$/, PLACE_MESSAGES.ars)
          .nullable(),
      )
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.ars !== null && v.country !== 'DE')
      ctx.addIssue({ code: 'custom', path: ['ars'], message: PLACE_MESSAGES.arsOnlyGermany });
  });
export type PlaceInput = z.input<typeof placeInputSchema>;
export type PlaceValues = z.output<typeof placeInputSchema>;

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  ars: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Place = z.output<typeof placeSchema>;

export const placeListSchema = z.object({
  places: z.array(placeSchema),
  /** Owners and editors add, change and remove places; viewers read. */
  canEdit: z.boolean(),
  max: z.number().int(),
});
export type PlaceList = z.output<typeof placeListSchema>;
