import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** Training in plain family wording. */
export default {
  ...en,
  'page.eyebrow': 'Practice',
  'page.title': 'Practise together',
  'history.loadFailed': 'Could not load the drills',
} satisfies Catalogue<typeof en>;
