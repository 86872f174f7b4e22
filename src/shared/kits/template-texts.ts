/**
 * The words the kit templates write into a new kit's items, per locale (issue 43, decision 0349).
 * English is the templates' own text; a translation (./translations/{de,es}.ts) is typed by it:
 * every 72-hour item by its English name, every family-template line and parameter by
 * FAMILY_TEXTS_EN, so one left out, added or misspelt is a type error. The server creates a kit
 * in its creator's stored locale; the web reads the page's locale's module in that locale's
 * catalogue chunk (never in the English bundle).
 */
import { FAMILY_TEXTS_EN, scaleTemplate, type FamilyTemplateTexts } from './family-templates';
import type { TemplateBasis } from './schemas';
import { TEMPLATE_72HOUR_ITEMS, type Template72HourName, type TemplateItem } from './template-72hour';
import type { ShippedKitTemplateId } from './templates';

/** A 72-hour item's name and notes in a locale, keyed by its English name. */
export type Template72HourTexts = Readonly<Record<Template72HourName, { itemName: string; notes: string }>>;

export interface KitTemplateTexts {
  /** The 72-Hour Bug-Out Kit's 23 items. */
  bugOut: Template72HourTexts;
  /** The family templates' lines (family-templates.ts). */
  family: FamilyTemplateTexts;
}

export const KIT_TEMPLATE_TEXTS_EN: KitTemplateTexts = {
  bugOut: Object.fromEntries(
    TEMPLATE_72HOUR_ITEMS.map((i) => [i.itemName, { itemName: i.itemName, notes: i.notes }]),
  ) as Template72HourTexts,
  family: FAMILY_TEXTS_EN,
};

/** The 72-hour template's items in a locale's words (category, quantity, rating, price and position as in English). */
export function template72HourItems(texts: KitTemplateTexts): TemplateItem[] {
  return TEMPLATE_72HOUR_ITEMS.map((item) => ({ ...item, ...texts.bugOut[item.itemName as Template72HourName] }));
}

/** A shipped template's item names in a locale's words, as a kit made from it for `basis` would have them. */
export function templateItemNames(texts: KitTemplateTexts, id: ShippedKitTemplateId, basis: TemplateBasis): string[] {
  return (id === '72hour' ? template72HourItems(texts) : scaleTemplate(id, basis, texts.family)).map((i) => i.itemName);
}
