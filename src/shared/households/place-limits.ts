/**
 * Watched places' limits and messages: plain data, without the schemas (places.ts), so a page that
 * shows them does not load the validation library (issue 41).
 */
export const PLACES_MAX = 5;
export const PLACE_NAME_MAX = 60;

export const PLACE_MESSAGES = {
  name: `Enter a name of 1 to ${PLACE_NAME_MAX} characters, like Home or School`,
  country: 'Enter the two-letter country code, like US or DE',
  latitude: 'Latitude is a number between -90 and 90',
  longitude: 'Longitude is a number between -180 and 180',
  ars: 'The district key (ARS) is 12 digits',
  arsOnlyGermany: 'A district key (ARS) is only for places in Germany (DE)',
  tooMany: `A household watches at most ${PLACES_MAX} places. Remove one to add another.`,
  notFound: 'Place not found',
} as const;
