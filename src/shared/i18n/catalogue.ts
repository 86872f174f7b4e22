/**
 * The shape of a message catalogue (decision 0331). A catalogue is a plain object: an entry is a
 * string, or a function of its parameters (and the locale's formatters) for texts with numbers,
 * names or plurals. The English catalogue is the type: every other locale `satisfies
 * Catalogue<typeof en>`, so a missing key, an extra key or a wrong parameter fails the type check.
 */
import type { Formats } from './format';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parameters: the English entry fixes them
export type Entry = string | ((params: any, f: Formats) => string);
export type Messages = Record<string, Entry>;

/** What a translation of `T` must be: the same keys, each a string or a function of the same parameters. */
export type Catalogue<T extends Messages> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (params: infer P, f: Formats) => string
      ? (params: P, f: Formats) => string
      : never;
};

/** The parameters of entry `K`, or none. */
export type ParamsOf<T extends Messages, K extends keyof T> = T[K] extends (params: infer P, f: Formats) => string
  ? [params: P]
  : [];

/** A catalogue's translator: `t('key')` or `t('key', { count })`, checked against the entry. */
export type Translate<T extends Messages> = <K extends keyof T & string>(key: K, ...params: ParamsOf<T, K>) => string;

/** The translator of one loaded catalogue with its locale's formatters. */
export function translator<T extends Messages>(messages: T, formats: Formats): Translate<T> {
  return (key, ...params) => {
    const entry = messages[key];
    if (typeof entry === 'function') return entry(params[0], formats);
    return entry as string;
  };
}
