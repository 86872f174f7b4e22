/**
 * The emails' catalogues (issue 43, decision 0333), imported statically: size does not matter on
 * the server. A template asks `mailMessages(recipient's locale)` for its translator.
 */
import { translator, type Catalogue, type Translate } from '@shared/i18n/catalogue';
import { formatsFor } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import de from './de';
import { en } from './en';
import plain from './en-x-plain';
import es from './es';

export type MailCatalogue = typeof en;
export type MailMessages = Translate<MailCatalogue>;

export const MAIL_CATALOGUES: Record<Locale, Catalogue<MailCatalogue>> = { en, 'en-x-plain': plain, de, es };

const translators = new Map<Locale, MailMessages>();

/** The translator of a locale's email texts, with its formatters (made once per locale). */
export function mailMessages(locale: Locale): MailMessages {
  let t = translators.get(locale);
  if (!t) {
    // Catalogue<typeof en> has en's keys and parameters: the translator reads it as en.
    t = translator(MAIL_CATALOGUES[locale] as MailCatalogue, formatsFor(locale));
    translators.set(locale, t);
  }
  return t;
}
