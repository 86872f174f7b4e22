import { describe, expect, it } from 'vitest';
import { translator, type Catalogue } from './catalogue';
import { formatsFor } from './format';
import { dir, negotiate, parseAcceptLanguage } from './locales';
import { pseudoCatalogue, pseudoText } from './pseudo';

describe('negotiate', () => {
  it('takes the first language Holdfast speaks, by its primary language; plain English is never guessed', () => {
    expect(negotiate(['de-AT', 'en'])).toBe('de');
    expect(negotiate(['fr-FR', 'es-MX', 'de'])).toBe('es');
    expect(negotiate(['en-GB', 'de'])).toBe('en');
    expect(negotiate(['fr', 'it'])).toBe('en');
    expect(negotiate([])).toBe('en');
    expect(negotiate(['en-x-plain'])).toBe('en');
  });

  it('reads Accept-Language by weight, drops q=0 and junk, and caps a hostile header', () => {
    expect(parseAcceptLanguage('de-CH,de;q=0.9,en;q=0.8')).toEqual(['de-CH', 'de', 'en']);
    expect(parseAcceptLanguage('en;q=0.5, es;q=0.7, fr;q=0')).toEqual(['es', 'en']);
    expect(parseAcceptLanguage('<script>, de')).toEqual(['de']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(Array.from({ length: 5000 }, () => 'fr').join(',')).length).toBeLessThanOrEqual(16);
    expect(negotiate(parseAcceptLanguage('fr;q=0.9, es-ES;q=0.8'))).toBe('es');
  });

  it('knows the direction: the test locale x-pseudo-rtl and Arabic or Hebrew right to left, ours left to right', () => {
    expect(dir('x-pseudo-rtl')).toBe('rtl');
    expect(dir('ar-EG')).toBe('rtl');
    expect(dir('he')).toBe('rtl');
    for (const l of ['en', 'en-x-plain', 'de', 'es', 'x-pseudo']) expect(dir(l)).toBe('ltr');
  });
});

describe('formats', () => {
  it('writes numbers, units, days and lists as each locale does (German decimal commas)', () => {
    const de = formatsFor('de');
    const en = formatsFor('en');
    const es = formatsFor('es');
    expect(de.number(1234.56)).toBe('1.234,6');
    expect(en.number(1234.56)).toBe('1,234.6');
    expect(de.unit(16.5, 'liter')).toBe('16,5 l');
    expect(en.unit(4.4, 'gallon')).toBe('4.4 gal');
    expect(de.unit(12000, 'kilocalorie', 0)).toBe('12.000 kcal');
    expect(en.day('2026-11-21')).toBe('November 21, 2026');
    expect(de.day('2026-11-21')).toBe('21. November 2026');
    expect(es.day('2026-11-21')).toBe('21 de noviembre de 2026');
    expect(de.shortDay('2026-01-02')).toBe('02.01.2026');
    expect(de.list(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben und Cy');
    expect(es.list(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben y Cy');
  });

  it('picks the plural form by the locale rules and writes # as the count', () => {
    const de = formatsFor('de');
    const forms = { one: '# Vorrat', other: '# Vorräte' };
    expect(de.plural(1, forms)).toBe('1 Vorrat');
    expect(de.plural(1200, forms)).toBe('1.200 Vorräte');
    expect(de.plural(0, forms)).toBe('0 Vorräte');
  });
});

const en = {
  title: 'Supplies',
  joined: (p: { name: string; household: string }) => `${p.name} joined ${p.household}`,
  count: (p: { count: number }, f: ReturnType<typeof formatsFor>) =>
    f.plural(p.count, { one: '# item', other: '# items' }),
};

describe('catalogues', () => {
  it('translate plain and parameterised entries, with the locale formatters', () => {
    const de = {
      title: 'Vorräte',
      joined: (p) => `${p.name} ist ${p.household} beigetreten`,
      count: (p, f) => f.plural(p.count, { one: '# Artikel', other: '# Artikel' }),
    } satisfies Catalogue<typeof en>;
    const t = translator(de, formatsFor('de'));
    expect(t('title')).toBe('Vorräte');
    expect(t('joined', { name: 'Ana', household: 'Die Riveras' })).toBe('Ana ist Die Riveras beigetreten');
    expect(t('count', { count: 2000 })).toBe('2.000 Artikel');
  });

  it('the type check refuses a wrong key, a missing parameter and a missing translation', () => {
    const t = translator(en, formatsFor('en'));
    // @ts-expect-error -- no such key
    expect(t('titel')).toBeUndefined();
    // @ts-expect-error -- `joined` needs its parameters
    expect(() => t('joined')).toThrow();
    // @ts-expect-error -- `household` is missing
    t('joined', { name: 'Ana' });
    // @ts-expect-error -- `joined` is missing from the translation
    const missing = { title: 'Vorräte', count: () => '' } satisfies Catalogue<typeof en>;
    expect(missing.title).toBe('Vorräte');
  });
});

describe('pseudo-locale', () => {
  it('accents and lengthens the catalogue text, brackets it, and leaves parameters as given', () => {
    expect(pseudoText('Supplies')).toBe('[Şŭŭƥƥŀīīḗḗş]');
    const pseudo = translator(pseudoCatalogue(en), formatsFor('x-pseudo'));
    expect(pseudo('joined', { name: 'Ana', household: 'The Riveras' })).toBe('[Ana ĵǿǿīīƞḗḗḓ The Riveras]');
    expect(pseudo('count', { count: 3 })).toBe('[3 īīŧḗḗḿş]');
    expect(pseudo('title').length).toBeGreaterThan('Supplies'.length * 1.4);
  });
});
