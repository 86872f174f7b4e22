/** /readiness in plain family wording: the English, with the few texts that changed. */
import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default {
  ...en,
  'page.back': 'Back to your home page',
  'page.loadFailed': 'Could not load how long your supplies last',
  'page.loading': 'Loading how long your supplies last',
  'figure.householdNeeded': 'Tell us who lives with you',
  'shop.csv': 'Download the list',
  'targets.title': 'Amounts set by your goal',
} satisfies Catalogue<typeof en>;
