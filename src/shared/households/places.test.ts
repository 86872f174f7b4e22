import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, placeInputSchema } from './places';

const HOME = { name: 'Home', country: 'us', latitude: 29.76, longitude: -95.37 };
const issuesOf = (input: unknown) =>
  Object.fromEntries((placeInputSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('placeInputSchema', () => {
  it('cleans the name, upper-cases the country, and makes a missing or empty district key null', () => {
    expect(placeInputSchema.parse({ ...HOME, name: '  Our\u200b  home ' })).toEqual({
      name: 'Our home',
      country: 'US',
      latitude: 29.76,
      longitude: -95.37,
      ars: null,
    });
    expect(placeInputSchema.parse({ ...HOME, country: 'de', ars: '' }).ars).toBeNull();
    expect(placeInputSchema.parse({ ...HOME, country: 'de', ars: ' 110000000000 ' }).ars).toBe('110000000000');
  });

  it('gives each field its message', () => {
    expect(issuesOf({ ...HOME, name: ' ', country: 'USA', latitude: Number.NaN, longitude: 181 })).toEqual({
      name: PLACE_MESSAGES.name,
      country: PLACE_MESSAGES.country,
      latitude: PLACE_MESSAGES.latitude,
      longitude: PLACE_MESSAGES.longitude,
    });
    expect(issuesOf({ ...HOME, country: 'DE', ars: '11000000000a' })).toEqual({ ars: PLACE_MESSAGES.ars });
    expect(issuesOf({ ...HOME, ars: '110000000000' })).toEqual({ ars: PLACE_MESSAGES.arsOnlyGermany });
    expect(issuesOf({ ...HOME, extra: 1 })).not.toEqual({});
  });
});
