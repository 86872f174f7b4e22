import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** /admin in plain family wording: only the texts that change (the 404's as the app's not-found page's). */
export default {
  ...en,
  back: 'Back to your dashboard',
  loadFailed: 'We could not load the server’s details',
  'notFound.eyebrow': '404',
  'notFound.before': 'There is no page at ',
  'notFound.home': 'Back to the start page',
  'server.jobs': 'Background tasks',
} satisfies Catalogue<typeof en>;
