import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** /household in plain family wording: only the texts that change. */
export default {
  ...en,
  'page.back': 'Back to your dashboard',
  'page.loadFailed': 'We could not load your household',
  'places.loadFailed': 'We could not load the watched places',
} satisfies Catalogue<typeof en>;
