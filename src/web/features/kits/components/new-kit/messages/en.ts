/**
 * What a template's kit holds, listed on New Kit's template cards (decision 0349): a set of its own,
 * so the item names of every template in the page's language load with the picker only, not with
 * every kits page (/kits/:id/edit in German was over its budget with them).
 */
import type { TemplateBasis } from '@shared/kits/schemas';
import { KIT_TEMPLATE_TEXTS_EN, templateItemNames } from '@shared/kits/template-texts';
import type { ShippedKitTemplateId } from '@shared/kits/templates';

export const en = {
  'picker.contents': 'What it holds',
  /** A template's item names as the kit would have them (the locale's module: @shared/kits/translations). */
  'picker.item': (p: { id: ShippedKitTemplateId; basis: TemplateBasis; index: number }) =>
    templateItemNames(KIT_TEMPLATE_TEXTS_EN, p.id, p.basis)[p.index] ?? '',
};
