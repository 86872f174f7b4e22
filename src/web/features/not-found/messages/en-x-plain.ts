import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default {
  ...en,
  eyebrow: '404',
  nothingAtBefore: 'There is no page at ',
  returnHome: 'Back to the start page',
} satisfies Catalogue<typeof en>;
