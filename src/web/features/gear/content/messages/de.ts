/**
 * Die Texte der Ausrüstung auf Deutsch, aus @shared/content/translations/gear.de.ts (dieser
 * Katalog ist das deutsche Chunk, Entscheidung 0347). Preise bleiben Dollar; nur die Schreibweise
 * ist deutsch: „Etwa 120 $“, „25–45 $“.
 */
import { GEAR_DE } from '@shared/content/translations/gear.de';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';
import { fromTexts } from './from-texts';

export default fromTexts(GEAR_DE, {
  'price.around': (p, f) => `Etwa ${f.number(p.amount, 0)}\u00a0$`,
  'price.range': (p, f) => `${f.number(p.low, 0)}–${f.number(p.high, 0)}\u00a0$`,
}) satisfies Catalogue<typeof en>;
