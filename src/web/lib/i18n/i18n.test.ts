import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '@shared/i18n/catalogue';
import { choosePageLocale, cookieLocale, defineMessages, pageLocale, setPageLocale } from './i18n';

const en = {
  title: 'Supplies',
  items: (p: { count: number }, f: { plural: (n: number, forms: { one: string; other: string }) => string }) =>
    f.plural(p.count, { one: '# item', other: '# items' }),
};
let deLoads = 0;
// Spanish fails once (the connection dropped), then loads: other test files share this module
// cache (decision 0200) and load every set defined so far, this one too.
let esFailures = 1;
const messages = defineMessages(en, {
  'en-x-plain': () => Promise.resolve({ default: { ...en, title: 'Your supplies' } satisfies Catalogue<typeof en> }),
  de: () => {
    deLoads += 1;
    return Promise.resolve({
      default: {
        title: 'Vorräte',
        items: (p, f) => f.plural(p.count, { one: '# Artikel', other: '# Artikel' }),
      } satisfies Catalogue<typeof en>,
    });
  },
  es: () => {
    if (esFailures > 0) {
      esFailures -= 1;
      return Promise.reject(new Error('offline'));
    }
    return Promise.resolve({ default: { ...en, title: 'Suministros' } satisfies Catalogue<typeof en> });
  },
});

afterEach(() => setPageLocale('en'));

describe('the page locale', () => {
  it('comes from the cookie, else the browser languages; a cookie naming no locale is ignored', () => {
    expect(choosePageLocale('a=1; hf_locale=de', ['es'])).toBe('de');
    expect(choosePageLocale('hf_locale=en-x-plain', ['de'])).toBe('en-x-plain');
    expect(choosePageLocale('hf_locale=klingon', ['es-MX', 'en'])).toBe('es');
    expect(choosePageLocale('', ['fr'])).toBe('en');
    expect(cookieLocale('hf_locale=x-pseudo-rtl')).toBe('x-pseudo-rtl');
  });

  it('sets <html lang dir>', () => {
    setPageLocale('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    setPageLocale('x-pseudo-rtl');
    expect(document.documentElement.dir).toBe('rtl');
    setPageLocale('en-x-plain');
    expect(document.documentElement.lang).toBe('en');
    expect(pageLocale()).toBe('en-x-plain');
  });
});

describe('a message set', () => {
  it('speaks English with nothing loaded, and the page locale once loaded (loaded once)', async () => {
    expect(messages.t('title')).toBe('Supplies');
    expect(messages.t('items', { count: 1 })).toBe('1 item');
    setPageLocale('de');
    await Promise.all([messages.load(), messages.load()]);
    await messages.load();
    expect(deLoads).toBe(1);
    expect(messages.t('title')).toBe('Vorräte');
    expect(messages.t('items', { count: 1500 })).toBe('1.500 Artikel');
    setPageLocale('en-x-plain');
    await messages.load();
    expect(messages.t('title')).toBe('Your supplies');
  });

  it('makes the pseudo-locale from English, and a failed load can be tried again', async () => {
    setPageLocale('x-pseudo');
    await messages.load();
    expect(messages.t('title')).toBe('[Şŭŭƥƥŀīīḗḗş]');
    setPageLocale('es');
    await expect(messages.load()).rejects.toThrow('offline');
    expect(messages.t('title')).toBe('Supplies');
    await messages.load();
    expect(messages.t('title')).toBe('Suministros');
  });
});
