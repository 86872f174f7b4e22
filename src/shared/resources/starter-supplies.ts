/**
 * The starter supplies a new household is given, in its owner's language (issue 43, decision
 * 0350), and the one table that maps every locale's name of a starter supply to its English name,
 * the key of what a unit holds (readiness/figures.ts), how long it keeps (supplies/rotation.ts),
 * the tracker's order and the essentials: a German "Trinkwasser (Liter)" is counted as the
 * English "Water (Gallons)" is.
 */
import type { Locale } from '../i18n/locales';
import { DEFAULT_UNIT_CONTENT } from '../readiness/figures';
import { DEFAULT_SHELF_LIFE, type ShelfLifeClass } from '../supplies/rotation';
import { DEFAULT_RESOURCES, type StarterName } from './catalogue';
import de from './starter-supplies/de';
import es from './starter-supplies/es';
import type { StarterTexts } from './starter-texts';

/** The translated locales; English and plain English seed the English names (nothing military in them). */
const TEXTS: Readonly<Partial<Record<Locale, StarterTexts>>> = { de, es };

const BY_NAME = new Map<string, StarterName>();
for (const r of DEFAULT_RESOURCES) BY_NAME.set(r.name, r.name);
for (const texts of Object.values(TEXTS))
  for (const [english, t] of Object.entries(texts)) BY_NAME.set(t.name, english as StarterName);

/** The English name of a starter supply named in any locale ("Trinkwasser (Liter)" → "Water (Gallons)"); undefined for the family's own names. */
export const starterName = (name: string): StarterName | undefined => BY_NAME.get(name);

export interface StarterSupply {
  category: string;
  name: string;
  targetQuantity: number;
  unit: string;
  litresPerUnit: number | null;
  kcalPerUnit: number | null;
  shelfLife: ShelfLifeClass;
}

/**
 * The starter supplies in a locale: its names and unit words, the category kept as its key. A
 * supply counted in another unit there has its target rounded up and what a unit holds divided
 * (kcal to the nearest 10, as figures.ts rounds them).
 */
export function starterSupplies(locale: Locale): StarterSupply[] {
  const texts = TEXTS[locale];
  return DEFAULT_RESOURCES.map((r) => {
    const content = DEFAULT_UNIT_CONTENT[r.name];
    const t = texts?.[r.name];
    const from = t?.from ?? 1;
    return {
      category: r.category,
      name: t?.name ?? r.name,
      unit: t?.unit ?? r.unit,
      targetQuantity: from === 1 ? r.targetQuantity : Math.ceil(r.targetQuantity * from),
      litresPerUnit: content?.litres === undefined ? null : Math.round((content.litres / from) * 1000) / 1000,
      kcalPerUnit:
        content?.kcal === undefined ? null : from === 1 ? content.kcal : Math.round(content.kcal / from / 10) * 10,
      shelfLife: DEFAULT_SHELF_LIFE[r.name] ?? 'none',
    };
  });
}
