import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** /alerts in plain family wording: only the texts that change. */
export default {
  ...en,
  'page.back': 'Back to your dashboard',
  'page.loadFailed': 'We could not load the official warnings',
} satisfies Catalogue<typeof en>;
