/**
 * The API's error answers in the reader's language (decision 0353). The code keeps writing
 * English messages; every error answer passes through `localizeError` on its way out, which
 * writes `message` and each `fields` message in the reader's locale through the shared catalogue
 * of message codes. A message the catalogue does not have passes unchanged; `code` never changes.
 */
import type { ApiErrorBody } from '@shared/errors';
import type { Catalogue } from '@shared/i18n/catalogue';
import { translateError, translateIssue, type ErrorMessages, type IssueLike } from '@shared/i18n/errors';
import de from '@shared/i18n/errors/de';
import { en } from '@shared/i18n/errors/en';
import plain from '@shared/i18n/errors/en-x-plain';
import es from '@shared/i18n/errors/es';
import { formatsFor } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { isPseudoLocale, pseudoCatalogue, type PseudoLocale } from '@shared/i18n/pseudo';

export const ERROR_CATALOGUES: Record<Locale, Catalogue<ErrorMessages>> = { en, 'en-x-plain': plain, de, es };

/** One message in `locale` (English and anything not in the catalogue pass unchanged). */
export function errorText(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  return translateError(en, ERROR_CATALOGUES[locale], formatsFor(locale), message);
}

/**
 * A validation issue's message in `locale`: ours through the catalogue, zod's own English by the
 * issue's figures (decision 0354). English keeps zod's words.
 */
export function issueText(locale: Locale, issue: IssueLike & { message: string }): string {
  if (locale === 'en') return issue.message;
  return translateIssue(en, ERROR_CATALOGUES[locale], formatsFor(locale), issue);
}

/** An error answer's body with its message and field messages in `locale`. */
export function localizeError(locale: Locale | PseudoLocale, body: ApiErrorBody): ApiErrorBody {
  if (locale === 'en') return body;
  const words = isPseudoLocale(locale)
    ? (message: string) => translateError(en, pseudo(), formatsFor('en'), message)
    : (message: string) => errorText(locale, message);
  const { code, message, fields } = body.error;
  const translated: ApiErrorBody['error'] = { code, message: words(message) };
  if (fields) {
    translated.fields = Object.fromEntries(
      Object.entries(fields).map(([name, messages]) => [name, messages.map(words)]),
    );
  }
  return { error: translated };
}

/**
 * The pseudo-locale's catalogue (decisions 0331, 0366): the English accented, made on first use. A
 * page in a pseudo-locale (a cookie, for tests and for looking) gets the API's messages accented
 * like its own texts, so a message the catalogue lacks stands out there as plain English.
 */
let pseudoMessages: Catalogue<ErrorMessages> | null = null;
const pseudo = () => (pseudoMessages ??= pseudoCatalogue(en));
