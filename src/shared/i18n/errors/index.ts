/**
 * From an English message to the reader's words (decision 0353). The server and the shared
 * schemas keep writing English; a message is found in the English catalogue by its text (or, for
 * the few with figures or names in them, by its pattern), and the same code's entry of the
 * reader's catalogue is written instead. A message that is not in the catalogue passes unchanged.
 *
 * zod's own messages (a check with no message of ours) are found by the issue, not the text
 * (decision 0354): `zodIssueText` words the issue's figures in the reader's language.
 */
import type { Catalogue } from '../catalogue';
import type { Formats } from '../format';
import type { en, Wait } from './en';

export type ErrorMessages = typeof en;
export type ErrorCatalogue = Catalogue<ErrorMessages>;
export type ErrorKey = keyof ErrorMessages & string;

type Found = { key: ErrorKey; params?: unknown };

const WAIT = /^(.*?) ?Please try again in (\d+) (second|minute|hour)s?\.$/;

/** The messages with figures or names: their English pattern, and the parameters it gives back. */
const PATTERNS: { key: ErrorKey; pattern: RegExp; params: (m: RegExpExecArray) => unknown }[] = [
  { key: 'http.noRoute', pattern: /^No API route for (\S+) (.+)$/, params: (m) => ({ method: m[1], path: m[2] }) },
  {
    key: 'http.streamsPerAccount',
    pattern: /^At most (\d+) live update streams per account are allowed\.$/,
    params: (m) => ({ count: Number(m[1]) }),
  },
  {
    key: 'http.streamsPerAddress',
    pattern: /^At most (\d+) live update streams per address are allowed\.$/,
    params: (m) => ({ count: Number(m[1]) }),
  },
  {
    key: 'auth.passwordsOff',
    pattern:
      /^This server signs people in with (.+) only: passwords are turned off\. Use the "Sign in with .+" button\.$/,
    params: (m) => ({ providers: (m[1] ?? '').split(' or ') }),
  },
  {
    key: 'profile.deleteNeedsFreshSignIn',
    pattern: /^Sign in with (.+) again, then delete within 5 minutes$/,
    params: (m) => ({ provider: m[1] }),
  },
  // Supplies, barcodes and the supplies import (decision 0360): a supply's name, the file's line and limits.
  {
    key: 'supplies.barcodeTaken',
    pattern: /^This barcode already belongs to (.+)$/s,
    params: (m) => ({ supply: m[1] }),
  },
  {
    key: 'supplies.importBarcodeTaken',
    pattern: /^Barcode belongs to another supply \((.*)\)$/s,
    params: (m) => ({ supply: m[1] }),
  },
  {
    key: 'supplies.importUnclosed',
    pattern: /^Line (\d+): a quoted cell is never closed \(a " without its closing "\)$/,
    params: (m) => ({ line: Number(m[1]) }),
  },
  {
    key: 'supplies.importAfterQuote',
    pattern: /^Line (\d+): text after a closing quote; a quote inside a cell is written ""$/,
    params: (m) => ({ line: Number(m[1]) }),
  },
  {
    key: 'supplies.importTooManyRows',
    pattern: /^The file has more than ([\d,]+) rows; split it into smaller files$/,
    params: (m) => ({ max: Number((m[1] ?? '').replaceAll(',', '')) }),
  },
  {
    key: 'supplies.importCellTooLong',
    pattern: /^Line (\d+): a cell is longer than ([\d,]+) characters$/,
    params: (m) => ({ line: Number(m[1]), max: Number((m[2] ?? '').replaceAll(',', '')) }),
  },
  {
    key: 'supplies.importTooManyColumns',
    pattern: /^Line (\d+): more than (\d+) columns$/,
    params: (m) => ({ line: Number(m[1]), max: Number(m[2]) }),
  },
];

const byText = new WeakMap<ErrorMessages, Map<string, ErrorKey>>();

function textIndex(english: ErrorMessages): Map<string, ErrorKey> {
  let index = byText.get(english);
  if (!index) {
    index = new Map();
    for (const [key, entry] of Object.entries(english)) {
      // The first key of a text wins: two codes with the same English have the same words.
      if (typeof entry === 'string' && !key.startsWith('zod.') && !index.has(entry)) index.set(entry, key as ErrorKey);
    }
    byText.set(english, index);
  }
  return index;
}

/** The code of an English message, and its parameters, or null when the catalogue does not have it. */
export function findError(english: ErrorMessages, message: string): Found | null {
  const key = textIndex(english).get(message);
  if (key) return { key };
  for (const { key: patternKey, pattern, params } of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return { key: patternKey, params: params(m) };
  }
  return null;
}

function entryText(messages: ErrorCatalogue, found: Found, f: Formats): string {
  const entry = messages[found.key] as string | ((params: unknown, f: Formats) => string);
  return typeof entry === 'function' ? entry(found.params, f) : entry;
}

/**
 * `message` in the words of `messages` (a locale's catalogue), found through `english`. A refusal
 * that ends "Please try again in 3 minutes." is translated as its reason and its wait.
 */
export function translateError(english: ErrorMessages, messages: ErrorCatalogue, f: Formats, message: string): string {
  const found = findError(english, message);
  if (found) return entryText(messages, found, f);
  const wait = WAIT.exec(message);
  if (wait) {
    const reason = wait[1] ?? '';
    const reasonFound = reason ? findError(english, reason) : null;
    if (reason && !reasonFound) return message;
    const w: Wait = { amount: Number(wait[2]), unit: wait[3] as Wait['unit'] };
    const tryAgain = messages['http.tryAgainIn'];
    return tryAgain({ reason: reasonFound ? entryText(messages, reasonFound, f) : '', wait: w }, f).trim();
  }
  return message;
}

/** The parts of a zod issue the wording needs (a raw issue on the web, a finished one on the server). */
export interface IssueLike {
  readonly code: string;
  readonly message?: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly expected?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly keys?: readonly string[];
}

const SIZED_TEXT = new Set(['string', 'file']);
const SIZED_LIST = new Set(['array', 'set', 'map']);

/** The catalogue entry that words a zod issue of ours, by its code and figures. */
export function zodIssueEntry(issue: IssueLike): Found {
  const min = Number(issue.minimum ?? 0);
  const max = Number(issue.maximum ?? 0);
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case 'invalid_type': {
      const missing =
        issue.message === undefined ? issue.input === undefined : /received undefined$/.test(issue.message);
      if (missing) return { key: 'zod.required' };
      if (issue.expected === 'int') return { key: 'zod.int' };
      return { key: 'zod.type', params: { expected: issue.expected ?? '' } };
    }
    case 'too_small':
      if (SIZED_TEXT.has(origin))
        return issue.exact
          ? { key: 'zod.textExact', params: { length: min } }
          : { key: 'zod.textMin', params: { minimum: min } };
      if (SIZED_LIST.has(origin)) return { key: 'zod.listMin', params: { minimum: min } };
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return { key: 'zod.numberMin', params: { minimum: min, inclusive: issue.inclusive !== false } };
      return { key: 'zod.invalid' };
    case 'too_big':
      if (SIZED_TEXT.has(origin))
        return issue.exact
          ? { key: 'zod.textExact', params: { length: max } }
          : { key: 'zod.textMax', params: { maximum: max } };
      if (SIZED_LIST.has(origin)) return { key: 'zod.listMax', params: { maximum: max } };
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return { key: 'zod.numberMax', params: { maximum: max, inclusive: issue.inclusive !== false } };
      return { key: 'zod.invalid' };
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return { key: 'zod.email' };
        case 'url':
          return { key: 'zod.url' };
        case 'uuid':
        case 'guid':
          return { key: 'zod.uuid' };
        case 'datetime':
          return { key: 'zod.dateTime' };
        case 'date':
          return { key: 'zod.date' };
        case 'time':
          return { key: 'zod.time' };
        default:
          return { key: 'zod.format' };
      }
    case 'invalid_value':
      return { key: 'zod.choice' };
    case 'unrecognized_keys':
      return { key: 'zod.unknownFields', params: { keys: (issue.keys ?? []).join(', ') } };
    default:
      return issue.expected === 'int' ? { key: 'zod.int' } : { key: 'zod.invalid' };
  }
}

/** An issue whose message is zod's own English, not one of ours (zod v4's English locale). */
const ZOD_ENGLISH =
  /^(?:Invalid input(?:: expected .+)?|Invalid option: expected one of .+|Too (?:small|big): expected .+|Invalid string: must .+|Unrecognized keys?: .+|Invalid (?:email address|URL|UUID|GUID|ISO datetime|ISO date|ISO time|ISO duration|input|number: must be a multiple of .+))$/;

export const isZodEnglish = (message: string): boolean => ZOD_ENGLISH.test(message);

/** A zod issue in the words of `messages`. */
export function zodIssueText(messages: ErrorCatalogue, f: Formats, issue: IssueLike): string {
  return entryText(messages, zodIssueEntry(issue), f);
}

/**
 * One message of a failed validation in the reader's words: ours through the catalogue, zod's own
 * by its issue, anything else unchanged.
 */
export function translateIssue(
  english: ErrorMessages,
  messages: ErrorCatalogue,
  f: Formats,
  issue: IssueLike & { message: string },
): string {
  if (findError(english, issue.message)) return translateError(english, messages, f, issue.message);
  if (isZodEnglish(issue.message)) return zodIssueText(messages, f, issue);
  return issue.message;
}
