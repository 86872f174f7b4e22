/**
 * The kit templates' items in plain English (issue 43, decision 0349): the English, but the
 * 72-hour kit's military names ("Tactical") say what the thing is. The family templates have no
 * military words and stay as they are.
 */
import { FAMILY_TEXTS_EN } from '../family-templates';
import { TEMPLATE_72HOUR_FIGURES as F } from '../template-72hour';
import { KIT_TEMPLATE_TEXTS_EN, type KitTemplateTexts } from '../template-texts';

const en = KIT_TEMPLATE_TEXTS_EN.bugOut;

const texts: KitTemplateTexts = {
  bugOut: {
    ...en,
    '45L Tactical Backpack': { ...en['45L Tactical Backpack'], itemName: `${F.backpackLitres}L Backpack` },
    'Tactical Belt with Pouches': { ...en['Tactical Belt with Pouches'], itemName: 'Belt with Pouches' },
    'Tactical Pen': { ...en['Tactical Pen'], itemName: 'Sturdy Pen with Glass Breaker' },
  },
  family: FAMILY_TEXTS_EN,
};

export default texts;
