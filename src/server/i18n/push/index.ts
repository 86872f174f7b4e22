/** The pushes' catalogues (issue 43, decision 0333): `pushMessages(recipient's locale)`. */
import { translator, type Catalogue, type Translate } from '@shared/i18n/catalogue';
import { formatsFor } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import de from './de';
import { en } from './en';
import plain from './en-x-plain';
import es from './es';

export type PushCatalogue = typeof en;
export type PushMessages = Translate<PushCatalogue>;

const CATALOGUES: Record<Locale, Catalogue<PushCatalogue>> = { en, 'en-x-plain': plain, de, es };
const translators = new Map<Locale, PushMessages>();

export function pushMessages(locale: Locale): PushMessages {
  let t = translators.get(locale);
  if (!t) {
    t = translator(CATALOGUES[locale] as PushCatalogue, formatsFor(locale));
    translators.set(locale, t);
  }
  return t;
}
