import type { Catalogue } from '@shared/i18n/catalogue';
import { savedAgo } from '@web/lib/offline/saved-ago';
import { en } from './en';

export default {
  ...en,
  offlineSaved: (p) => `Offline: showing data saved ${savedAgo(p.savedAt)}`,
  offlineNothingSaved: 'Offline: showing what this device has saved',
  signOutTitle: 'Sign out?',
  signOutDescription: 'You will need to sign in again to see your home page.',
  stayLoggedIn: 'No, stay signed in',
  discardAndSignOut: 'Discard changes and sign out',
  keepAndSignOut: 'Keep changes and sign out',
  yesSignOut: 'Yes, sign out',
  clearancePending: 'One more step',
  systemFault: 'Something went wrong',
  returnHome: 'Back to the start page',
  appTitle: 'Holdfast · Emergency preparedness for families',
} satisfies Catalogue<typeof en>;
