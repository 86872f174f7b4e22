import { describe, expect, it } from 'vitest';
import { NEAR_BORDER_KM, sameCodesAt, usCountiesAt } from './us-counties';

describe('usCountiesAt (shipped Census county boundaries)', () => {
  it('finds the county of places across the US, its territories and coasts', () => {
    expect(usCountiesAt(33.5186, -86.8104)).toEqual(['01073']); // Birmingham: Jefferson County, AL
    expect(usCountiesAt(21.3069, -157.8583)).toEqual(['15003']); // Honolulu
    expect(usCountiesAt(61.2181, -149.9003)).toEqual(['02020']); // Anchorage
    expect(usCountiesAt(25.7907, -80.13)).toEqual(['12086']); // Miami Beach, on the simplified coast
    expect(usCountiesAt(35.2193, -75.6907)).toEqual(['37055']); // Hatteras, on the Outer Banks
    expect(usCountiesAt(41.8781, -87.6298)).toEqual(['17031']); // Chicago: Cook County
  });

  it(`counts a place within ${NEAR_BORDER_KM} km of a county line as in both counties`, () => {
    expect(usCountiesAt(33.3, -86.95)).toEqual(['01073', '01117']);
    expect(usCountiesAt(33.26, -86.66)).toEqual(['01117']);
  });

  it('finds none outside the US or far out at sea', () => {
    expect(usCountiesAt(52.52, 13.405)).toEqual([]); // Berlin
    expect(usCountiesAt(45.4215, -75.6972)).toEqual([]); // Ottawa
    expect(usCountiesAt(30, -60)).toEqual([]); // the Atlantic
  });

  it('gives NWS SAME codes for the whole county', () => {
    expect(sameCodesAt(33.5186, -86.8104)).toEqual(['001073']);
    expect(sameCodesAt(52.52, 13.405)).toEqual([]);
  });
});
