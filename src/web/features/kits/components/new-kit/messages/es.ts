import type { Catalogue } from '@shared/i18n/catalogue';
import { templateItemNames } from '@shared/kits/template-texts';
import texts from '@shared/kits/translations/es';
import type { en } from './en';

export default {
  'picker.contents': 'Qué incluye',
  'picker.item': (p) => templateItemNames(texts, p.id, p.basis)[p.index] ?? '',
} satisfies Catalogue<typeof en>;
