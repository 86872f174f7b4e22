import { describe, expect, it } from 'vitest';
import { cookieHeaderLocale, LANDING_FILES, landingFile, landingLocale } from './landing-locale';

describe('which landing "/" answers (decision 0335)', () => {
  it('names a file per locale; landing.html stays the English one', () => {
    expect(LANDING_FILES.map((f) => f.file)).toEqual([
      'landing.html',
      'landing.en-x-plain.html',
      'landing.de.html',
      'landing.es.html',
    ]);
    expect(landingFile('de')).toBe('landing.de.html');
  });

  it('reads the hf_locale cookie among others, and only a locale of ours', () => {
    expect(cookieHeaderLocale('a=1; hf_locale=es; b=2')).toBe('es');
    expect(cookieHeaderLocale('hf_locale=en-x-plain')).toBe('en-x-plain');
    expect(cookieHeaderLocale('hf_locale=x-pseudo')).toBeNull();
    expect(cookieHeaderLocale('hf_locale=%')).toBeNull();
    expect(cookieHeaderLocale(undefined)).toBeNull();
  });

  it('takes the lang parameter, else the cookie, else Accept-Language, else English', () => {
    expect(landingLocale({ lang: 'de', cookie: 'hf_locale=es', acceptLanguage: 'es' })).toBe('de');
    expect(landingLocale({ lang: 'fr', cookie: 'hf_locale=es', acceptLanguage: 'de' })).toBe('es');
    expect(landingLocale({ acceptLanguage: 'fr-CH, de;q=0.8, es;q=0.9' })).toBe('es');
    expect(landingLocale({ acceptLanguage: 'en-GB' })).toBe('en');
    expect(landingLocale({})).toBe('en');
  });
});
