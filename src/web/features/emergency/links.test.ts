import { describe, expect, it } from 'vitest';
import { geoHref, mapsUrl, phoneParts, smsHref, telHref, WE_ARE_OK_TEXT } from './links';

describe('emergency links', () => {
  it('tel: keeps the digits and a leading +; anything not written like a phone is no link', () => {
    expect(telHref('+1 (555) 010-0100')).toBe('tel:+15550100100');
    expect(telHref('112')).toBe('tel:112');
    expect(telHref('call Bob')).toBeNull();
    expect(telHref('12')).toBeNull();
  });

  it('sms: carries the "We are OK" text as its body', () => {
    expect(smsHref('+1 555 0199')).toBe(`sms:+15550199?body=${encodeURIComponent(WE_ARE_OK_TEXT)}`);
    expect(decodeURIComponent(smsHref('555 0199')!.split('?body=')[1]!)).toBe(WE_ARE_OK_TEXT);
    expect(smsHref('none')).toBeNull();
  });

  it('an address becomes a geo: query and an OpenStreetMap search', () => {
    expect(geoHref(' 12 Lake Rd, Ocala FL ')).toBe('geo:0,0?q=12%20Lake%20Rd%2C%20Ocala%20FL');
    expect(mapsUrl('5th & Main')).toBe('https://www.openstreetmap.org/search?query=5th%20%26%20Main');
  });

  it('finds phone numbers of 7 digits or more inside text, not shorter numbers', () => {
    expect(phoneParts('Dr Vega 555 012 3456, open 9-5')).toEqual([
      { text: 'Dr Vega ', tel: null },
      { text: '555 012 3456', tel: 'tel:5550123456' },
      { text: ', open 9-5', tel: null },
    ]);
    expect(phoneParts('Inhaler 100 mg twice')).toEqual([{ text: 'Inhaler 100 mg twice', tel: null }]);
  });
});
