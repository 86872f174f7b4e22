/** A new account's locale from its request, and the hf_locale cookie's line (decision 0333). */
import { describe, expect, it } from 'vitest';
import { cookieLocale, localeCookie, requestLocale, storedLocale } from './locale';

const headers = (h: Record<string, string>) => new Headers(h);

describe('cookieLocale', () => {
  it.each([
    ['hf_locale=de', 'de'],
    ['a=1; hf_locale=es; b=2', 'es'],
    ['hf_locale=en-x-plain', 'en-x-plain'],
    ['holdfast.session_token=x;hf_locale=de', 'de'],
    ['xhf_locale=de', null],
    ['hf_locale=fr', null],
    ['hf_locale=DE', null],
    ['hf_locale=%E0%A4%A', null],
    ['hf_locale=fr; hf_locale=de', 'de'],
    ['', null],
  ])('%j gives %j', (header, expected) => {
    expect(cookieLocale(header)).toBe(expected);
  });
});

describe('requestLocale', () => {
  it('takes the cookie, else Accept-Language negotiated, else English', () => {
    expect(requestLocale(headers({ cookie: 'hf_locale=es', 'accept-language': 'de' }))).toBe('es');
    expect(requestLocale(headers({ cookie: 'hf_locale=xx', 'accept-language': 'de-AT,de;q=0.9' }))).toBe('de');
    expect(requestLocale(headers({ 'accept-language': 'fr, es-MX;q=0.5' }))).toBe('es');
    expect(requestLocale(headers({ 'accept-language': 'fr' }))).toBe('en');
    expect(requestLocale(headers({}))).toBe('en');
    expect(requestLocale(null)).toBe('en');
  });
});

describe('localeCookie', () => {
  it('is readable by the page, a year long, Secure with https', () => {
    expect(localeCookie('de', false)).toBe('hf_locale=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('en-x-plain', true)).toBe(
      'hf_locale=en-x-plain; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});

describe('storedLocale', () => {
  it('reads the user row’s locale, English when absent or unknown', () => {
    expect(storedLocale({ locale: 'de' })).toBe('de');
    expect(storedLocale({ locale: 'fr' })).toBe('en');
    expect(storedLocale({})).toBe('en');
  });
});
