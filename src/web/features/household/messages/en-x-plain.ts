import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** /household in plain family wording: only the texts that change. */
export default {
  ...en,
  'page.back': 'Back to your dashboard',
  'page.loadFailed': 'We could not load your household',
  'places.loadFailed': 'We could not load the watched places',
  'join.loadFailed': 'We could not load the invitation',
  'join.checking': 'Checking your sign-in…',
  'join.signUp': 'Create an account',
  'join.visitor': (p) =>
    `It was sent to ${p.email}. Create an account with that address to accept it, or sign in if it has an account already. You come back here once you are in.`,
} satisfies Catalogue<typeof en>;
