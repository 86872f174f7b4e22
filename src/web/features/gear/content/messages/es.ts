/**
 * Los textos del equipo en español, de @shared/content/translations/gear.es.ts (este catálogo es
 * el chunk en español, decisión 0347). Los precios siguen en dólares; solo la forma es la
 * española: "Alrededor de 120 US$", "25–45 US$".
 */
import { GEAR_ES } from '@shared/content/translations/gear.es';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';
import { fromTexts } from './from-texts';

export default fromTexts(GEAR_ES, {
  'price.around': (p, f) => `Alrededor de ${f.number(p.amount, 0)}\u00a0US$`,
  'price.range': (p, f) => `${f.number(p.low, 0)}–${f.number(p.high, 0)}\u00a0US$`,
}) satisfies Catalogue<typeof en>;
