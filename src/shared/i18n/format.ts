/**
 * A locale's formatters, made once per locale and kept (decision 0331): plurals, numbers, units,
 * dates and lists through `Intl`. Catalogue functions receive them as their second argument, so a
 * translation never formats by hand: `(p, f) => f.plural(p.count, { one: '# Vorrat', other: '# Vorräte' })`.
 */
import { INTL_LOCALE, isLocale } from './locales';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface Formats {
  /** The locale's `Intl` tag ("de-DE"). */
  readonly tag: string;
  /** The form for `count` by the locale's plural rules; `#` in it becomes the formatted count. */
  plural(count: number, forms: PluralForms): string;
  /** 1,234.5 / 1.234,5, at most `decimals` decimals (default 1). */
  number(value: number, decimals?: number): string;
  /** "12 L", "3 kg", "5 gal": a number with a unit `Intl` knows, short. */
  unit(
    value: number,
    unit: 'liter' | 'kilogram' | 'gallon' | 'pound' | 'kilocalorie' | 'day' | 'hour' | 'minute',
    decimals?: number,
  ): string;
  /** A calendar day (YYYY-MM-DD) written long: "November 21, 2026", "21. November 2026". Read in UTC, so no time zone moves it. */
  day(isoDay: string): string;
  /** A calendar day written short: "11/21/2026", "21.11.2026". */
  shortDay(isoDay: string): string;
  /** An instant's date and time in the reader's time zone. */
  dateTime(value: Date | string): string;
  /** "Ana, Ben and Cy" / "Ana, Ben und Cy". */
  list(items: readonly string[]): string;
}

const cache = new Map<string, Formats>();

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const utcDay = (isoDay: string) => {
  const m = DAY.exec(isoDay);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(Number.NaN);
};

function make(tag: string): Formats {
  const plurals = new Intl.PluralRules(tag);
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (decimals: number) => {
    let format = numbers.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(tag, { maximumFractionDigits: decimals });
      numbers.set(decimals, format);
    }
    return format;
  };
  let longDay: Intl.DateTimeFormat | undefined;
  let shortDay: Intl.DateTimeFormat | undefined;
  let dateTime: Intl.DateTimeFormat | undefined;
  let list: Intl.ListFormat | undefined;
  return {
    tag,
    plural(count, forms) {
      const form = forms[plurals.select(count)] ?? forms.other;
      return form.replaceAll('#', numberFormat(0).format(count));
    },
    number: (value, decimals = 1) => numberFormat(decimals).format(value),
    unit: (value, unit, decimals = 1) =>
      // ECMA-402 has no kilocalorie unit (a RangeError): "kcal" is written the same in our locales.
      unit === 'kilocalorie'
        ? `${numberFormat(decimals).format(value)} kcal`
        : new Intl.NumberFormat(tag, {
            style: 'unit',
            unit,
            unitDisplay: 'short',
            maximumFractionDigits: decimals,
          }).format(value),
    day(isoDay) {
      longDay ??= new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
      return longDay.format(utcDay(isoDay));
    },
    shortDay(isoDay) {
      shortDay ??= new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
      return shortDay.format(utcDay(isoDay));
    },
    dateTime(value) {
      dateTime ??= new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
      return dateTime.format(typeof value === 'string' ? new Date(value) : value);
    },
    list(items) {
      list ??= new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
      return list.format(items);
    },
  };
}

/** The formatters of a Holdfast locale, or of any `Intl` tag (the pseudo-locales format as US English). */
export function formatsFor(locale: string): Formats {
  const tag = isLocale(locale) ? INTL_LOCALE[locale] : locale.startsWith('x-pseudo') ? 'en-US' : locale;
  let formats = cache.get(tag);
  if (!formats) {
    formats = make(tag);
    cache.set(tag, formats);
  }
  return formats;
}
