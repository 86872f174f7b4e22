import { describe, expect, it } from 'vitest';
import { affiliateUrl } from './affiliate';

describe('affiliateUrl (one builder; the tag comes from configuration, never from content)', () => {
  it('builds an Amazon search URL from a query, with no tag by default', () => {
    const url = affiliateUrl('lifestraw personal water filter');
    expect(url).toBe('https://www.amazon.com/s?k=lifestraw+personal+water+filter');
    expect(url).not.toContain('tag=');
  });

  it('builds a product URL from a path', () => {
    expect(affiliateUrl('/dp/B000TEST01')).toBe('https://www.amazon.com/dp/B000TEST01');
  });

  it('adds tag= only when a tag is given', () => {
    expect(affiliateUrl('faraday bag', 'holdfast-20')).toBe('https://www.amazon.com/s?k=faraday+bag&tag=holdfast-20');
    expect(affiliateUrl('/dp/B000TEST01', 'holdfast-20')).toBe('https://www.amazon.com/dp/B000TEST01?tag=holdfast-20');
  });

  it('treats a blank or missing tag as none', () => {
    for (const tag of [undefined, null, '', '   ']) {
      expect(affiliateUrl('faraday bag', tag)).toBe('https://www.amazon.com/s?k=faraday+bag');
    }
  });

  it('encodes the query and drops any query a path carries', () => {
    expect(affiliateUrl('3,600 calorie bars & more')).toBe('https://www.amazon.com/s?k=3%2C600+calorie+bars+%26+more');
    expect(affiliateUrl('/dp/B000TEST01?tag=someone-else-20')).toBe('https://www.amazon.com/dp/B000TEST01');
  });
});
