/**
 * The pseudo-locales (decision 0331), for tests and for looking: `x-pseudo` is the English catalogue
 * accented, lengthened by about 40 % and bracketed ("[Şŭŭpplīīḗḗş]"), so a text on screen that did
 * not come from a catalogue stands out as plain ASCII; `x-pseudo-rtl` is the same, right to left.
 * Parameters (names, counts) are passed through untouched: only the catalogue's own words change.
 */
import type { Messages } from './catalogue';
import type { Formats } from './format';

export const PSEUDO_LOCALES = ['x-pseudo', 'x-pseudo-rtl'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export const isPseudoLocale = (value: unknown): value is PseudoLocale =>
  value === 'x-pseudo' || value === 'x-pseudo-rtl';

const ACCENTED: Record<string, string> = {
  a: 'ȧ',
  b: 'ƀ',
  c: 'ƈ',
  d: 'ḓ',
  e: 'ḗ',
  f: 'ƒ',
  g: 'ɠ',
  h: 'ħ',
  i: 'ī',
  j: 'ĵ',
  k: 'ķ',
  l: 'ŀ',
  m: 'ḿ',
  n: 'ƞ',
  o: 'ǿ',
  p: 'ƥ',
  q: 'ɋ',
  r: 'ř',
  s: 'ş',
  t: 'ŧ',
  u: 'ŭ',
  v: 'ṽ',
  w: 'ẇ',
  x: 'ẋ',
  y: 'ẏ',
  z: 'ẑ',
  A: 'Ȧ',
  B: 'Ɓ',
  C: 'Ƈ',
  D: 'Ḓ',
  E: 'Ḗ',
  F: 'Ƒ',
  G: 'Ɠ',
  H: 'Ħ',
  I: 'Ī',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ŀ',
  M: 'Ḿ',
  N: 'Ƞ',
  O: 'Ǿ',
  P: 'Ƥ',
  Q: 'Ɋ',
  R: 'Ř',
  S: 'Ş',
  T: 'Ŧ',
  U: 'Ŭ',
  V: 'Ṽ',
  W: 'Ẇ',
  X: 'Ẋ',
  Y: 'Ẏ',
  Z: 'Ẑ',
};
const VOWELS = new Set('aeiouAEIOU');

/** Marks a parameter's value inside a formatted text (private-use characters, removed after). */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/** Accent every letter and double the vowels (about 40 % longer); leave the rest. */
function accent(text: string): string {
  let out = '';
  for (const ch of text) {
    const accented = ACCENTED[ch];
    out += accented === undefined ? ch : VOWELS.has(ch) ? accented + accented : accented;
  }
  return out;
}

/** A text from the catalogue, pseudo-localised outside its marked parameters, bracketed. */
export function pseudoText(text: string): string {
  let out = '';
  let depth = 0;
  let run = '';
  for (const ch of text) {
    if (ch === OPEN || ch === CLOSE) {
      out += depth === 0 ? accent(run) : run;
      run = '';
      depth += ch === OPEN ? 1 : -1;
      continue;
    }
    run += ch;
  }
  out += depth === 0 ? accent(run) : run;
  return `[${out}]`;
}

const mark = (params: unknown): unknown => {
  if (typeof params === 'string') return OPEN + params + CLOSE;
  if (Array.isArray(params)) return params.map(mark);
  if (params && typeof params === 'object') {
    return Object.fromEntries(Object.entries(params as Record<string, unknown>).map(([k, v]) => [k, mark(v)]));
  }
  return params;
};

const MARKS = /[\uE000\uE001]/g;

/**
 * A function entry's pseudo text: with its parameters marked, so they stay as they are. An entry
 * that selects by a parameter (`{ kind: 'dog' }` looked up in a table) cannot read a marked one: it
 * then reads otherwise or throws, and is pseudo-localised from its plain text instead.
 */
function pseudoCall(entry: (params: unknown, f: Formats) => string, params: unknown, f: Formats): string {
  const plain = entry(params, f);
  try {
    const marked = entry(mark(params), f);
    if (marked.replace(MARKS, '') === plain) return pseudoText(marked);
  } catch {
    // A lookup by a marked key failed: the plain text below.
  }
  return pseudoText(plain);
}

/** The pseudo catalogue of an English one: same keys, same parameters. */
export function pseudoCatalogue<T extends Messages>(en: T): T {
  const out: Messages = {};
  for (const [key, entry] of Object.entries(en)) {
    out[key] =
      typeof entry === 'function' ? (params: unknown, f: Formats) => pseudoCall(entry, params, f) : pseudoText(entry);
  }
  return out as T;
}
