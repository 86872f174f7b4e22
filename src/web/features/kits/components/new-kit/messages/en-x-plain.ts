import type { Catalogue } from '@shared/i18n/catalogue';
import { templateItemNames } from '@shared/kits/template-texts';
import texts from '@shared/kits/translations/en-x-plain';
import { en } from './en';

export default {
  ...en,
  'picker.item': (p) => templateItemNames(texts, p.id, p.basis)[p.index] ?? '',
} satisfies Catalogue<typeof en>;
