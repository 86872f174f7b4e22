/**
 * The kit templates' words in a member's locale (decision 0349): a kit made from a template is
 * written in its creator's stored locale. Imported statically, as the server's other catalogues.
 */
import type { Locale } from '@shared/i18n/locales';
import { KIT_TEMPLATE_TEXTS_EN, type KitTemplateTexts } from '@shared/kits/template-texts';
import de from '@shared/kits/translations/de';
import plain from '@shared/kits/translations/en-x-plain';
import es from '@shared/kits/translations/es';

const TEXTS: Readonly<Record<Locale, KitTemplateTexts>> = { en: KIT_TEMPLATE_TEXTS_EN, 'en-x-plain': plain, de, es };

export const kitTemplateTexts = (locale: Locale): KitTemplateTexts => TEXTS[locale];
